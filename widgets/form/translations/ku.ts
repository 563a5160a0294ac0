/** Kurdish (Sorani) texts of the form widget. */
import type { FormTexts } from './en.js';

const formKu: FormTexts = {
  loading: 'فۆرمەکە بار دەکرێت…',
  load_error: 'نەتوانرا فۆرمەکە بار بکرێت.',
  retry: 'دووبارە هەوڵ بدەرەوە',
  submit: 'ناردن',
  sending: 'دەنێردرێت…',
  required_mark: '(پێویستە)',
  choose: 'هەڵبژێرە…',
  day: 'ڕۆژ',
  month: 'مانگ',
  year: 'ساڵ',
  hour: 'کاتژمێر',
  minute: 'خولەک',
  time_hint: 'کاتی ٢٤ کاتژمێری',
  phone_example: 'بۆ نموونە',
  summary_title: 'کێشەیەک هەیە',
  server_error: 'نەتوانرا نامەکەت بنێردرێت. هیچ شتێک لەدەست نەچووە: دووبارە هەوڵ بدەرەوە.',
  edit: 'گۆڕینی وەڵامەکانم',
  rate_limited_one: 'لێرەوە نامەی زۆر نێردراوە. دوای {{count}} خولەک دەتوانیت دووبارە هەوڵ بدەیتەوە.',
  rate_limited_other: 'لێرەوە نامەی زۆر نێردراوە. دوای {{count}} خولەک دەتوانیت دووبارە هەوڵ بدەیتەوە.',
  rate_limited_soon: 'لێرەوە نامەی زۆر نێردراوە. تکایە خولەکێک چاوەڕێ بکە و دووبارە هەوڵ بدەرەوە.',
  thank_you_heading: 'سوپاس',
  thank_you_message: 'نامەکەتمان پێگەیشت و بەم زووانە پەیوەندیت پێوە دەکەین.',
  reference: 'ژمارەی ئاماژە',
  opening_hours: 'کاتەکانی کارکردنی بریکار: {{hours}}. تەنها ئەم کاتانە دەتوانرێت هەڵبژێردرێن.',
};

export default formKu;
