/** Kurdish (Sorani) texts of the compare tick-box and tray. */
import type { CompareTexts } from './en.js';

const ku: CompareTexts = {
  compare: 'بەراوردکردن',
  compareLabel: 'بەراوردکردنی {{model}}',
  compareTray: 'لیستی بەراوردکردن',
  compareChosen_one: '{{count}} ئۆتۆمبێل هەڵبژێردرا، تا {{max}}',
  compareChosen_other: '{{count}} ئۆتۆمبێل هەڵبژێردران، تا {{max}}',
  compareOpen_one: 'بەراوردکردنی {{count}} ئۆتۆمبێل',
  compareOpen_other: 'بەراوردکردنی {{count}} ئۆتۆمبێل',
  compareRemove: 'لابردنی {{name}} لە لیستی بەراوردکردن',
  compareOneMore: 'ئۆتۆمبێلێکی تر نیشانە بکە بۆ بەراوردکردن.',
  // The most the list holds (MAX_COMPARE, domain/compare/compare-ids.ts) as a word: a count before a noun would need plural forms.
  compareFull: 'دەتوانیت تا سێ ئۆتۆمبێل بەراورد بکەیت. تکایە پێش زیادکردنی {{name}} یەکێک لە لیستی بەراوردکردن لاببە.',
  compareAdded: '{{name}} زیادکرا بۆ لیستی بەراوردکردن.',
  compareRemoved: '{{name}} لە لیستی بەراوردکردن لابرا.',
  compareVehicle: 'ئۆتۆمبێلی {{id}}',
};

export default ku;
