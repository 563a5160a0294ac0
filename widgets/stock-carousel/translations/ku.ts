/** Kurdish (Sorani) texts of the stock carousel. */
import type { StockCarouselTexts } from './en.js';

const ku: StockCarouselTexts = {
  label: 'ئۆتۆمبێلە بەردەستەکان',
  previous: 'ئۆتۆمبێلی پێشوو',
  next: 'ئۆتۆمبێلی دواتر',
  position: 'ئۆتۆمبێلی {{index}} لە {{count}}',
  empty: 'کاروسێلی ئۆتۆمبێلە بەردەستەکان بە ٠ ئۆتۆمبێل',
};
export default ku;
