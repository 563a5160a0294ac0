/** Kurdish (Sorani) texts of the cancellation widget. */
import type { CancellationTexts } from './en.js';

const cancellationKu: CancellationTexts = {
  loading: 'چاوەڕێ بکە…',
  landing_title: 'هەڵوەشاندنەوەی حیجزەکەت',
  landing_text: 'دەتوانیت حیجزی ئەم ئۆتۆمبێلەی خوارەوە هەڵبوەشێنیتەوە.',
  lead_vehicle_label: 'ئۆتۆمبێل',
  lead_vin_label: 'ژمارەی شاسی',
  lead_reference_label: 'ژمارەی ئاماژەی حیجز',
  cancel_button: 'هەڵوەشاندنەوەی حیجز',
  confirm_title: 'ئەم حیجزە هەڵدەوەشێنیتەوە؟',
  confirm_text: 'ئۆتۆمبێلەکە ئازاد دەکرێت و کڕیارانی تر دەتوانن حیجزی بکەن.',
  confirm_primary_button: 'بەڵێ، حیجزەکە هەڵبوەشێنەوە',
  confirm_secondary_button: 'نەخێر، حیجزەکەم بهێڵەوە',
  paid_title: 'پارەی حیجزەکەت دراوە',
  paid_text:
    'لەبەر ئەوەی پارەی حیجزەکەت پێشتر دراوە، تەنها دەتوانیت داوای هەڵوەشاندنەوە بکەیت: بریکار هەڵوەشاندنەوەکە پشتڕاست دەکاتەوە و گەڕاندنەوەی پارەکە ڕێکدەخات.',
  paid_cancel_button: 'داواکردنی هەڵوەشاندنەوە',
  awaiting_title: 'حیجزەکەت هەڵدەوەشێندرێتەوە',
  awaiting_text: 'داواکاری هەڵوەشاندنەوەکەت دەنێرین. چەند چرکەیەک دەخایەنێت؛ تکایە ئەم پەڕەیە دامەخە.',
  cancelled_title: 'حیجزەکەت هەڵوەشێندرایەوە',
  cancelled_text: 'هەڵوەشاندنەوەکە پشتڕاستکرایەوە. سوپاس بۆ ئاگادارکردنەوەمان.',
  received_title: 'سوپاس، داواکارییەکەتمان پێگەیشت',
  received_text: 'داواکاری هەڵوەشاندنەوەکەت لە قۆناغی جێبەجێکردندایە. بریکار پشتڕاستی دەکاتەوە بۆت.',
  unavailable_title: 'پەڕەکە بەردەست نییە',
  unavailable_text: 'ئەم حیجزەمان نەدۆزییەوە. تکایە بەستەرەکەی ناو پەیامی پشتڕاستکردنەوەکەت بەکاربهێنە.',
  payment_error_title: 'هەڵەیەک ڕوویدا',
  payment_error_paragraph: 'ببورە، هەڵەیەک ڕوویدا. تکایە دووبارە هەوڵ بدەرەوە یان پەڕەکە نوێ بکەرەوە.',
  payment_error_prefix: 'پەیامی هەڵە:',
  error_retry_button: 'دووبارە هەوڵ بدەرەوە',
  'error.network_error': 'پەیوەندی بە ڕاژەکارەوە سەرنەکەوت.',
  'error.unknown': 'هەڵەیەکی چاوەڕواننەکراو ({{code}}).',
};

export default cancellationKu;
