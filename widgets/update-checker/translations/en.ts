/** English texts of the select-vehicle-to-update checker (the catalogue's defaults where it gives them). */
const en = {
  title: 'Select your vehicle',
  parentLabel: 'Model',
  parentPlaceholder: 'Select a model',
  parentAll: 'All models',
  childLabel: 'Model year',
  childPlaceholder: 'Select a model year',
  childAll: 'All years',
  button: 'Show me',
  clear: 'Clear',
  resultText: 'Updates for your vehicle',
  resultLabel_one: '{amount} result for {parent} {child}',
  resultLabel_other: '{amount} results for {parent} {child}',
  noResults: 'There is no update for this vehicle.',
  howTo: 'How to update',
  close: 'Close',
};
export type UpdateCheckerTexts = Record<keyof typeof en, string>;
export default en satisfies UpdateCheckerTexts;
