/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  collection_slider: {
    name: ['سلایدەری کۆکراوە', 'منزلق المجموعة'],
    description: [
      'سلایدەرێکی بڕگەکانی کۆکراوە، لێرە نووسراو یان لە سەرچاوەیەکی دەرەکییەوە.',
      'منزلق لعناصر المجموعة، مكتوبة هنا أو مقروءة من مصدر خارجي.',
    ],
    fields: {
      api_url: ['ناونیشانی سەرچاوە (https)', 'عنوان المصدر (https)'],
      collection: ['کۆکراوە', 'المجموعة'],
      grouped: ['کۆمەڵکراو', 'مجمّع'],
      image_hover: ['وێنە لە کاتی هێنانە سەر', 'الصورة عند التمرير'],
      item_label: ['ناونیشان', 'التسمية'],
      item_name: ['ناو', 'الاسم'],
      lang: ['زمانی سەرچاوە', 'لغة المصدر'],
      limit: ['سنوور', 'الحد'],
      market: ['بازاڕ', 'السوق'],
      show_pagination: ['پیشاندانی پەڕەکان', 'إظهار ترقيم الصفحات'],
    },
  },
};
