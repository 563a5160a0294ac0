/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  finance_calculator: {
    name: ['ژمێرەری قیست', 'حاسبة التمويل'],
    description: ['قیستی مانگانەی شێوازی پارەدان بۆ مۆدێلێک یان ئۆتۆمبێلێک.', 'الأقساط الشهرية لمنتجات التمويل لطراز أو سيارة.'],
    fields: {
      additional_buttons: ['دوگمەی زیادە (JSON)', 'أزرار إضافية (JSON)'],
      calculator_style: ['شێوازی ژمێرەر', 'نمط الحاسبة'],
      disclaimer_body: ['دەقی تێبینیی یاسایی', 'نص إخلاء المسؤولية'],
      disclaimer_title: ['ناونیشانی تێبینیی یاسایی', 'عنوان إخلاء المسؤولية'],
      disclaimers: ['تێبینییە یاساییەکان', 'إخلاءات المسؤولية'],
      finance_product: ['بەرهەمی پارەدان', 'منتج التمويل'],
      header_tag: ['تاگی سەردێڕ', 'وسم العنوان'],
      hide_free_items: ['شاردنەوەی بڕگە بێبەرامبەرەکان', 'إخفاء العناصر المجانية'],
      input_configuration: ['ڕێکخستنی هاتوو (JSON)', 'إعداد المدخلات (JSON)'],
      labels: ['ناونیشانەکانی ڕووکار (JSON)', 'تسميات الواجهة (JSON)'],
      main_button: ['دوگمەی سەرەکی', 'الزر الرئيسي'],
      models_info: ['زانیاریی مۆدێلەکان (JSON)', 'معلومات الطرازات (JSON)'],
      nameplate_key_filter: ['کلیلی مۆدێلەکان (بە کۆما)', 'مفاتيح الطرازات (مفصولة بفواصل)'],
      output_configuration: ['ڕێکخستنی دەرچوو (JSON)', 'إعداد المخرجات (JSON)'],
      vehicle_id: ['ژمارەی ئۆتۆمبێل لە لیستدا', 'معرّف السيارة'],
    },
  },
};
