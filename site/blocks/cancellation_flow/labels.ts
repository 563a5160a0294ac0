/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  cancellation_flow: {
    name: ['هەڵوەشاندنەوەی حیجز', 'مسار إلغاء الحجز'],
    description: [
      'سەردانکەر حیجزێکی ئۆنلاین لە بەستەری پشتڕاستکردنەوەوە هەڵدەوەشێنێتەوە.',
      'يتيح للزائر إلغاء حجز عبر الإنترنت من رابط التأكيد.',
    ],
    fields: {
      awaiting_text: ['دەقی چاوەڕوانی', 'نص الانتظار'],
      awaiting_title: ['ناونیشانی چاوەڕوانی', 'عنوان الانتظار'],
      cancel_button: ['دوگمەی هەڵوەشاندنەوە', 'زر الإلغاء'],
      cancelled_text: ['دەقی «هەڵوەشایەوە»', 'نص «تم الإلغاء»'],
      cancelled_title: ['ناونیشانی «هەڵوەشایەوە»', 'عنوان «تم الإلغاء»'],
      confirm_primary_button: ['دوگمەی سەرەکیی پشتڕاستکردنەوە', 'زر التأكيد الرئيسي'],
      confirm_secondary_button: ['دوگمەی دووەمی پشتڕاستکردنەوە', 'زر التأكيد الثانوي'],
      confirm_text: ['دەقی پشتڕاستکردنەوە', 'نص التأكيد'],
      confirm_title: ['ناونیشانی پشتڕاستکردنەوە', 'عنوان التأكيد'],
      lead_reference_label: ['ناونیشانی ژمارەی ئاماژە', 'تسمية الرقم المرجعي'],
      lead_vehicle_label: ['ناونیشانی ئۆتۆمبێلی داواکار', 'تسمية سيارة العميل المحتمل'],
      lead_vin_label: ['ناونیشانی ژمارەی شاسی', 'تسمية رقم الهيكل'],
      paid_cancel_button: ['دوگمەی هەڵوەشاندنەوەی پارەدراو', 'زر إلغاء المدفوع'],
      paid_text: ['دەقی «پارە دراوە»', 'نص «مدفوع»'],
      paid_title: ['ناونیشانی «پارە دراوە»', 'عنوان «مدفوع»'],
      received_text: ['دەقی «وەرگیرا»', 'نص «تم الاستلام»'],
      received_title: ['ناونیشانی «وەرگیرا»', 'عنوان «تم الاستلام»'],
    },
  },
};
