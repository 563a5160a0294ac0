/**
 * `GET /trade_in/form_options` (docs/listing-api.md, "Widget configuration"): the trade-in form's choices, each a list of
 * `{ value, name }` with names in the asked language (ku, en or ar; default en). Models come from
 * the catalogue and keep their Latin names in every language (the site shows them in <bdi>); with
 * `brand`, only that brand's models, bodies and fuels are offered.
 */
import { CATALOGUE } from '../../../domain/model-catalogue/index.js';
import type { BrandKey } from '../../../domain/vehicle.js';
import { LANGUAGES, type Language } from '../../../domain/languages.js';

export const TRADE_IN_LANGUAGES = LANGUAGES;
export type TradeInLanguage = Language;

export interface FormOption {
  value: string;
  name: string;
}

export interface TradeInFormOptions {
  bodyTypes: FormOption[];
  brands: FormOption[];
  models: FormOption[];
  fuelTypes: FormOption[];
}

type Names = Record<string, Record<TradeInLanguage, string>>;

const BRAND_NAMES: Names = {
  land_rover: { ku: 'لاند ڕۆڤەر', en: 'Land Rover', ar: 'لاند روفر' },
  jaguar: { ku: 'جاگوار', en: 'Jaguar', ar: 'جاكوار' },
};

const BODY_NAMES: Names = {
  suv: { ku: 'ئێس یو ڤی', en: 'SUV', ar: 'سيارة رياضية متعددة الاستخدامات' },
  saloon: { ku: 'سالۆن', en: 'Saloon', ar: 'سيدان' },
  coupe: { ku: 'کوپێ', en: 'Coupé', ar: 'كوبيه' },
};

const FUEL_NAMES: Names = {
  petrol: { ku: 'بەنزین', en: 'Petrol', ar: 'بنزين' },
  diesel: { ku: 'دیزڵ', en: 'Diesel', ar: 'ديزل' },
  mhev: { ku: 'هایبریدی سووک', en: 'Mild hybrid', ar: 'هجين خفيف' },
  phev: { ku: 'هایبریدی پلاگ-ئین', en: 'Plug-in hybrid', ar: 'هجين قابل للشحن' },
  electric: { ku: 'کارەبایی', en: 'Electric', ar: 'كهربائية' },
};

function named(values: Iterable<string>, names: Names, lang: TradeInLanguage): FormOption[] {
  return [...new Set(values)].map((value) => ({ value, name: names[value]?.[lang] ?? value }));
}

export function tradeInFormOptions(lang: TradeInLanguage, brand: BrandKey | null): TradeInFormOptions {
  const models = CATALOGUE.filter((m) => brand === null || m.brandKey === brand);
  return {
    bodyTypes: named(
      models.map((m) => m.body),
      BODY_NAMES,
      lang,
    ),
    brands: named(brand ? [brand] : Object.keys(BRAND_NAMES), BRAND_NAMES, lang),
    models: models.map((m) => ({ value: m.key, name: m.name })),
    fuelTypes: named(
      models.flatMap((m) => m.engines.flatMap((e) => e.types)),
      FUEL_NAMES,
      lang,
    ),
  };
}
