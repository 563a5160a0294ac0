/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  collection_carousel: {
    name: ['کارۆسێلی کۆکراوە', 'دوّار المجموعة'],
    description: [
      'ڕیزێکی خلیسکێنی کارتی درێژ بۆ بڕگەکانی کۆکراوە یان ماڵپەڕی تر.',
      'صف قابل للسحب من بطاقات طولية تقود إلى عناصر المجموعة أو مواقع أخرى.',
    ],
    fields: { cards: ['کارتەکان', 'البطاقات'], target: ['لە تابێکی نوێدا بکرێتەوە', 'فتح في تبويب جديد'] },
  },
};
