/** Arabic texts of the stock carousel. */
import arCards from '../../features/vehicle-cards/translations/ar.js';
import type { StockCarouselTexts } from './en.js';

const ar: StockCarouselTexts = {
  ...arCards,
  error: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  label: 'السيارات المتوفرة',
  previous: 'السيارة السابقة',
  next: 'السيارة التالية',
  position: 'السيارة {{index}} من {{count}}',
  empty: 'عرض السيارات المتوفرة بـ ٠ سيارة',
};
export default ar;
