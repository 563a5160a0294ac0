/** Arabic texts of the shared SMS phone check and e-mail check. */
import type { PhoneVerificationTexts } from './en.js';

const phoneVerificationAr: PhoneVerificationTexts = {
  phone_required_label: 'رقم الهاتف',
  phone_hint: 'مثلاً \u2066+964 750 123 4567\u2069. نرسل إليك رمزاً برسالة SMS للتحقق من الرقم.',
  phone_send_code_button: 'إرسال الرمز',
  phone_resend_code_button: 'إرسال رمز جديد',
  phone_sending: 'جارٍ إرسال الرمز…',
  phone_code_sent: 'أرسلنا رمزاً برسالة SMS إلى {{phone}}. أدخله أدناه.',
  phone_code_label: 'الرمز من رسالة SMS',
  phone_verify_button: 'تحقق',
  phone_verifying: 'جارٍ التحقق من الرمز…',
  phone_verified: 'تم التحقق من رقم هاتفك {{phone}}.',
  phone_resend_wait: 'يمكنك طلب رمز جديد بعد قليل.',
  phone_not_verified: 'يرجى التحقق من رقم هاتفك للمتابعة.',
  phone_error_wrong_code: 'هذا الرمز غير صحيح. يرجى التأكد منه والمحاولة مرة أخرى.',
  phone_error_expired: 'انتهت صلاحية هذا الرمز. يرجى طلب رمز جديد.',
  phone_error_too_many_attempts: 'رموز خاطئة كثيرة. يرجى طلب رمز جديد.',
  phone_error_rate_limited: 'محاولات كثيرة. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  phone_error_sms_unavailable: 'خدمة الرسائل غير متاحة حالياً. يرجى المحاولة لاحقاً.',
  phone_error_other: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  email_check_warning: 'يرجى التحقق من عنوان البريد الإلكتروني هذا. إذا كان صحيحاً، أرسل النموذج مرة أخرى.',
};

export default phoneVerificationAr;
