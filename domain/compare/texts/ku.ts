/** Kurdish (Sorani) texts of the compare page (docs/compare.md): the deployment language. */
import type { CompareCounted, CompareTexts } from './en.js';

const ku: CompareTexts = {
  title: 'بەراوردکردنی ئۆتۆمبێلەکان',
  intro: 'تا سێ ئۆتۆمبێل لە تەنیشت یەکتر. ئەو ڕیزانەی جیاوازن بە ≠ نیشانە کراون.',
  caption: 'نرخ، تایبەتمەندی و تایبەتمەندییە زیادەکانی ئۆتۆمبێلە هەڵبژێردراوەکان',
  scrollRegion: 'خشتەی بەراوردکردن (بە لادا دەجووڵێت)',
  attribute: 'ئۆتۆمبێل',
  photo: 'وێنە',
  price: 'نرخ',
  monthly: 'مانگانە',
  retailer: 'بریکار',
  specs: 'تایبەتمەندییەکان',
  features: 'کەرەستەکان',
  differs: 'جیاوازە',
  notStated: 'دیاری نەکراوە',
  priceOnRequest: 'نرخ بە داواکاری',
  fromMonthly: 'بە قیست لە {{price}}ەوە لە مانگێکدا',
  standard: 'بنەڕەتی',
  optional: 'زیادە',
  absent: 'نییە',
  unavailable: 'چیتر بەردەست نییە',
  view: 'بینینی {{name}}',
  remove: 'لابردن',
  removeLabel: 'لابردنی {{name}} لە بەراوردکردنەکە',
  backToStock: 'گەڕانەوە بۆ ئۆتۆمبێلە بەردەستەکان',
  empty: 'هیچ ئۆتۆمبێلێک بۆ بەراوردکردن نییە. لە لیستی ئۆتۆمبێلەکاندا «بەراوردکردن» لەسەر تا سێ ئۆتۆمبێل نیشانە بکە.',
  addMore: 'ئۆتۆمبێلێکی تر لە لیستەکەوە زیاد بکە',
  'compare.drivetrain': 'سیستەمی پاڵنان',
  'compare.seats': 'کورسییەکان',
  'compare.modelYear': 'ساڵی مۆدێل',
  photoAlt: '{{model}}، {{color}}',
};

export const kuCounted: CompareCounted = {
  notFound: { one: 'ئەم ئۆتۆمبێلە نەدۆزرایەوە: {{list}}.', other: 'ئەم ئۆتۆمبێلانە نەدۆزرانەوە: {{list}}.' },
  malformed: { one: 'ئەمە ژمارەی ئۆتۆمبێل نییە: {{list}}.', other: 'ئەمانە ژمارەی ئۆتۆمبێل نین: {{list}}.' },
  overflow: {
    one: 'تەنها سێ ئۆتۆمبێل دەتوانرێت بەراورد بکرێن؛ ئەمە پیشان نادرێت: {{list}}.',
    other: 'تەنها سێ ئۆتۆمبێل دەتوانرێت بەراورد بکرێن؛ ئەمانە پیشان نادرێن: {{list}}.',
  },
  duplicates: {
    one: 'ئەم ئۆتۆمبێلە دووجار هاتبوو و یەکجار پیشان دەدرێت: {{list}}.',
    other: 'ئەم ئۆتۆمبێلانە دووجار هاتبوون و یەکجار پیشان دەدرێن: {{list}}.',
  },
  heading: { one: '{{count}} ئۆتۆمبێل', other: '{{count}} ئۆتۆمبێل' },
};

export default ku;
