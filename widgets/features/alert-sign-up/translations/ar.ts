/** Arabic texts of the alert sign-up form (docs/alerts.md). */
import type { ArabicPluralForms } from '../../../runtime/i18n.js';
import type { AlertFormTexts } from './en.js';

const ar: AlertFormTexts & ArabicPluralForms<AlertFormTexts> = {
  alertEmail: 'البريد الإلكتروني',
  alertSubmit: 'أرسل لي رابط التأكيد',
  alertCancel: 'إلغاء',
  alertSending: 'جارٍ الإرسال…',
  alertSent: 'تحقق من بريدك لتأكيد التنبيه: أرسلنا إليك رابطاً. لن يُرسل شيء آخر قبل أن تفتحه.',
  alertInvalidEmail: 'أدخل بريداً إلكترونياً مثل \u2066name@example.com\u2069',
  alertNeedConsent: 'ضع علامة في المربع للموافقة',
  alertClose: 'إغلاق',
  alertFailed: 'تعذّر حفظ التنبيه. حاول مرة أخرى.',
  vehicleAlertOpen: 'راسلني عند انخفاض السعر',
  vehicleAlertOpenLabel: 'راسلني عند انخفاض السعر: \u2066{{model}}\u2069',
  vehicleAlertTitle: 'انخفاض السعر والعودة إلى المخزون',
  vehicleAlertLead: 'نراسلك عندما ينخفض سعر هذه السيارة، أو عندما يمكن حجزها من جديد بعد أن كانت محجوزة أو مباعة أو موقوفة.',
  vehicleAlertConsent: 'أوافق على تلقي رسائل عن هذه السيارة. في كل رسالة رابط لإيقافها بنقرة واحدة.',
  // Un-saving stops the alert (docs/alerts.md, "Un-saving stops the alert").
  vehicleAlertOnNote: 'تنبيهات البريد الإلكتروني مفعّلة لهذه السيارة. إزالتها من المحفوظة يوقفها.',
  vehicleAlertOnUnsavedNote: 'تنبيهات البريد الإلكتروني مفعّلة لهذه السيارة. في كل رسالة رابط لإيقافها.',
  vehicleAlertStoppedNote: 'أُزيلت من المحفوظة: توقفت تنبيهات البريد الإلكتروني لهذه السيارة.',
  savedAlertsStopped_zero: 'لم تتوقف أي تنبيهات بريد إلكتروني.',
  savedAlertsStopped_one: 'توقفت تنبيهات البريد الإلكتروني للسيارة التي أزلتها.',
  savedAlertsStopped_two: 'توقفت تنبيهات البريد الإلكتروني للسيارتين اللتين أزلتهما.',
  savedAlertsStopped_few: 'توقفت تنبيهات البريد الإلكتروني لـ{{count}} سيارات أزلتها.',
  savedAlertsStopped_many: 'توقفت تنبيهات البريد الإلكتروني لـ{{count}} سيارة أزلتها.',
  savedAlertsStopped_other: 'توقفت تنبيهات البريد الإلكتروني لـ{{count}} سيارة أزلتها.',
  holdAlertOpen: 'راسلني إن أصبحت متاحة',
  holdAlertTitle: 'راسلني إن أصبحت متاحة',
  holdAlertLead: 'إن انتهى الحجز المؤقت دون إتمام الحجز، نرسل لك رسالة واحدة.',
  holdAlertConsent: 'أوافق على تلقي رسالة واحدة عن هذه السيارة.',
};

export default ar;
