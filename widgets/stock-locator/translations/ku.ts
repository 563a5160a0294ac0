/** Kurdish (Sorani) texts of the stock locator: the deployment language. */
import type { StockLocatorTexts } from './en.js';

const ku: StockLocatorTexts = {
  title: 'ئۆتۆمبێلە بەردەستەکان',
  loading: 'ئۆتۆمبێلەکان بار دەکرێن…',
  results: '{{total}} ئۆتۆمبێل',
  announceResults: '{{total}} ئۆتۆمبێل دۆزرایەوە، پەڕەی {{page}} لە {{pages}}',
  noResults: 'هیچ ئۆتۆمبێلێک لەم لیستەدا نییە.',
  pagination: 'پەڕەکان',
  pageOf: 'پەڕەی {{page}} لە {{pages}}',
  previousPage: 'پەڕەی پێشوو',
  nextPage: 'پەڕەی دواتر',
  error: 'هەڵەیەک ڕوویدا، تکایە دووبارە هەوڵ بدەرەوە.',
  retry: 'دووبارە هەوڵ بدەرەوە',
  priceOnRequest: 'نرخ بە داواکاری',
  price: 'نرخ',
  productionYear: 'ساڵی دروستکردن',
  mileage: 'ماوەی بڕاو',
  status: 'دۆخ',
  photoAlt: '{{model}}، {{color}}',
  'unit.km': 'کیلۆمەتر',
  'unit.mi': 'میل',
  'state.new': 'نوێ',
  'state.approved': 'بەکارهاتووی پەسەندکراو',
  'state.used': 'بەکارهاتوو',
  'status.stock': 'لە کۆگادا',
  'status.available_soon': 'بەم زووانە بەردەست دەبێت',
  'status.reserved': 'حیجزکراوە',
  'status.sold': 'فرۆشراوە',
  'status.in_production': 'لە قۆناغی دروستکردندایە',
  'status.on_demand': 'بە داواکاری',
  'status.delivery': 'لە ڕێگەی گەیاندندایە',
  'status.demo': 'ئۆتۆمبێلی تاقیکردنەوە',
};

export default ku;
