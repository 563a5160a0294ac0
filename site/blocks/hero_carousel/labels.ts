/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  hero_carousel: {
    name: ['کارۆسێلی سەرەکی', 'الدوّار الرئيسي'],
    description: ['سلایدی پان بە وێنە یان ڤیدیۆ لەگەڵ ناونیشان، نرخ و دوگمە.', 'شرائح بعرض كامل من صور أو فيديوهات مع عنوان وسعر وأزرار.'],
    fields: {
      banner_text: ['دەقی بانەر', 'نص البانر'],
      fallback_link: ['بەستەری جێگرەوە', 'الرابط البديل'],
      has_banner: ['پیشاندانی بانەر', 'إظهار البانر'],
      has_mobile_video: ['ڤیدیۆی مۆبایل', 'فيديو الهاتف'],
      has_timer: ['پیشاندانی کاتژمێر', 'إظهار المؤقت'],
      has_touch_devices_slides_limit: ['ئامێری دەستلێدان: تەنها 4 سلایدی یەکەم', 'الأجهزة اللمسية: أول 4 شرائح فقط'],
      has_wide_ratio: ['ڕێژەی پان', 'نسبة عريضة'],
      image_high: ['وێنەی درێژ (مۆبایل)', 'الصورة الطولية (الهواتف)'],
      info: ['زانیاری', 'معلومات'],
      is_ffi: ['FFI (بێ کاریگەری لەسەر ماڵپەڕ)', 'FFI (بلا أثر على الموقع)'],
      offer_key: ['کلیلی ئۆفەر', 'مفتاح العرض'],
      slide_duration: ['ماوەی سلاید (ms)', 'مدة الشريحة (ms)'],
      slide_duration_limit: ['ماوەی ئەم سلایدە (ms)', 'مدة هذه الشريحة (ms)'],
      timer_box_color: ['ڕەنگی سندوقی کاتژمێر', 'لون صندوق المؤقت'],
      video_bg: ['وێنەی ڤیدیۆ', 'صورة غلاف الفيديو'],
      video_style: ['شێوازی ڤیدیۆ', 'نمط الفيديو'],
      video_type: ['جۆری ڤیدیۆ', 'نوع الفيديو'],
    },
  },
};
