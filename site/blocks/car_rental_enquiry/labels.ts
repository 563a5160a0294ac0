/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  car_rental_enquiry: {
    name: ['داواکاریی بەکرێگرتنی ئۆتۆمبێل', 'استفسار تأجير سيارة'],
    description: ['داواکارییەکی سێ هەنگاوی بۆ بەکرێگرتن کە بە Forms API دەنێردرێت.', 'استفسار تأجير من ثلاث خطوات يُرسل عبر واجهة النماذج.'],
    fields: {
      allow_custom_dropoff: ['ڕێگەدان بە ناونیشانی گەڕاندنەوەی تایبەت', 'السماح بعنوان تسليم مخصص'],
      allow_custom_pickup: ['ڕێگەدان بە ناونیشانی وەرگرتنی تایبەت', 'السماح بعنوان استلام مخصص'],
      allow_different_dropoff: ['ڕێگەدان بە شوێنی گەڕاندنەوەی جیاواز', 'السماح بمكان تسليم مختلف'],
      block_translations: ['وەرگێڕانی بلۆک (JSON)', 'ترجمات الكتلة (JSON)'],
      contact_step_form_id: [
        'فۆرمی هەنگاوی پەیوەندی (بەتاڵ: فۆرمی بەکرێگرتنی ئۆتۆمبێل)',
        'نموذج خطوة التواصل (فارغ: نموذج تأجير السيارات)',
      ],
      currency: ['دراوی نرخەکان', 'عملة الأسعار'],
      data_json: ['داتای هەنگاو: زیادەکان (JSON)', 'بيانات الخطوة: الإضافات (JSON)'],
      datepicker_disabled_days: ['ڕۆژە داخراوەکانی هەفتە', 'أيام الأسبوع المعطلة'],
      error_button_label: ['دەقی دوگمەی هەڵە', 'نص زر الخطأ'],
      error_disclaimer: ['دەقی هەڵە', 'نص الخطأ'],
      form_summary_template: ['قاڵبی کورتە', 'قالب الملخص'],
      location_disclaimer: ['تێبینیی شوێن', 'ملاحظة الموقع'],
      locations_json: ['شوێنەکان (JSON)', 'المواقع (JSON)'],
      map_center_lat: ['هێڵی پانی ناوەڕاستی نەخشە', 'خط عرض مركز الخريطة'],
      map_center_lng: ['هێڵی درێژی ناوەڕاستی نەخشە', 'خط طول مركز الخريطة'],
      map_zoom: ['نزیککردنەوەی نەخشە', 'تكبير الخريطة'],
      thank_you_button_label: ['دەقی دوگمەی سوپاس', 'نص زر الشكر'],
      thank_you_disclaimer: ['دەقی سوپاس', 'نص الشكر'],
      thank_you_heading: ['سەردێڕی سوپاس', 'عنوان الشكر'],
      vehicles_json: ['ئۆتۆمبێلەکان (JSON)', 'السيارات (JSON)'],
    },
  },
};
