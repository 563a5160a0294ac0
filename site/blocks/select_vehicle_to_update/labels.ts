/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  select_vehicle_to_update: {
    name: ['هەڵبژاردنی ئۆتۆمبێل بۆ نوێکردنەوە', 'اختيار السيارة للتحديث'],
    description: ['مۆدێل و ساڵی مۆدێل کە دەگەنە ڕێنمایی نوێکردنەوە.', 'قوائم الطراز وسنة الطراز تقود إلى تعليمات التحديث.'],
    fields: {
      child_all_label: ['دەقی «هەموو»ی لیستی لاوەکی', 'نص «الكل» للقائمة الفرعية'],
      child_label: ['ناونیشانی لیستی لاوەکی', 'تسمية القائمة الفرعية'],
      child_placeholder: ['دەقی نموونەی لیستی لاوەکی', 'النص التوضيحي للقائمة الفرعية'],
      info_text_below: ['دەقی زانیاری لە خوارەوە', 'نص المعلومات في الأسفل'],
      modal_button: ['دوگمەی پەنجەرە', 'زر النافذة'],
      parent_all_label: ['دەقی «هەموو»ی لیستی سەرەکی', 'نص «الكل» للقائمة الرئيسية'],
      parent_label: ['ناونیشانی لیستی سەرەکی', 'تسمية القائمة الرئيسية'],
      parent_placeholder: ['دەقی نموونەی لیستی سەرەکی', 'النص التوضيحي للقائمة الرئيسية'],
      result_text: ['دەقی ئەنجام', 'نص النتيجة'],
      result_text_label: ['ناونیشانی دەقی ئەنجام', 'تسمية نص النتيجة'],
      subblock_key: ['کلیلی بلۆکی لاوەکی', 'مفتاح الكتلة الفرعية'],
      subblocks_mapper: ['نەخشەی بلۆکە لاوەکییەکان (JSON)', 'ربط الكتل الفرعية (JSON)'],
      view_all_link: ['بەستەری «هەموو ببینە»', 'رابط «عرض الكل»'],
      view_all_link_text: ['دەقی بەستەری «هەموو ببینە»', 'نص رابط «عرض الكل»'],
    },
  },
};
