/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  html_box: {
    name: ['سندوقی HTML', 'صندوق HTML'],
    description: ['HTMLی ئازاد و تاگی ویجێت لە پەڕەکەدا.', 'HTML حر ووسوم الأدوات على الصفحة.'],
    fields: { full_width: ['پانی تەواو', 'عرض كامل'] },
  },
};
