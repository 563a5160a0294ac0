/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  models_carousel: {
    name: ['کارۆسێلی مۆدێلەکان', 'دوّار الطرازات'],
    description: ['مۆدێلەکان وەک کارۆسێلی ئۆتۆمبێل لەگەڵ ژمارە سەرەکییەکانیان.', 'تشكيلة الطرازات كدوّار سيارات مع أرقامها الرئيسية.'],
    fields: {
      car_image: ['وێنەی ئۆتۆمبێل', 'صورة السيارة'],
      models_label: ['ناونیشانی مۆدێلەکان', 'تسمية الطرازات'],
      nameplate: ['ناوی مۆدێل', 'اسم الطراز التجاري'],
      specs: ['تایبەتمەندییەکان (JSON)', 'المواصفات (JSON)'],
      transparent_image: ['وێنەی بێ پاشبنەما', 'صورة شفافة'],
    },
  },
};
