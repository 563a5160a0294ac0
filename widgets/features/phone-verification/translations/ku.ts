/** Kurdish (Sorani) texts of the shared SMS phone check and e-mail check. */
import type { PhoneVerificationTexts } from './en.js';

const phoneVerificationKu: PhoneVerificationTexts = {
  phone_required_label: 'ژمارەی تەلەفۆن',
  phone_hint: 'بۆ نموونە \u2066+964 750 123 4567\u2069. کۆدێکت بە نامەی SMS بۆ دەنێرین بۆ پشتڕاستکردنەوەی ژمارەکە.',
  phone_send_code_button: 'ناردنی کۆد',
  phone_resend_code_button: 'ناردنی کۆدێکی نوێ',
  phone_sending: 'کۆدەکە دەنێردرێت…',
  phone_code_sent: 'کۆدێکمان بە SMS بۆ {{phone}} نارد. لە خوارەوە بینووسە.',
  phone_code_label: 'کۆدی ناو SMS',
  phone_verify_button: 'پشتڕاستکردنەوە',
  phone_verifying: 'کۆدەکە دەپشکنرێت…',
  phone_verified: 'ژمارەی تەلەفۆنەکەت {{phone}} پشتڕاستکرایەوە.',
  phone_resend_wait: 'دوای کەمێک دەتوانیت داوای کۆدێکی نوێ بکەیت.',
  phone_not_verified: 'تکایە بۆ بەردەوامبوون ژمارەی تەلەفۆنەکەت پشتڕاست بکەرەوە.',
  phone_error_wrong_code: 'ئەم کۆدە هەڵەیە. تکایە بیپشکنە و دووبارە هەوڵ بدەرەوە.',
  phone_error_expired: 'کاتی ئەم کۆدە بەسەرچووە. تکایە داوای کۆدێکی نوێ بکە.',
  phone_error_too_many_attempts: 'کۆدی هەڵە زۆر جار نووسرا. تکایە داوای کۆدێکی نوێ بکە.',
  phone_error_rate_limited: 'هەوڵدان زۆر بوو. تکایە کەمێک چاوەڕێ بکە و دووبارە هەوڵ بدەرەوە.',
  phone_error_sms_unavailable: 'خزمەتگوزاری SMS لە ئێستادا بەردەست نییە. تکایە دواتر هەوڵ بدەرەوە.',
  phone_error_other: 'هەڵەیەک ڕوویدا. تکایە دووبارە هەوڵ بدەرەوە.',
  email_check_warning: 'تکایە ئەم ئیمەیڵە بپشکنە. ئەگەر دروستە، فۆرمەکە دووبارە بنێرە.',
};

export default phoneVerificationKu;
