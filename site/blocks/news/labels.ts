/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  news: {
    name: ['هەواڵ', 'الأخبار'],
    description: ['دوایین هەواڵەکان لە سەرچاوەیەکی هەواڵ، بە پەڕەکانی ئەنجام.', 'أحدث الأخبار من مصدر أخبار، مع صفحات النتائج.'],
    fields: {
      api_root: ['ناونیشانی سەرچاوەی هەواڵ', 'عنوان مصدر الأخبار'],
      back_to_news: ['دەقی «گەڕانەوە بۆ هەواڵەکان»', 'نص «العودة إلى الأخبار»'],
      background_color: ['ڕەنگی پاشبنەما', 'لون الخلفية'],
      country: ['وڵات', 'الدولة'],
      error_message: ['پەیامی هەڵە', 'رسالة الخطأ'],
      locale: ['زمانی سەرچاوە', 'لغة المصدر'],
      no_results_heading: ['سەردێڕی «هیچ ئەنجامێک نییە»', 'عنوان «لا نتائج»'],
      no_results_message: ['پەیامی «هیچ ئەنجامێک نییە»', 'رسالة «لا نتائج»'],
      pagination_text: ['دەقی پەڕەکان', 'نص ترقيم الصفحات'],
      per_page: ['هەواڵ لە هەر پەڕەیەکدا', 'الأخبار في كل صفحة'],
      publication_date: ['ناونیشانی بەرواری بڵاوکردنەوە', 'تسمية تاريخ النشر'],
      read_more: ['دەقی «زیاتر بخوێنەوە»', 'نص «اقرأ المزيد»'],
    },
  },
};
