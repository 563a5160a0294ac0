/** English texts of the stock carousel: its own, the cards' and the failure message. */
import enCards from '../../features/vehicle-cards/translations/en.js';

const en = {
  ...enCards,
  error: 'Something went wrong, please try again.',
  retry: 'Try again',
  label: 'Vehicles in stock',
  previous: 'Previous vehicle',
  next: 'Next vehicle',
  position: 'Vehicle {{index}} of {{count}}',
  empty: 'Stock Locator Carousel with 0 cars',
};
export type StockCarouselTexts = Record<keyof typeof en, string>;
export default en satisfies StockCarouselTexts;
