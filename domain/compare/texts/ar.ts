/** Arabic texts of the compare page (docs/compare.md). */
import type { CompareCounted, CompareTexts } from './en.js';

const ar: CompareTexts = {
  title: 'مقارنة السيارات',
  intro: 'حتى ثلاث سيارات جنبًا إلى جنب. الصفوف التي تختلف فيها مُعلَّمة بـ ≠.',
  caption: 'السعر والمواصفات والتجهيزات للسيارات المختارة',
  scrollRegion: 'جدول المقارنة (يتحرك أفقيًا)',
  attribute: 'السيارة',
  photo: 'الصورة',
  price: 'السعر',
  monthly: 'شهريًا',
  retailer: 'الوكيل',
  specs: 'المواصفات',
  features: 'التجهيزات',
  differs: 'مختلف',
  notStated: 'غير مذكور',
  priceOnRequest: 'السعر عند الطلب',
  fromMonthly: 'ابتداءً من {{price}} شهريًا بالتمويل',
  standard: 'قياسي',
  optional: 'اختياري',
  absent: 'غير متوفر',
  unavailable: 'لم تعد متاحة',
  view: 'عرض {{name}}',
  remove: 'إزالة',
  removeLabel: 'إزالة {{name}} من المقارنة',
  backToStock: 'العودة إلى السيارات المتوفرة',
  empty: 'لا توجد سيارات للمقارنة. ضع علامة «مقارنة» على ما يصل إلى ثلاث سيارات في قائمة السيارات.',
  addMore: 'أضف سيارة أخرى من القائمة',
  'compare.drivetrain': 'نظام الدفع',
  'compare.seats': 'المقاعد',
  'compare.modelYear': 'سنة الطراز',
  photoAlt: '{{model}}، {{color}}',
};

export const arCounted: CompareCounted = {
  notFound: {
    one: 'تعذّر العثور على هذه السيارة: {{list}}.',
    two: 'تعذّر العثور على هاتين السيارتين: {{list}}.',
    other: 'تعذّر العثور على هذه السيارات: {{list}}.',
  },
  malformed: { one: 'هذا ليس رقم سيارة: {{list}}.', two: 'هذان ليسا رقمي سيارة: {{list}}.', other: 'هذه ليست أرقام سيارات: {{list}}.' },
  overflow: {
    one: 'يمكن مقارنة ثلاث سيارات على الأكثر؛ لم تُعرض هذه السيارة: {{list}}.',
    two: 'يمكن مقارنة ثلاث سيارات على الأكثر؛ لم تُعرض هاتان السيارتان: {{list}}.',
    other: 'يمكن مقارنة ثلاث سيارات على الأكثر؛ لم تُعرض هذه السيارات: {{list}}.',
  },
  duplicates: {
    one: 'وردت هذه السيارة مرتين وتُعرض مرة واحدة: {{list}}.',
    two: 'وردت هاتان السيارتان مرتين وتُعرضان مرة واحدة: {{list}}.',
    other: 'وردت هذه السيارات مرتين وتُعرض مرة واحدة: {{list}}.',
  },
  heading: {
    zero: 'لا توجد سيارات',
    one: 'سيارة واحدة',
    two: 'سيارتان',
    few: '{{count}} سيارات',
    many: '{{count}} سيارة',
    other: '{{count}} سيارة',
  },
};

export default ar;
