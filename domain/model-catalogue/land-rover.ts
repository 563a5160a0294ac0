/** The Land Rover range (Defender, Discovery and Range Rover families) with plausible specs and USD prices. */
import type { EngineSpec, ModelSpec, TrimSpec } from './types.js';
import { engine, trim, type Equipment, type Nameplate, type Offer } from './spec-builders.js';

/** Every Land Rover engine drives all four wheels. */
const e = (
  code: string,
  types: string[],
  power: number,
  capacity: number | null,
  priceDelta: number,
  battery: number | null = null,
  onlyTrim?: string,
): EngineSpec => engine(code, types, power, capacity, 'AWD', priceDelta, battery, onlyTrim);
const t = trim;

const DEFENDER_TRIMS = [t('S', 0), t('SE', 6500), t('X-Dynamic SE', 9000), t('X-Dynamic HSE', 15000), t('X', 28000), t('V8', 40000)];
const DEFENDER_PAINTS = [
  'Santorini Black',
  'Fuji White',
  'Eiger Grey',
  'Carpathian Grey',
  'Gondwana Stone',
  'Tasman Blue',
  'Pangea Green',
  'Hakuba Silver',
  'Silicon Silver',
  'Charente Grey',
];
const DEFENDER_INTERIORS = [
  'Ebony Windsor Leather',
  'Acorn / Ebony',
  'Light Cloud / Ebony',
  'Khaki / Ebony Robust Woven Textile',
  'Vintage Tan / Ebony',
];
const DEFENDER_STANDARD = [
  'Terrain Response 2',
  'Electronic air suspension',
  'Pivi Pro infotainment',
  '3D Surround Camera',
  'LED headlights with signature DRL',
  'Wade Sensing',
  'ClearSight Ground View',
  'Heated front seats',
  'Apple CarPlay and Android Auto',
  'Cabin Air Purification Pro',
];
const DEFENDER_OPTIONS = [
  { name: 'Off-Road Pack', price: 1850 },
  { name: 'Extended Black Pack', price: 1200 },
  { name: 'Towing Pack', price: 1050 },
  { name: 'Sliding panoramic roof', price: 2350 },
  { name: 'Meridian Sound System', price: 1400 },
  { name: 'Expedition roof rack', price: 1950 },
  { name: 'Satin Protective Film', price: 4300 },
  { name: '22" Gloss Black wheels', price: 1600 },
];
const DEFENDER_ENGINES = [
  e('D250 MHEV', ['diesel', 'mhev'], 249, 3.0, 0),
  e('D300 MHEV', ['diesel', 'mhev'], 300, 3.0, 4500),
  e('P300', ['petrol'], 300, 2.0, -1500),
  e('P400 MHEV', ['petrol', 'mhev'], 400, 3.0, 9000),
  e('P400e PHEV', ['petrol', 'phev'], 404, 2.0, 11000, 19.2),
  e('P525 V8', ['petrol'], 525, 5.0, 30000, null, 'V8'),
];

const RR_PAINTS = [
  'Santorini Black',
  'Fuji White',
  'Ostuni Pearl White',
  'Carpathian Grey',
  'Charente Grey',
  'Lantau Bronze',
  'Portofino Blue',
  'Varesine Blue',
  'Belgravia Green',
  'Silicon Silver',
  'Firenze Red',
  'Hakuba Silver',
];
const RR_INTERIORS = [
  'Ebony Semi-Aniline Leather',
  'Perlino / Ebony',
  'Caraway / Ebony',
  'Light Cloud / Ebony',
  'Deep Garnet / Ebony',
  'Vintage Tan / Ebony',
];
const RR_STANDARD = [
  'Pivi Pro with 13.1" curved touchscreen',
  'Dynamic air suspension',
  'Digital LED headlights',
  'Meridian Sound System',
  'Heated and cooled front seats',
  'Adaptive Cruise Control',
  'Cabin Air Purification Pro',
  'Powered gesture tailgate',
  '360° parking aid',
  'Wireless device charging',
];
const RR_OPTIONS = [
  { name: 'Meridian Signature Sound System', price: 4600 },
  { name: 'Rear Executive Class Comfort seats', price: 7200 },
  { name: 'Sliding panoramic roof', price: 2500 },
  { name: 'Head-up display', price: 1300 },
  { name: 'Black Exterior Pack', price: 1100 },
  { name: 'All-Wheel Steering', price: 1700 },
  { name: '23" forged wheels', price: 3800 },
  { name: 'Night vision assist', price: 2400 },
];

const DISCOVERY_STANDARD = [
  'Terrain Response 2',
  'Pivi Pro infotainment',
  'Powered gesture tailgate',
  'Three-zone climate control',
  'LED headlights',
  'Hill Descent Control',
  '360° parking aid',
  'Apple CarPlay and Android Auto',
];
const DISCOVERY_OPTIONS = [
  { name: 'Seven-seat Pack', price: 1900 },
  { name: 'Panoramic roof', price: 1650 },
  { name: 'Towing Pack', price: 950 },
  { name: 'Black Exterior Pack', price: 900 },
  { name: 'Meridian Sound System', price: 1200 },
];

const DEFENDER: Equipment = {
  paints: DEFENDER_PAINTS,
  interiors: DEFENDER_INTERIORS,
  standardFeatures: DEFENDER_STANDARD,
  optionalFeatures: DEFENDER_OPTIONS,
};
const RANGE_ROVER: Equipment = { paints: RR_PAINTS, interiors: RR_INTERIORS, standardFeatures: RR_STANDARD, optionalFeatures: RR_OPTIONS };
/** Discovery models have paints and interiors of their own. */
const DISCOVERY: Pick<Equipment, 'standardFeatures' | 'optionalFeatures'> = {
  standardFeatures: DISCOVERY_STANDARD,
  optionalFeatures: DISCOVERY_OPTIONS,
};

/**
 * A Land Rover model (every one an SUV). The fields are written out in the order of `ModelSpec` so
 * that the catalogue serialises the same whatever order the arguments' objects were spread in.
 */
function landRover(
  family: 'Defender' | 'Discovery' | 'Range Rover',
  nameplate: Nameplate,
  offer: Offer,
  trims: readonly TrimSpec[],
  engines: readonly EngineSpec[],
  equipment: Equipment,
): ModelSpec {
  return {
    brand: 'Land Rover',
    brandKey: 'land_rover',
    family,
    key: nameplate.key,
    name: nameplate.name,
    nameplateCode: nameplate.nameplateCode,
    body: 'suv',
    seats: offer.seats,
    basePrice: offer.basePrice,
    years: offer.years,
    weight: offer.weight,
    trims,
    engines,
    paints: equipment.paints,
    interiors: equipment.interiors,
    standardFeatures: equipment.standardFeatures,
    optionalFeatures: equipment.optionalFeatures,
  };
}

/** The Defender 90 and 110 differ only in their names, seats, price and share of the stock. */
const defender = (nameplate: Nameplate, offer: Offer) =>
  landRover('Defender', nameplate, offer, DEFENDER_TRIMS, DEFENDER_ENGINES, DEFENDER);

export const LAND_ROVER_MODELS: readonly ModelSpec[] = [
  defender(
    { key: 'defender_90', name: 'Defender 90', nameplateCode: 'L663' },
    { seats: [5, 6], basePrice: 57000, years: [2020, 2026], weight: 5 },
  ),
  defender(
    { key: 'defender_110', name: 'Defender 110', nameplateCode: 'L663' },
    { seats: [5, 6, 7], basePrice: 70000, years: [2020, 2026], weight: 12 },
  ),
  landRover(
    'Defender',
    { key: 'defender_130', name: 'Defender 130', nameplateCode: 'L663' },
    { seats: [5, 8], basePrice: 85000, years: [2023, 2026], weight: 5 },
    [t('S', 0), t('SE', 6500), t('X-Dynamic HSE', 15000), t('X', 26000), t('V8', 38000)],
    [
      e('D250 MHEV', ['diesel', 'mhev'], 249, 3.0, 0),
      e('D300 MHEV', ['diesel', 'mhev'], 300, 3.0, 4500),
      e('P400 MHEV', ['petrol', 'mhev'], 400, 3.0, 9000),
      e('P500 V8', ['petrol'], 500, 4.4, 28000, null, 'V8'),
    ],
    { ...DEFENDER, standardFeatures: [...DEFENDER_STANDARD, 'Third-row seating with climate control'] },
  ),
  landRover(
    'Discovery',
    { key: 'discovery', name: 'Discovery', nameplateCode: 'L462' },
    { seats: [7], basePrice: 62000, years: [2018, 2026], weight: 7 },
    [t('S', 0), t('Dynamic SE', 7000), t('Dynamic HSE', 14000), t('Metropolitan Edition', 22000)],
    [
      e('D250 MHEV', ['diesel', 'mhev'], 249, 3.0, 0),
      e('D300 MHEV', ['diesel', 'mhev'], 300, 3.0, 4200),
      e('P360 MHEV', ['petrol', 'mhev'], 355, 3.0, 6500),
    ],
    {
      ...DISCOVERY,
      paints: [
        'Santorini Black',
        'Fuji White',
        'Eiger Grey',
        'Carpathian Grey',
        'Charente Grey',
        'Portofino Blue',
        'Lantau Bronze',
        'Hakuba Silver',
      ],
      interiors: ['Ebony Grained Leather', 'Acorn / Ebony', 'Light Oyster / Ebony'],
    },
  ),
  landRover(
    'Discovery',
    { key: 'discovery_sport', name: 'Discovery Sport', nameplateCode: 'L550' },
    { seats: [5, 7], basePrice: 50000, years: [2018, 2026], weight: 6 },
    [t('S', 0), t('Dynamic SE', 5000), t('Dynamic HSE', 9500)],
    [
      e('D165 MHEV', ['diesel', 'mhev'], 163, 2.0, 0),
      e('P250 MHEV', ['petrol', 'mhev'], 249, 2.0, 2500),
      e('P300e PHEV', ['petrol', 'phev'], 309, 1.5, 7500, 15.0),
    ],
    {
      ...DISCOVERY,
      paints: ['Santorini Black', 'Fuji White', 'Eiger Grey', 'Carpathian Grey', 'Portofino Blue', 'Firenze Red', 'Hakuba Silver'],
      interiors: ['Ebony Grained Leather', 'Light Oyster / Ebony', 'Ebony Textile'],
    },
  ),
  landRover(
    'Range Rover',
    { key: 'range_rover', name: 'Range Rover', nameplateCode: 'L460' },
    { seats: [5, 7], basePrice: 120000, years: [2018, 2026], weight: 14 },
    [t('SE', 0), t('HSE', 14000), t('Autobiography', 36000), t('SV', 95000)],
    [
      e('D350 MHEV', ['diesel', 'mhev'], 350, 3.0, 0),
      e('P400 MHEV', ['petrol', 'mhev'], 400, 3.0, 2500),
      e('P460e PHEV', ['petrol', 'phev'], 460, 3.0, 9000, 38.2),
      e('P530 V8', ['petrol'], 530, 4.4, 22000),
      e('P615 V8', ['petrol'], 615, 4.4, 45000, null, 'SV'),
    ],
    RANGE_ROVER,
  ),
  landRover(
    'Range Rover',
    { key: 'range_rover_sport', name: 'Range Rover Sport', nameplateCode: 'L461' },
    { seats: [5], basePrice: 88000, years: [2018, 2026], weight: 14 },
    [t('Dynamic SE', 0), t('Dynamic HSE', 11000), t('Autobiography', 24000), t('SV', 90000)],
    [
      e('D300 MHEV', ['diesel', 'mhev'], 300, 3.0, 0),
      e('D350 MHEV', ['diesel', 'mhev'], 350, 3.0, 3500),
      e('P400 MHEV', ['petrol', 'mhev'], 400, 3.0, 6000),
      e('P460e PHEV', ['petrol', 'phev'], 460, 3.0, 9500, 38.2),
      e('P550e PHEV', ['petrol', 'phev'], 550, 3.0, 16000, 38.2),
      e('P530 V8', ['petrol'], 530, 4.4, 24000),
      e('P635 V8', ['petrol', 'mhev'], 635, 4.4, 40000, null, 'SV'),
    ],
    RANGE_ROVER,
  ),
  landRover(
    'Range Rover',
    { key: 'range_rover_velar', name: 'Range Rover Velar', nameplateCode: 'L560' },
    { seats: [5], basePrice: 63000, years: [2018, 2026], weight: 8 },
    [t('S', 0), t('Dynamic SE', 6000), t('Dynamic HSE', 12000), t('Autobiography', 21000)],
    [
      e('D200 MHEV', ['diesel', 'mhev'], 204, 2.0, 0),
      e('P250', ['petrol'], 250, 2.0, 1500),
      e('P400 MHEV', ['petrol', 'mhev'], 400, 3.0, 12000),
      e('P400e PHEV', ['petrol', 'phev'], 404, 2.0, 10500, 19.2),
    ],
    { ...RANGE_ROVER, standardFeatures: RR_STANDARD.slice(0, 8), optionalFeatures: RR_OPTIONS.slice(2) },
  ),
  landRover(
    'Range Rover',
    { key: 'range_rover_evoque', name: 'Range Rover Evoque', nameplateCode: 'L551' },
    { seats: [5], basePrice: 52000, years: [2018, 2026], weight: 8 },
    [t('S', 0), t('Dynamic SE', 4500), t('Dynamic HSE', 9000), t('Autobiography', 14000)],
    [
      e('D165 MHEV', ['diesel', 'mhev'], 163, 2.0, 0),
      e('P250 MHEV', ['petrol', 'mhev'], 249, 2.0, 2500),
      e('P300e PHEV', ['petrol', 'phev'], 309, 1.5, 8000, 15.0),
    ],
    {
      ...RANGE_ROVER,
      paints: [
        'Santorini Black',
        'Fuji White',
        'Ostuni Pearl White',
        'Carpathian Grey',
        'Tasman Blue',
        'Firenze Red',
        'Silicon Silver',
        'Lantau Bronze',
      ],
      interiors: ['Ebony Windsor Leather', 'Light Cloud / Ebony', 'Cloud / Lunar Kvadrat'],
      standardFeatures: RR_STANDARD.slice(0, 7),
      optionalFeatures: RR_OPTIONS.slice(2, 6),
    },
  ),
];
