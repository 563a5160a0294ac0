/** English texts of the compare tick-box and tray (docs/compare.md); ku.ts and ar.ts have the same keys (checked by type). */
const en = {
  compare: 'Compare',
  compareLabel: 'Compare {{model}}',
  compareTray: 'Compare list',
  compareChosen_one: '{{count}} vehicle chosen, up to {{max}}',
  compareChosen_other: '{{count}} vehicles chosen, up to {{max}}',
  compareOpen_one: 'Compare {{count}} vehicle',
  compareOpen_other: 'Compare {{count}} vehicles',
  compareRemove: 'Remove {{name}} from the compare list',
  compareOneMore: 'Tick one more vehicle to compare.',
  // The most the list holds (MAX_COMPARE, domain/compare/compare-ids.ts) as a word: a count before a noun would need plural forms.
  compareFull: 'You can compare up to three vehicles. Please remove one from the compare list before adding {{name}}.',
  compareAdded: '{{name}} added to the compare list.',
  compareRemoved: '{{name}} removed from the compare list.',
  compareVehicle: 'Vehicle {{id}}',
} as const;

export type CompareTexts = Record<keyof typeof en, string>;
export default en satisfies CompareTexts;
