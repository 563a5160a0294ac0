/** English texts of the stock carousel. */
const en = {
  label: 'Vehicles in stock',
  previous: 'Previous vehicle',
  next: 'Next vehicle',
  position: 'Vehicle {{index}} of {{count}}',
  empty: 'Stock Locator Carousel with 0 cars',
};
export type StockCarouselTexts = Record<keyof typeof en, string>;
export default en satisfies StockCarouselTexts;
