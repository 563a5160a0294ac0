/**
 * Comparing vehicles (docs/compare.md): the list hook, the tray and the card's tick-box texts.
 * Texts: spread `translations/{ku,en,ar}` into the widget's own tables and pass its `t`. Styles:
 * include `compare-tray.css?inline`.
 */
export { CompareTray, type CompareTrayProps } from './compare-tray.js';
export { useCompareList, type CompareCandidate, type CompareList, type CompareNotice } from './use-compare-list.js';
export { compareHref } from './compare-href.js';
export type { CompareTexts } from './translations/en.js';
