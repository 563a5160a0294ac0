/** Arabic texts of the select-vehicle-to-update checker. */
import type { ArabicPluralForms } from '../../runtime/i18n.js';
import type { UpdateCheckerTexts } from './en.js';

const ar: UpdateCheckerTexts & ArabicPluralForms<UpdateCheckerTexts> = {
  title: 'اختر سيارتك',
  parentLabel: 'الطراز',
  parentPlaceholder: 'اختر طرازًا',
  parentAll: 'جميع الطرازات',
  childLabel: 'سنة الطراز',
  childPlaceholder: 'اختر سنة الطراز',
  childAll: 'جميع السنوات',
  button: 'أرني',
  clear: 'مسح',
  resultText: 'تحديثات سيارتك',
  resultLabel_zero: 'لا نتائج لـ {parent} {child}',
  resultLabel_one: 'نتيجة واحدة لـ {parent} {child}',
  resultLabel_two: 'نتيجتان لـ {parent} {child}',
  resultLabel_few: '{amount} نتائج لـ {parent} {child}',
  resultLabel_many: '{amount} نتيجة لـ {parent} {child}',
  resultLabel_other: '{amount} نتيجة لـ {parent} {child}',
  noResults: 'لا يوجد تحديث لهذه السيارة.',
  howTo: 'طريقة التحديث',
  close: 'إغلاق',
};
export default ar;
