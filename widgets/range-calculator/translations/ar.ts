/** Arabic texts of the range calculator. */
import type { RangeCalculatorTexts } from './en.js';

const ar: RangeCalculatorTexts = {
  title: 'حاسبة المدى الكهربائي',
  selectCar: 'اختر سيارتك',
  engine: 'المحرك',
  wheels: 'مقاس العجلات',
  unit: 'الوحدة',
  km: 'كم',
  mile: 'ميل',
  rangeLabel: 'المدى الكهربائي',
  upTo: 'حتى {{value}} {{unit}}',
  choose: 'اختر سيارة لترى مداها الكهربائي.',
  chooseCarFirst: 'اختر سيارة أولًا',
  noRange: 'لا يتوفر رقم للمدى لهذا الاختيار.',
  disclaimer:
    'الأرقام تقديرات على نمط الإجراء العالمي الموحد لاختبار المركبات الخفيفة للمقارنة؛ يعتمد المدى الفعلي على أسلوب القيادة ودرجة الحرارة والحمولة وحالة البطارية.',
  details: 'كيف يُقاس المدى',
  close: 'إغلاق',
  discover: 'اكتشف المزيد',
  loading: 'جارٍ تحميل أرقام المدى…',
  failed: 'تعذّر تحميل أرقام المدى.',
  retry: 'حاول مرة أخرى',
};
export default ar;
