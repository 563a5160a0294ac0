/** Kurdish (Sorani) texts of the alert sign-up form (docs/alerts.md). */
import type { AlertFormTexts } from './en.js';

const ku: AlertFormTexts = {
  alertEmail: 'ناونیشانی ئیمەیڵ',
  alertSubmit: 'بەستەری پشتڕاستکردنەوەم بۆ بنێرە',
  alertCancel: 'پاشگەزبوونەوە',
  alertSending: 'دەنێردرێت…',
  alertSent: 'بۆ پشتڕاستکردنەوە سەیری ئیمەیڵەکەت بکە: بەستەرێکمان بۆ ناردیت. تا ئەو بەستەرە نەکەیتەوە هیچی تر نانێردرێت.',
  alertInvalidEmail: 'ناونیشانێکی ئیمەیڵ بنووسە، بۆ نموونە \u2066name@example.com\u2069',
  alertNeedConsent: 'بۆ ڕازیبوون خانەکە نیشانە بکە',
  alertClose: 'داخستن',
  alertFailed: 'ئاگادارکردنەوەکە پاشەکەوت نەکرا. دووبارە هەوڵ بدەرەوە.',
  vehicleAlertOpen: 'ئاگادارم بکەرەوە کاتێک نرخ دادەبەزێت',
  vehicleAlertOpenLabel: 'ئاگادارم بکەرەوە کاتێک نرخ دادەبەزێت: \u2066{{model}}\u2069',
  vehicleAlertTitle: 'دابەزینی نرخ و گەڕانەوە بۆ کۆگا',
  vehicleAlertLead:
    'کاتێک نرخی ئەم ئۆتۆمبێلە دادەبەزێت، یان دوای حیجزکردن، فرۆشتن یان گلدانەوە دووبارە دەتوانرێت حیجز بکرێت، ئیمەیڵت بۆ دەنێرین.',
  vehicleAlertConsent: 'ڕازیم ئیمەیڵ دەربارەی ئەم ئۆتۆمبێلە وەربگرم. هەموو ئیمەیڵێک بەستەرێکی تێدایە بۆ ڕاگرتنیان بە یەک کرتە.',
  // Un-saving stops the alert (docs/alerts.md, "Un-saving stops the alert").
  vehicleAlertOnNote: 'ئاگادارکردنەوەی ئیمەیڵ بۆ ئەم ئۆتۆمبێلە چالاکە. لابردنی لە پاشەکەوتکراوەکان ڕایدەگرێت.',
  vehicleAlertOnUnsavedNote: 'ئاگادارکردنەوەی ئیمەیڵ بۆ ئەم ئۆتۆمبێلە چالاکە. هەموو ئیمەیڵێک بەستەرێکی تێدایە بۆ ڕاگرتنیان.',
  vehicleAlertStoppedNote: 'لە پاشەکەوتکراوەکان لابرا: ئاگادارکردنەوەکانی ئیمەیڵی ئەم ئۆتۆمبێلە ڕاگیران.',
  savedAlertsStopped_one: 'ئاگادارکردنەوەکانی ئیمەیڵی ئەو ئۆتۆمبێلەی لاتبرد ڕاگیران.',
  savedAlertsStopped_other: 'ئاگادارکردنەوەکانی ئیمەیڵی ئەو {{count}} ئۆتۆمبێلەی لاتبردن ڕاگیران.',
  holdAlertOpen: 'ئەگەر ئازاد بوو ئیمەیڵم بۆ بنێرە',
  holdAlertTitle: 'ئەگەر ئازاد بوو ئیمەیڵم بۆ بنێرە',
  holdAlertLead: 'ئەگەر حیجزکردنەکە بەبێ تەواوبوون کۆتایی هات، یەک ئیمەیڵت بۆ دەنێرین.',
  holdAlertConsent: 'ڕازیم یەک ئیمەیڵ دەربارەی ئەم ئۆتۆمبێلە وەربگرم.',
};

export default ku;
