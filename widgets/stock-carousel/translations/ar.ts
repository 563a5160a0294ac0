/** Arabic texts of the stock carousel. */
import type { StockCarouselTexts } from './en.js';

const ar: StockCarouselTexts = {
  label: 'السيارات المتوفرة',
  previous: 'السيارة السابقة',
  next: 'السيارة التالية',
  position: 'السيارة {{index}} من {{count}}',
  empty: 'عرض السيارات المتوفرة بـ ٠ سيارة',
};
export default ar;
