/** Arabic texts of the cancellation widget. */
import type { ArabicPluralForms } from '../../runtime/i18n.js';
import type { CancellationTexts } from './en.js';

const cancellationAr: CancellationTexts & ArabicPluralForms<CancellationTexts> = {
  loading: 'جارٍ التحميل…',
  deposit_label: 'العربون',
  'deposit.none': 'لم يُؤخذ أي عربون، لذلك لا يوجد ما يُسترد.',
  'deposit.authorized': 'العربون محجوز فقط على بطاقتك ولم يُسحب. الإلغاء يرفع الحجز فورًا؛ أما موعد اختفائه من كشف حسابك فيتوقف على مصرفك.',
  'deposit.cancelled': 'لم يُسحب أي مبلغ للعربون: رُفع أي حجز على بطاقتك.',
  'deposit.paid_zero': 'سُحب العربون من بطاقتك. بعد أن يؤكد الوكيل الإلغاء يُعاد إليك كاملًا إلى البطاقة التي دفعت بها.',
  'deposit.paid_one':
    'سُحب العربون من بطاقتك. بعد أن يؤكد الوكيل الإلغاء يُعاد إليك كاملًا إلى البطاقة التي دفعت بها، عادةً خلال يوم عمل واحد.',
  'deposit.paid_two': 'سُحب العربون من بطاقتك. بعد أن يؤكد الوكيل الإلغاء يُعاد إليك كاملًا إلى البطاقة التي دفعت بها، عادةً خلال يومَي عمل.',
  'deposit.paid_few':
    'سُحب العربون من بطاقتك. بعد أن يؤكد الوكيل الإلغاء يُعاد إليك كاملًا إلى البطاقة التي دفعت بها، عادةً خلال {{count}} أيام عمل.',
  'deposit.paid_many':
    'سُحب العربون من بطاقتك. بعد أن يؤكد الوكيل الإلغاء يُعاد إليك كاملًا إلى البطاقة التي دفعت بها، عادةً خلال {{count}} يوم عمل.',
  'deposit.paid_other':
    'سُحب العربون من بطاقتك. بعد أن يؤكد الوكيل الإلغاء يُعاد إليك كاملًا إلى البطاقة التي دفعت بها، عادةً خلال {{count}} يوم عمل.',
  'deposit.refunded': 'أُعيد العربون إلى بطاقتك.',
  landing_title: 'إلغاء حجزك',
  landing_text: 'يمكنك إلغاء حجز السيارة أدناه.',
  lead_vehicle_label: 'السيارة',
  lead_vin_label: 'رقم الهيكل',
  lead_reference_label: 'مرجع الحجز',
  cancel_button: 'إلغاء الحجز',
  confirm_title: 'هل تريد إلغاء هذا الحجز؟',
  confirm_text: 'سيتم الإفراج عن السيارة وسيتمكن عملاء آخرون من حجزها.',
  confirm_primary_button: 'نعم، ألغِ الحجز',
  confirm_secondary_button: 'لا، احتفظ بحجزي',
  paid_title: 'تم دفع رسوم حجزك',
  paid_text: 'بما أن رسوم الحجز قد دُفعت بالفعل، يمكنك فقط طلب الإلغاء: يؤكد الوكيل الإلغاء ويرتب استرداد الرسوم.',
  paid_cancel_button: 'طلب الإلغاء',
  awaiting_title: 'جارٍ إلغاء حجزك',
  awaiting_text: 'نقوم بإرسال طلب الإلغاء. يستغرق ذلك بضع ثوانٍ؛ يرجى إبقاء هذه الصفحة مفتوحة.',
  cancelled_title: 'تم إلغاء حجزك',
  cancelled_text: 'تم تأكيد الإلغاء. شكراً لإعلامنا.',
  received_title: 'شكراً، لقد تلقينا طلبك',
  received_text: 'طلب الإلغاء قيد المعالجة، وسيؤكده لك الوكيل.',
  unavailable_title: 'الصفحة غير متاحة',
  unavailable_text: 'لم نتمكن من العثور على هذا الحجز. يرجى استخدام الرابط الوارد في رسالة التأكيد.',
  payment_error_title: 'حدث خطأ ما',
  payment_error_paragraph: 'عذراً، حدث خطأ. يرجى المحاولة مرة أخرى أو تحديث الصفحة.',
  payment_error_prefix: 'رسالة الخطأ:',
  error_retry_button: 'حاول مرة أخرى',
  'error.network_error': 'فشل الاتصال بالخادم.',
  'error.unknown': 'خطأ غير متوقع ({{code}}).',
};

export default cancellationAr;
