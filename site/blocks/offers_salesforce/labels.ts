/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  offers_salesforce: {
    name: ['ئۆفەرەکان بۆ Salesforce', 'العروض إلى Salesforce'],
    description: ['تۆمارکردن بۆ ئۆفەرەکان؛ داواکارییەکە دەچێتە Salesforce.', 'اشتراك في العروض؛ يذهب العميل المحتمل إلى Salesforce.'],
    fields: {
      approved: ['بەکارهاتووی پەسەندکراو', 'مستعملة معتمدة'],
      branded_goods: ['کاڵای براند', 'منتجات العلامة'],
      button_position: ['شوێنی دوگمە', 'موضع الزر'],
      category: ['پۆل', 'الفئة'],
      defender: ['Defender', 'Defender'],
      discovery: ['Discovery', 'Discovery'],
      error_button_text: ['دەقی دوگمەی هەڵە', 'نص زر الخطأ'],
      form_subtile: ['ژێرناونیشانی فۆرم', 'العنوان الفرعي للنموذج'],
      form_title: ['ناونیشانی فۆرم', 'عنوان النموذج'],
      jaguar: ['Jaguar', 'Jaguar'],
      new_cars: ['ئۆتۆمبێلی نوێ', 'السيارات الجديدة'],
      owners: ['خاوەنان', 'المالكون'],
      range_rover: ['Range Rover', 'Range Rover'],
    },
  },
};
