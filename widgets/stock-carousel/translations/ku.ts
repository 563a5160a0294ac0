/** Kurdish (Sorani) texts of the stock carousel. */
import kuCards from '../../features/vehicle-cards/translations/ku.js';
import type { StockCarouselTexts } from './en.js';

const ku: StockCarouselTexts = {
  ...kuCards,
  error: 'هەڵەیەک ڕوویدا، تکایە دووبارە هەوڵ بدەرەوە.',
  retry: 'دووبارە هەوڵ بدەرەوە',
  label: 'ئۆتۆمبێلە بەردەستەکان',
  previous: 'ئۆتۆمبێلی پێشوو',
  next: 'ئۆتۆمبێلی دواتر',
  position: 'ئۆتۆمبێلی {{index}} لە {{count}}',
  empty: 'کاروسێلی ئۆتۆمبێلە بەردەستەکان بە ٠ ئۆتۆمبێل',
};
export default ku;
