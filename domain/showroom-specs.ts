/**
 * The showroom spec attributes (docs/embedding.md, "What the widgets do"): state, status, deliveryDate, productionYear,
 * mileage, transmission, engines, capacity, power, color, colorInterior, vin, orderNumber, avl.
 * Pure: the caller passes its translate function and language, so the server page and the widget
 * print the same facts. Capacity is in litres with 1 decimal; a battery in kWh with 0 decimals.
 */
import { localizeDigits } from './digits.js';
import { formatNumber } from './number-format.js';
import { listSeparator } from './retailer-address.js';
import { formatIsoDate } from './month-names.js';
import type { VehicleAttributes } from './vehicle.js';
import { colourText } from './colour-names.js';
import { interiorText } from './interior-colour-names.js';
import { toLanguage, type Language } from './languages.js';

export const SHOWROOM_SPEC_KEYS = [
  'state',
  'status',
  'deliveryDate',
  'productionYear',
  'mileage',
  'transmission',
  'engines',
  'capacity',
  'power',
  'color',
  'colorInterior',
  'vin',
  'orderNumber',
  'avl',
] as const;
export type ShowroomSpecKey = (typeof SHOWROOM_SPEC_KEYS)[number];

export interface ShowroomSpec {
  key: ShowroomSpecKey;
  /** Translation key of the label (`spec.<key>`). */
  labelKey: string;
  value: string;
  /** Latin codes and names (VIN, order number, paint names) are isolated so they never reorder in RTL. */
  isolate: boolean;
  /**
   * The brand's own name for the colour, shown isolated after the value in the page language: the exterior
   * paint after its colour family (domain/colour-names.ts), the interior trim after its tones
   * (domain/interior-colour-names.ts).
   */
  paint?: string;
}

export type Translate = (key: string) => string;

export interface SpecFormat {
  t: Translate;
  language: string;
}

/** Litres with 1 decimal, e.g. 2.997 → "3.0". */
export function formatLitres(value: number, language: string): string {
  return formatNumber(value, language, { decimals: 1 });
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function valueOf(key: ShowroomSpecKey, a: VehicleAttributes, { t, language }: SpecFormat): string | null {
  const digits = (v: string | number) => localizeDigits(v, language);
  switch (key) {
    case 'state':
      return t(`state.${a.state}`);
    case 'status':
      return t(`status.${a.status}`);
    case 'deliveryDate':
      return present(a.delivery_date) ? formatIsoDate(a.delivery_date, language) : null;
    case 'productionYear':
      return a.production_year > 0 ? digits(a.production_year) : null;
    case 'mileage':
      return `${formatNumber(a.mileage, language)} ${t(`unit.${a.mileage_unit}`)}`;
    case 'transmission':
      return present(a.transmission) ? t(`transmission.${a.transmission}`) : null;
    case 'engines': {
      const engines = a.engine_type
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      return engines.length > 0 ? engines.map((e) => t(`engine.${e}`)).join(listSeparator(language)) : null;
    }
    case 'capacity':
      if (a.capacity !== null && a.capacity > 0) return `${formatLitres(a.capacity, language)} ${t('unit.litre')}`;
      if (a.battery_capacity !== null && a.battery_capacity > 0) return `${digits(Math.round(a.battery_capacity))} ${t('unit.kwh')}`;
      return null;
    case 'power':
      return a.power > 0 ? `${digits(a.power)} ${t(`unit.${a.power_unit}`)}` : null;
    case 'color':
      return colourText(a, toLanguage(language))?.family ?? null;
    case 'colorInterior':
      return interiorText(a.color_interior, toLanguage(language))?.tones ?? null;
    case 'vin':
      return a.vin || null;
    case 'orderNumber':
      return a.order_number || null;
    case 'avl': {
      const registered = a.avl_field?.registration_date;
      return present(registered) ? formatIsoDate(registered, language) : null;
    }
  }
}

/** An electric car's "capacity" is its battery (kWh), so it is labelled as such, never "engine size". */
function labelKeyOf(key: ShowroomSpecKey, a: VehicleAttributes): string {
  const isBattery = key === 'capacity' && !(a.capacity !== null && a.capacity > 0);
  return isBattery ? 'spec.batteryCapacity' : `spec.${key}`;
}

const ISOLATED: ReadonlySet<ShowroomSpecKey> = new Set(['color', 'colorInterior', 'vin', 'orderNumber']);

function brandColourName(key: ShowroomSpecKey, a: VehicleAttributes, language: Language): string | null {
  if (key === 'color') return colourText(a, language)?.paint ?? null;
  if (key === 'colorInterior') return interiorText(a.color_interior, language)?.trim ?? null;
  return null;
}

/** The spec attributes that have a value, in the order above. */
export function showroomSpecs(
  attributes: VehicleAttributes,
  format: SpecFormat,
  keys: readonly ShowroomSpecKey[] = SHOWROOM_SPEC_KEYS,
): ShowroomSpec[] {
  return keys.flatMap((key) => {
    const value = valueOf(key, attributes, format);
    if (value === null || value === '') return [];
    const paint = brandColourName(key, attributes, toLanguage(format.language));
    return [{ key, labelKey: labelKeyOf(key, attributes), value, isolate: ISOLATED.has(key), ...(paint ? { paint } : {}) }];
  });
}
