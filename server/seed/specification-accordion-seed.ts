/**
 * The seeded specification accordion (QA page /ku/blocks and the Defender family page, ku/ar/en):
 * the Defender 90, 110 and 130 with their engines, each with performance, dimensions and capacity
 * sections. Figures stay in Latin digits with their units, as on the family pages' specification
 * tables; labels follow docs/glossary-ku.md.
 */
import type { Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';

type L = Record<Language, string>;

const LABELS = {
  heading: { ku: 'تایبەتمەندییەکانی دیفێندەر', ar: 'مواصفات ديفندر', en: 'Defender specifications' },
  selectModel: { ku: 'مۆدێل هەڵبژێرە', ar: 'اختر الطراز', en: 'Select model' },
  selectEngine: { ku: 'بزوێنەر هەڵبژێرە', ar: 'اختر المحرك', en: 'Select engine' },
  specification: { ku: 'تایبەتمەندییەکانی', ar: 'مواصفات', en: 'Specification' },
  performance: { ku: 'بزوێنەر و توانا', ar: 'المحرك والأداء', en: 'Engine and performance' },
  dimensions: { ku: 'قەبارە و پێوانەکان', ar: 'الأبعاد', en: 'Dimensions' },
  capacity: { ku: 'کورسی و ڕاکێشان', ar: 'المقاعد والقطر', en: 'Seats and towing' },
  power: { ku: 'هێزی ئەسپ', ar: 'القوة (حصان)', en: 'Power' },
  torque: { ku: 'تۆرک', ar: 'عزم الدوران', en: 'Torque' },
  accel: { ku: '٠–١٠٠ کم/ک', ar: '٠–١٠٠ كم/س', en: '0–100 km/h' },
  transmission: { ku: 'گیربۆکس', ar: 'ناقل الحركة', en: 'Transmission' },
  automatic: { ku: 'ئۆتۆماتیکی ٨ خێرایی', ar: 'أوتوماتيك ٨ سرعات', en: '8-speed automatic' },
  length: { ku: 'درێژی', ar: 'الطول', en: 'Length' },
  width: { ku: 'پانی', ar: 'العرض', en: 'Width' },
  wade: { ku: 'قووڵیی پەڕینەوە لە ئاو', ar: 'عمق الخوض', en: 'Wading depth' },
  seats: { ku: 'کورسی', ar: 'المقاعد', en: 'Seats' },
  towing: { ku: 'توانای ڕاکێشان', ar: 'قدرة القطر', en: 'Towing capacity' },
} satisfies Record<string, L>;

interface SeedEngine {
  engine: string;
  power: string;
  torque: string;
  accel: string;
}

interface SeedModel {
  key: string;
  name: string;
  length: string;
  seats: string;
  engines: SeedEngine[];
}

const P300: SeedEngine = { engine: 'P300', power: '300 PS', torque: '400 Nm', accel: '7.6 s' };
const D300: SeedEngine = { engine: 'D300', power: '300 PS', torque: '650 Nm', accel: '7.0 s' };
const P400: SeedEngine = { engine: 'P400', power: '400 PS', torque: '550 Nm', accel: '6.1 s' };

export const SPEC_MODELS: SeedModel[] = [
  { key: 'defender-90', name: 'Defender 90', length: '4583 mm', seats: '6', engines: [P300, D300] },
  { key: 'defender-110', name: 'Defender 110', length: '5018 mm', seats: '7', engines: [D300, P300, P400] },
  { key: 'defender-130', name: 'Defender 130', length: '5358 mm', seats: '8', engines: [D300, P400] },
];

const rows = (language: Language, pairs: [L, string][]) => pairs.map(([label, value]) => `${label[language]} | ${value}`).join('\n');

export function specificationAccordionBlock(language: Language): PageBlock {
  const l = (text: L) => text[language];
  return {
    id: 'specification-accordion',
    template: 'specification_accordion',
    props: {
      block_scroll_id: 'specifications',
      heading: l(LABELS.heading),
      heading_level: '2',
      select_model_label: l(LABELS.selectModel),
      select_engine_label: l(LABELS.selectEngine),
      specification_label: l(LABELS.specification),
      model_key_additional: '',
      specifications: SPEC_MODELS.flatMap((model) =>
        model.engines.flatMap((engine) => {
          // Every section of one engine names its model and engine the same way.
          const section = (title: L, sectionRows: string, open: boolean) => ({
            model_key: model.key,
            model_label: model.name,
            engine_label: engine.engine,
            section_title: l(title),
            rows: sectionRows,
            open,
          });
          return [
            section(
              LABELS.performance,
              `${rows(language, [
                [LABELS.power, engine.power],
                [LABELS.torque, engine.torque],
                [LABELS.accel, engine.accel],
              ])}\n${l(LABELS.transmission)} | ${l(LABELS.automatic)}`,
              true,
            ),
            section(
              LABELS.dimensions,
              rows(language, [
                [LABELS.length, model.length],
                [LABELS.width, '1996 mm'],
                [LABELS.wade, '900 mm'],
              ]),
              false,
            ),
            section(
              LABELS.capacity,
              rows(language, [
                [LABELS.seats, model.seats],
                [LABELS.towing, '3500 kg'],
              ]),
              false,
            ),
          ];
        }),
      ),
    },
  };
}
