/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  house_of_brands: {
    name: ['ماڵی براندەکان', 'بيت العلامات'],
    description: [
      'سێ خێزانەکە لەتەنیشت یەک، هەریەکە بە ناو، دێڕێک، بەستەر و وێنە یان ڤیدیۆی پاشبنەما.',
      'العائلات الثلاث جنبًا إلى جنب، لكل منها اسم وسطر ورابط وصورة أو فيديو خلفية.',
    ],
    fields: {
      animation_video: ['ڤیدیۆی جووڵاو', 'فيديو الحركة'],
      background_image: ['وێنەی پاشبنەما', 'صورة الخلفية'],
      background_video: ['ڤیدیۆی پاشبنەما', 'فيديو الخلفية'],
      brand: ['براند', 'العلامة'],
      brands: ['براندەکان', 'العلامات'],
      tagline: ['دێڕ', 'السطر'],
    },
  },
};
