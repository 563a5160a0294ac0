/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  ready_to_go_bar: {
    name: ['شریتی هەنگاوی داهاتوو', 'شريط الخطوات التالية'],
    description: [
      'شریتێکی هەنگاوەکانی داهاتوو (تاقیکردنەوەی لێخوڕین، ئۆفەر، کۆگا…).',
      'شريط بالخطوات التالية (تجربة القيادة، العروض، المخزون…).',
    ],
    fields: {
      fabDisabled: ['شاردنەوەی دوگمەی خێرا', 'إخفاء زر الإجراء العائم'],
      mobile_button_label: ['دەقی دوگمەی مۆبایل', 'نص زر الهاتف'],
    },
  },
};
