/** Arabic texts of the form widget. */
import type { ArabicPluralForms } from '../../runtime/i18n.js';
import type { FormTexts } from './en.js';

const formAr: FormTexts & ArabicPluralForms<FormTexts> = {
  loading: 'جارٍ تحميل النموذج…',
  load_error: 'تعذّر تحميل النموذج.',
  retry: 'حاول مرة أخرى',
  submit: 'إرسال',
  sending: 'جارٍ الإرسال…',
  required_mark: '(مطلوب)',
  choose: 'اختر…',
  day: 'اليوم',
  month: 'الشهر',
  year: 'السنة',
  hour: 'الساعة',
  minute: 'الدقيقة',
  time_hint: 'نظام ٢٤ ساعة',
  phone_example: 'مثلاً',
  summary_title: 'هناك مشكلة',
  server_error: 'تعذّر إرسال رسالتك. لم يضع شيء: حاول مرة أخرى.',
  edit: 'تعديل إجاباتي',
  rate_limited_zero: 'أُرسلت رسائل كثيرة من هنا. يمكنك المحاولة مرة أخرى الآن.',
  rate_limited_one: 'أُرسلت رسائل كثيرة من هنا. يمكنك المحاولة مرة أخرى بعد دقيقة واحدة.',
  rate_limited_two: 'أُرسلت رسائل كثيرة من هنا. يمكنك المحاولة مرة أخرى بعد دقيقتين.',
  rate_limited_few: 'أُرسلت رسائل كثيرة من هنا. يمكنك المحاولة مرة أخرى بعد {{count}} دقائق.',
  rate_limited_many: 'أُرسلت رسائل كثيرة من هنا. يمكنك المحاولة مرة أخرى بعد {{count}} دقيقة.',
  rate_limited_other: 'أُرسلت رسائل كثيرة من هنا. يمكنك المحاولة مرة أخرى بعد {{count}} دقيقة.',
  rate_limited_soon: 'أُرسلت رسائل كثيرة من هنا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  thank_you_heading: 'شكرًا لك',
  thank_you_message: 'وصلتنا رسالتك وسنتواصل معك قريبًا.',
  reference: 'رقم المرجع',
  opening_hours: 'ساعات عمل الوكيل: {{hours}}. يمكن الحجز في هذه الأوقات فقط.',
};

export default formAr;
