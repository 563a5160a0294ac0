/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  masonry: {
    name: ['تۆڕی وێنە', 'شبكة الصور'],
    description: [
      'ڤیدیۆیەک و چوار وێنە لە تۆڕێکدا، ڤیدیۆکە لە سەرەوە یان خوارەوە.',
      'فيديو وأربع صور في شبكة، الفيديو في الأعلى أو الأسفل.',
    ],
    fields: {
      disable_autoplay: ['ڕاگرتنی لێدانی خۆکار', 'تعطيل التشغيل التلقائي'],
      img_video_grid: ['تۆڕ', 'الشبكة'],
      tiles: ['وێنەکان', 'الصور'],
      video_label: ['وەسفی ڤیدیۆ', 'وصف الفيديو'],
      video_poster: ['وێنەی ڤیدیۆ', 'صورة غلاف الفيديو'],
      video_url: ['ناونیشانی ڤیدیۆ (mp4/webm)', 'عنوان الفيديو (mp4/webm)'],
    },
  },
};
