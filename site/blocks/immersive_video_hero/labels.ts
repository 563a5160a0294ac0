/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  immersive_video_hero: {
    name: ['ڤیدیۆی سەرەکیی پڕشاشە', 'فيديو رئيسي غامر'],
    description: [
      'ڤیدیۆیەکی پڕشاشە (یان وێنە) لەگەڵ ناونیشانی پەڕە، دوگمە و تیری خوارەوە.',
      'فيديو (أو صورة) بملء الشاشة مع عنوان الصفحة وأزرار وسهم للتمرير.',
    ],
    fields: {
      buttons_placement: ['شوێنی دوگمەکان', 'موضع الأزرار'],
      content_placement: ['شوێنی ناوەڕۆک', 'موضع المحتوى'],
      has_native_mobile_video: ['ڤیدیۆی ڕەسەن لە مۆبایل', 'فيديو أصلي على الهواتف'],
      is_overlay: ['چینی تاریک', 'طبقة داكنة'],
      scroll_to: ['جووڵان بۆ (ناسنامەی بلۆک)', 'التمرير إلى (معرّف الكتلة)'],
      video_time: ['کاتی ڤیدیۆ (ms)', 'وقت الفيديو (ms)'],
    },
  },
};
