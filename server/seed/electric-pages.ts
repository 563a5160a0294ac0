/**
 * The electric page (`/electric`, ku/ar/en): the range calculator over the seeded demo JSON
 * (domain/range-calculator/demo.ts, served at /api/range-calculator/demo/ranges.json), its cars,
 * engines and wheel sizes taken from the same demo so block and JSON always agree.
 * `rangeCalculatorBlock` is also placed on the QA page /ku/blocks.
 */
import type { Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import { RANGE_DEMO_PATH } from '../../domain/contracts/range-calculator.js';
import { DEMO_RANGE_CARS, demoEnginesMapper, demoWheelsMapper } from '../../domain/range-calculator/index.js';
import { vehiclePicturePath } from '../../domain/vehicle-picture.js';
import { inEveryLanguage, link, titledPage } from './seed-page-parts.js';

export const ELECTRIC_PATH = '/electric';

const T = {
  title: { ku: 'ئۆتۆمبێلە کارەبایییەکان', ar: 'السيارات الكهربائية', en: 'Electric vehicles' },
  description: {
    ku: 'مەودای کارەبایی ڕەینج ڕۆڤەر، دیفێندەر و دیسکڤەری بە پێی بزوێنەر و قەبارەی چەرخ.',
    ar: 'المدى الكهربائي لرينج روفر وديفندر وديسكفري حسب المحرك ومقاس العجلات.',
    en: 'The electric range of Range Rover, Defender and Discovery by engine and wheel size.',
  },
  disclaimer: {
    ku: 'ژمارەکان خەمڵاندنی نمایشین بە شێوەی تاقیکردنەوەی جیهانیی یەکگرتووی ئۆتۆمبێلە سووکەکان، بۆ بەراوردکردن؛ مەودای ڕاستەقینە بەندە بە شێوازی لێخوڕین، پلەی گەرما، بار و باری پاترییەکە.',
    ar: 'الأرقام تقديرات توضيحية على نمط الإجراء العالمي الموحد لاختبار المركبات الخفيفة للمقارنة؛ يعتمد المدى الفعلي على أسلوب القيادة ودرجة الحرارة والحمولة وحالة البطارية.',
    en: 'Demonstration figures in the style of WLTP, for comparison; real range depends on driving style, temperature, load and the battery’s condition.',
  },
  modalTitle: { ku: 'مەودا چۆن دەپێورێت', ar: 'كيف يُقاس المدى', en: 'How range is measured' },
  modalContent: {
    ku: 'مەودای کارەبایی ئەو دوورییەیە کە ئۆتۆمبێلەکە تەنها بە پاتری دەیبڕێت، بە پێی خولی تاقیکردنەوەی جیهانیی یەکگرتووی ئۆتۆمبێلە سووکەکان.\n\nچەرخی گەورەتر مەودا کەمتر دەکات. لە هەوای زۆر گەرم یان زۆر سارددا، بە بارکردنی قورس یان خێرایی زۆر، مەودا کەمتر دەبێت.',
    ar: 'المدى الكهربائي هو المسافة التي تقطعها السيارة بالبطارية وحدها، وفق دورة الاختبار العالمية الموحدة للمركبات الخفيفة.\n\nالعجلات الأكبر تقلل المدى. في الطقس الحار جداً أو البارد جداً، ومع الحمولة الثقيلة أو السرعة العالية، يقل المدى.',
    en: 'Electric range is the distance the vehicle covers on its battery alone, on the WLTP test cycle.\n\nBigger wheels lower the range. Very hot or very cold weather, heavy loads and high speeds lower it too.',
  },
  discover: { ku: 'زیاتر بزانە', ar: 'اكتشف', en: 'Discover' },
  bev: { ku: 'تەواو کارەبایی', ar: 'كهربائية بالكامل', en: 'Fully electric' },
  phev: { ku: 'هایبریدی پلاگ-ئین', ar: 'هجين قابل للشحن', en: 'Plug-in hybrid' },
} as const;

const FAMILY_PATH: Record<string, string> = { range: '/range-rover', defender: '/defender', discovery: '/discovery' };
const COLOURS = ['#0e1a24', '#4a4d50', '#5b6a4a', '#e8e4dc', '#1b1b1b', '#c9b99a', '#2a2d30'];

export function rangeCalculatorBlock(language: Language): PageBlock {
  return {
    id: 'range-calculator',
    template: 'range_calculator',
    props: {
      block_scroll_id: 'range-calculator',
      json_url: RANGE_DEMO_PATH,
      select_label: '',
      range_disclaimer: T.disclaimer[language],
      range_unit: 'km',
      range_label: '',
      modal_button_text: '',
      modal_title: T.modalTitle[language],
      modal_content: T.modalContent[language],
      translations: '',
      range_car_engines_mapper: demoEnginesMapper(),
      wheel_sizes_mapper: demoWheelsMapper(),
      cars: DEMO_RANGE_CARS.map((car, index) => ({
        car_key: car.key,
        image: { src: vehiclePicturePath('suv', COLOURS[index % COLOURS.length] ?? '#0e1a24', 'side', 'normal'), alt: car.name },
        car_name: car.name,
        car_description: car.engines.some((e) => e.key === 'bev') ? T.bev[language] : T.phev[language],
        car_link: link(`${T.discover[language]}`, FAMILY_PATH[car.key.split('_')[0] ?? ''] ?? '/range-rover', 'tertiary'),
      })),
    },
  };
}

const electricPage = (language: Language) => titledPage(language, ELECTRIC_PATH, T, [rangeCalculatorBlock(language)]);

export const ELECTRIC_PAGES = inEveryLanguage(electricPage);
