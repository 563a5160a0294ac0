/** Arabic texts of the compare tick-box and tray. */
import type { ArabicPluralForms } from '../../../runtime/i18n.js';
import type { CompareTexts } from './en.js';

const ar: CompareTexts & ArabicPluralForms<CompareTexts> = {
  compare: 'مقارنة',
  compareLabel: 'مقارنة {{model}}',
  compareTray: 'قائمة المقارنة',
  compareChosen_zero: 'لم تُختر أي سيارة، حتى {{max}}',
  compareChosen_one: 'اخترت سيارة واحدة، حتى {{max}}',
  compareChosen_two: 'اخترت سيارتين، حتى {{max}}',
  compareChosen_few: 'اخترت {{count}} سيارات، حتى {{max}}',
  compareChosen_many: 'اخترت {{count}} سيارة، حتى {{max}}',
  compareChosen_other: 'اخترت {{count}} سيارة، حتى {{max}}',
  compareOpen_zero: 'مقارنة',
  compareOpen_one: 'مقارنة سيارة واحدة',
  compareOpen_two: 'مقارنة سيارتين',
  compareOpen_few: 'مقارنة {{count}} سيارات',
  compareOpen_many: 'مقارنة {{count}} سيارة',
  compareOpen_other: 'مقارنة {{count}} سيارة',
  compareRemove: 'إزالة {{name}} من قائمة المقارنة',
  compareOneMore: 'اختر سيارة أخرى للمقارنة.',
  // The most the list holds (MAX_COMPARE, domain/compare/compare-ids.ts) as a word: a count before a noun would need plural forms.
  compareFull: 'يمكنك مقارنة ثلاث سيارات على الأكثر. يُرجى إزالة سيارة من قائمة المقارنة قبل إضافة {{name}}.',
  compareAdded: 'أُضيفت {{name}} إلى قائمة المقارنة.',
  compareRemoved: 'أُزيلت {{name}} من قائمة المقارنة.',
  compareVehicle: 'السيارة {{id}}',
};

export default ar;
