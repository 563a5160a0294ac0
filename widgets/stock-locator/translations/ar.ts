/** Arabic texts of the stock locator. */
import type { StockLocatorTexts } from './en.js';

const ar: StockLocatorTexts = {
  title: 'السيارات المتوفرة',
  loading: 'جارٍ تحميل السيارات…',
  results: '{{total}} سيارة',
  announceResults: 'تم العثور على {{total}} سيارة، الصفحة {{page}} من {{pages}}',
  noResults: 'لا توجد سيارات في هذه القائمة.',
  pagination: 'الصفحات',
  pageOf: 'الصفحة {{page}} من {{pages}}',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  error: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  priceOnRequest: 'السعر عند الطلب',
  price: 'السعر',
  productionYear: 'سنة الصنع',
  mileage: 'المسافة المقطوعة',
  status: 'الحالة',
  photoAlt: '{{model}}، {{color}}',
  'unit.km': 'كم',
  'unit.mi': 'ميل',
  'state.new': 'جديدة',
  'state.approved': 'مستعملة معتمدة',
  'state.used': 'مستعملة',
  'status.stock': 'في المخزون',
  'status.available_soon': 'متوفرة قريباً',
  'status.reserved': 'محجوزة',
  'status.sold': 'مباعة',
  'status.in_production': 'قيد الإنتاج',
  'status.on_demand': 'حسب الطلب',
  'status.delivery': 'قيد التسليم',
  'status.demo': 'سيارة عرض',
};

export default ar;
