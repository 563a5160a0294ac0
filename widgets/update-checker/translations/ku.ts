/** Kurdish (Sorani) texts of the select-vehicle-to-update checker (docs/glossary-ku.md). */
import type { UpdateCheckerTexts } from './en.js';

const ku: UpdateCheckerTexts = {
  title: 'ئۆتۆمبێلەکەت هەڵبژێرە',
  parentLabel: 'مۆدێل',
  parentPlaceholder: 'مۆدێلێک هەڵبژێرە',
  parentAll: 'هەموو مۆدێلەکان',
  childLabel: 'ساڵی مۆدێل',
  childPlaceholder: 'ساڵی مۆدێل هەڵبژێرە',
  childAll: 'هەموو ساڵەکان',
  button: 'نیشانم بدە',
  clear: 'سڕینەوە',
  resultText: 'نوێکردنەوەکانی ئۆتۆمبێلەکەت',
  resultLabel_one: '{amount} ئەنجام بۆ {parent} {child}',
  resultLabel_other: '{amount} ئەنجام بۆ {parent} {child}',
  noResults: 'هیچ نوێکردنەوەیەک بۆ ئەم ئۆتۆمبێلە نییە.',
  howTo: 'چۆن نوێی بکەیتەوە',
  close: 'داخستن',
};
export default ku;
