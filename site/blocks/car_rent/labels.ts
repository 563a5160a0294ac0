/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  car_rent: {
    name: ['بەکرێگرتنی ئۆتۆمبێل', 'تأجير سيارة'],
    description: [
      'ئۆتۆمبێلێکی کرێ بە نرخی ڕۆژانە، ئایکۆنی تایبەتمەندی و کەلوپەلی زیادە.',
      'سيارة للتأجير مع سعرها اليومي وأيقونات الميزات والتجهيزات الإضافية.',
    ],
    fields: {
      equipment: ['کەلوپەلی زیادە', 'التجهيزات الإضافية'],
      equipment_heading: ['سەردێڕی کەلوپەلی زیادە', 'عنوان التجهيزات الإضافية'],
      icons: ['ئایکۆنی تایبەتمەندی', 'أيقونات الميزات'],
      price_period: ['ماوەی نرخ', 'فترة السعر'],
      vehicle_name: ['ناوی ئۆتۆمبێل', 'اسم السيارة'],
    },
  },
};
