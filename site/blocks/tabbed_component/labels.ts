/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  tabbed_component: {
    name: ['پێکهاتەی تابدار', 'مكوّن بتبويبات'],
    description: ['تاب لە نێوان سلایدەری وێنە، 360ی دەرەوە و 360ی ناوەوە.', 'تبويبات بين منزلق صور والعرض الخارجي 360 والداخلي 360.'],
    fields: { colour: ['ڕەنگ (#rrggbb)', 'اللون (#rrggbb)'], component_type: ['جۆری پێکهاتە', 'نوع المكوّن'] },
  },
};
