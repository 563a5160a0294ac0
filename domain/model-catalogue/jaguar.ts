/** The Jaguar range as the demo knows it, with plausible specs and USD prices. */
import type { PictureBody } from '../vehicle-picture.js';
import type { EngineSpec, ModelSpec, TrimSpec } from './types.js';
import { engine, trim, type Equipment, type Nameplate, type Offer } from './spec-builders.js';

const e = engine;
const t = trim;

const R_DYNAMIC = [t('R-Dynamic S', 0), t('R-Dynamic SE', 4500), t('R-Dynamic HSE', 9500)];
const PAINTS = [
  'Santorini Black',
  'Fuji White',
  'Yulong White',
  'Eiger Grey',
  'Carpathian Grey',
  'Firenze Red',
  'Caldera Red',
  'Portofino Blue',
  'Bluefire Blue',
  'Hakuba Silver',
  'British Racing Green',
  'Ligurian Black',
];
const INTERIORS = ['Ebony Windsor Leather', 'Mars Red / Ebony', 'Siena Tan / Ebony', 'Light Oyster / Ebony', 'Ebony Suedecloth'];
const STANDARD = [
  'Pivi Pro infotainment',
  'Interactive Driver Display',
  'LED headlights with signature DRL',
  'Adaptive Dynamics',
  'Emergency Braking',
  'Lane Keep Assist',
  'Rear camera',
  'Apple CarPlay and Android Auto',
  'Dual-zone climate control',
];
const OPTIONS = [
  { name: 'Meridian Sound System', price: 1100 },
  { name: 'Panoramic roof', price: 1450 },
  { name: 'Head-up display', price: 1100 },
  { name: 'Black Pack', price: 800 },
  { name: 'Drive Pack', price: 1300 },
  { name: 'Cold Climate Pack', price: 750 },
  { name: '21" Gloss Black wheels', price: 1900 },
];

const base = {
  brand: 'Jaguar',
  brandKey: 'jaguar',
  family: null,
  interiors: INTERIORS,
  standardFeatures: STANDARD,
  optionalFeatures: OPTIONS,
} as const;

/**
 * A Jaguar model with the range's paints and equipment unless it names its own. Built by spreading
 * over `base`, so the fields keep the order the catalogue has always serialised in.
 */
function jaguar(
  nameplate: Nameplate,
  body: PictureBody,
  offer: Offer,
  trims: readonly TrimSpec[],
  engines: readonly EngineSpec[],
  own: Partial<Equipment> = {},
): ModelSpec {
  return { ...base, ...nameplate, body, ...offer, trims, engines, paints: PAINTS, ...own };
}

export const JAGUAR_MODELS: readonly ModelSpec[] = [
  jaguar(
    { key: 'i_pace', name: 'I-PACE', nameplateCode: 'X590' },
    'suv',
    { seats: [5], basePrice: 73000, years: [2018, 2025], weight: 3 },
    [t('S', 0), t('SE', 6000), t('HSE', 12500), t('R-Dynamic HSE', 16000)],
    [e('EV400', ['electric'], 400, null, 'AWD', 0, 90)],
    { standardFeatures: [...STANDARD, '11 kW on-board AC charger', 'Heat pump'] },
  ),
  jaguar(
    { key: 'f_pace', name: 'F-PACE', nameplateCode: 'X761' },
    'suv',
    { seats: [5], basePrice: 60000, years: [2018, 2026], weight: 6 },
    [...R_DYNAMIC, t('SVR', 36000)],
    [
      e('D200 MHEV', ['diesel', 'mhev'], 204, 2.0, 'AWD', 0),
      e('P250', ['petrol'], 250, 2.0, 'AWD', 1000),
      e('P400 MHEV', ['petrol', 'mhev'], 400, 3.0, 'AWD', 10000),
      e('P400e PHEV', ['petrol', 'phev'], 404, 2.0, 'AWD', 9000, 19.2),
      e('P550 V8', ['petrol'], 550, 5.0, 'AWD', 25000, null, 'SVR'),
    ],
  ),
  jaguar(
    { key: 'e_pace', name: 'E-PACE', nameplateCode: 'X540' },
    'suv',
    { seats: [5], basePrice: 50000, years: [2018, 2024], weight: 3 },
    R_DYNAMIC,
    [
      e('D165 MHEV', ['diesel', 'mhev'], 163, 2.0, 'AWD', 0),
      e('P250 MHEV', ['petrol', 'mhev'], 249, 2.0, 'AWD', 2500),
      e('P300e PHEV', ['petrol', 'phev'], 309, 1.5, 'AWD', 7500, 15.0),
    ],
  ),
  jaguar(
    { key: 'f_type', name: 'F-TYPE', nameplateCode: 'X152' },
    'coupe',
    { seats: [2], basePrice: 80000, years: [2018, 2024], weight: 3 },
    [t('R-Dynamic', 0), t('75', 12000), t('R', 22000)],
    [
      e('P300', ['petrol'], 300, 2.0, 'RWD', 0),
      e('P450 V8', ['petrol'], 450, 5.0, 'RWD', 14000),
      e('P575 V8', ['petrol'], 575, 5.0, 'AWD', 24000, null, 'R'),
    ],
    {
      paints: [...PAINTS, 'Sorrento Yellow', 'Velocity Blue'],
      standardFeatures: [...STANDARD, 'Switchable active exhaust', 'Deployable door handles'],
    },
  ),
  jaguar(
    { key: 'xe', name: 'XE', nameplateCode: 'X760' },
    'saloon',
    { seats: [5], basePrice: 47000, years: [2018, 2024], weight: 2 },
    R_DYNAMIC,
    [
      e('D200 MHEV', ['diesel', 'mhev'], 204, 2.0, 'RWD', 0),
      e('P250', ['petrol'], 250, 2.0, 'RWD', 500),
      e('P300', ['petrol'], 300, 2.0, 'AWD', 4500),
    ],
  ),
  jaguar(
    { key: 'xf', name: 'XF', nameplateCode: 'X260' },
    'saloon',
    { seats: [5], basePrice: 52000, years: [2018, 2024], weight: 3 },
    R_DYNAMIC,
    [
      e('D200 MHEV', ['diesel', 'mhev'], 204, 2.0, 'RWD', 0),
      e('P250', ['petrol'], 250, 2.0, 'RWD', 500),
      e('P300', ['petrol'], 300, 2.0, 'AWD', 5000),
    ],
  ),
  jaguar(
    { key: 'xj', name: 'XJ', nameplateCode: 'X351' },
    'saloon',
    { seats: [5], basePrice: 90000, years: [2018, 2019], weight: 2 },
    [t('R-Sport', 0), t('Portfolio', 6000), t('XJR575', 32000)],
    [
      e('3.0 V6 Diesel', ['diesel'], 300, 3.0, 'RWD', 0),
      e('3.0 V6 Supercharged', ['petrol'], 340, 3.0, 'AWD', 2500),
      e('5.0 V8 Supercharged', ['petrol'], 575, 5.0, 'RWD', 20000, null, 'XJR575'),
    ],
  ),
];
