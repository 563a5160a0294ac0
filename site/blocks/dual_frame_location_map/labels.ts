/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  dual_frame_location_map: {
    name: ['نەخشەی شوێنی بریکار', 'خريطة موقع الوكيل'],
    description: ['ناونیشان، تەلەفۆن و کاتی کارکردنی بریکارێک لەتەنیشت نەخشەیەک.', 'عنوان الوكيل وهاتفه وساعات عمله بجانب خريطة لموقعه.'],
    fields: {
      dealer_name: ['ناوی بریکار', 'اسم الوكيل'],
      directions_label: ['دەقی بەستەری ڕێنمایی ڕێگا', 'نص رابط الاتجاهات'],
      email: ['ئیمەیڵ', 'البريد الإلكتروني'],
      map_image: ['وێنەی نەخشە', 'صورة الخريطة'],
      map_position: ['شوێنی نەخشە', 'موضع الخريطة'],
      phone: ['تەلەفۆن', 'الهاتف'],
    },
  },
};
