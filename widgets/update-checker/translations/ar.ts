/** Arabic texts of the select-vehicle-to-update checker. */
import type { UpdateCheckerTexts } from './en.js';

const ar: UpdateCheckerTexts = {
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
  resultLabel: '{amount} نتيجة لـ {parent} {child}',
  noResults: 'لا يوجد تحديث لهذه السيارة.',
  howTo: 'طريقة التحديث',
  close: 'إغلاق',
};
export default ar;
