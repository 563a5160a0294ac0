/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  defender_quiz: {
    name: ['پرسیاری پاکێجی Defender', 'اختبار حزمة Defender'],
    description: ['چالاکی و گەشت کە دەگەنە Defender 90/110 و پاکێجی کەلوپەل.', 'أنشطة ورحلات تقود إلى Defender 90/110 وحزمة الإكسسوارات.'],
    fields: {
      images_data_url: ['ناونیشانی JSONی وێنەکان', 'عنوان JSON للصور'],
      welcome_video: ['ناونیشانی ڤیدیۆی بەخێرهاتن', 'عنوان فيديو الترحيب'],
    },
  },
};
