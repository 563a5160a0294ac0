/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  range_calculator: {
    name: ['ژمێرەری مەودای کارەبایی', 'حاسبة المدى الكهربائي'],
    description: ['مەودای کارەبایی بەپێی ئۆتۆمبێل، بزوێنەر و قەبارەی تایە.', 'المدى الكهربائي حسب السيارة والمحرك وحجم العجلات.'],
    fields: {
      car_description: ['وەسفی ئۆتۆمبێل', 'وصف السيارة'],
      car_link: ['بەستەری ئۆتۆمبێل', 'رابط السيارة'],
      car_name: ['ناوی ئۆتۆمبێل', 'اسم السيارة'],
      cars: ['ئۆتۆمبێلەکان', 'السيارات'],
      json_url: ['ناونیشانی JSONی مەودا', 'عنوان JSON للمدى'],
      modal_content: ['ناوەڕۆکی پەنجەرە', 'محتوى النافذة'],
      range_car_engines_mapper: ['نەخشەی بزوێنەرەکانی ئۆتۆمبێل (JSON)', 'ربط محركات السيارات (JSON)'],
      range_disclaimer: ['تێبینیی مەودا', 'ملاحظة المدى'],
      range_label: ['ناونیشانی مەودا', 'تسمية المدى'],
      range_unit: ['یەکەی مەودا', 'وحدة المدى'],
      select_label: ['ناونیشانی هەڵبژاردن', 'تسمية الاختيار'],
      wheel_sizes_mapper: ['نەخشەی قەبارەی تایەکان (JSON)', 'ربط أحجام العجلات (JSON)'],
    },
  },
};
