/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  in_page_navigation: {
    name: ['ڕێنیشاندەری ناو پەڕە', 'التنقل داخل الصفحة'],
    description: ['شریتێکی بەستەر بۆ بلۆکەکانی ئەم پەڕەیە کە لە بەرچاو دەمێنێتەوە.', 'شريط روابط إلى كتل هذه الصفحة يبقى ظاهرًا.'],
    fields: { blockId: ['ناسنامەی بلۆکی مەبەست', 'معرّف الكتلة المستهدفة'], goTopShort: ['دەقی «بۆ سەرەوە»', 'نص «إلى الأعلى»'] },
  },
};
