/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  exterior_360: {
    name: ['360ی دەرەوە', 'العرض الخارجي 360'],
    description: ['ئۆتۆمبێلەکە بە تەواوی بسووڕێنە، بە سلایدەر و لیستی ڕەنگ.', 'أدر السيارة دورة كاملة، مع منزلق بمقبض وشريط ألوان جانبي.'],
    fields: {
      frames: ['چوارچێوەکان (JSON)', 'الإطارات (JSON)'],
      has_autostart: ['دەستپێکی خۆکار', 'بدء تلقائي'],
      has_sidebar: ['لیستی لاتەنیشت', 'الشريط الجانبي'],
      has_slider_with_handle: ['سلایدەر بە دەستک', 'منزلق بمقبض'],
    },
  },
};
