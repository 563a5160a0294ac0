/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  models_and_specifications: {
    name: ['مۆدێل و تایبەتمەندییەکان', 'الطرازات والمواصفات'],
    description: [
      'هەر مۆدێلێک بە نرخ، جۆری سووتەمەنی، بەشەکانی تایبەتمەندی و دوو بەستەر.',
      'كل طراز مع سعره وأنواع الوقود وأقسام المواصفات ورابطين.',
    ],
    fields: {
      accordion_schema: ['بەشەکانی تایبەتمەندی (JSON)', 'أقسام المواصفات (JSON)'],
      bev_label: ['ناونیشانی کارەبایی', 'تسمية الكهربائي'],
      car_title: ['ناونیشانی ئۆتۆمبێل', 'عنوان السيارة'],
      diesel_label: ['ناونیشانی دیزڵ', 'تسمية الديزل'],
      petrol_label: ['ناونیشانی بەنزین', 'تسمية البنزين'],
      phev_label: ['ناونیشانی هایبریدی پلاگ-ئین', 'تسمية الهجين القابل للشحن'],
      ready_to_go_icon_1: ['ئایکۆنی هەنگاوی 1', 'أيقونة الخطوة 1'],
      ready_to_go_icon_2: ['ئایکۆنی هەنگاوی 2', 'أيقونة الخطوة 2'],
      ready_to_go_link_1: ['بەستەری هەنگاوی 1', 'رابط الخطوة 1'],
      ready_to_go_link_2: ['بەستەری هەنگاوی 2', 'رابط الخطوة 2'],
      ready_to_go_paragraph_1: ['بڕگەی هەنگاوی 1', 'فقرة الخطوة 1'],
      ready_to_go_paragraph_2: ['بڕگەی هەنگاوی 2', 'فقرة الخطوة 2'],
    },
  },
};
