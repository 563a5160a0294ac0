/** Kurdish (Sorani) texts of the range calculator (docs/glossary-ku.md). */
import type { RangeCalculatorTexts } from './en.js';

const ku: RangeCalculatorTexts = {
  title: 'ژمێرەری مەودای کارەبایی',
  selectCar: 'ئۆتۆمبێلەکەت هەڵبژێرە',
  engine: 'بزوێنەر',
  wheels: 'قەبارەی چەرخ',
  unit: 'یەکە',
  km: 'کم',
  mile: 'میل',
  rangeLabel: 'مەودای کارەبایی',
  upTo: 'تا {{value}} {{unit}}',
  choose: 'ئۆتۆمبێلێک هەڵبژێرە بۆ بینینی مەودای کارەبایییەکەی.',
  chooseCarFirst: 'سەرەتا ئۆتۆمبێلێک هەڵبژێرە',
  noRange: 'بۆ ئەم تێکەڵەیە ژمارەی مەودا نییە.',
  disclaimer:
    'ژمارەکان خەمڵاندنی شێوەی تاقیکردنەوەی جیهانیی یەکگرتووی ئۆتۆمبێلە سووکەکانن بۆ بەراوردکردن؛ مەودای ڕاستەقینە بەندە بە شێوازی لێخوڕین، پلەی گەرما، بار و باری پاترییەکە.',
  details: 'مەودا چۆن دەپێورێت',
  close: 'داخستن',
  discover: 'زیاتر بزانە',
  loading: 'ژمارەکانی مەودا بار دەکرێن…',
  failed: 'ژمارەکانی مەودا بار نەکران.',
  retry: 'دووبارە هەوڵ بدەرەوە',
};
export default ku;
