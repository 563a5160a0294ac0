/**
 * The rows of the compare table (docs/compare.md): every spec attribute of the vehicle page
 * (domain/showroom-specs.ts) plus drivetrain, seats and model year, then every feature any of the
 * vehicles has (standard or optional). A row `differs` when its cells do not all say the same; the
 * identity rows (VIN, order number) always differ and are not marked, which would only be noise.
 * Pure: the server page and its tests share it.
 */
import { localizeDigits } from '../digits.js';
import { SHOWROOM_SPEC_KEYS, showroomSpecs, type SpecFormat } from '../showroom-specs.js';
import type { VehicleAttributes } from '../vehicle.js';

export interface CompareCell {
  /** The value in the page language; '' when the vehicle has none (the page writes a dash and "not stated"). */
  text: string;
  /** Latin codes and paint names: isolated so they never reorder in right-to-left text. */
  isolate: boolean;
  /** The exterior paint name beside the colour family. */
  paint?: string;
}

export interface CompareRow {
  key: string;
  /** Translation key of the row header. */
  labelKey: string;
  cells: CompareCell[];
  differs: boolean;
}

export type FeaturePresence = 'standard' | 'optional' | 'absent';

export interface FeatureRow {
  /** As the brand writes it (English, Latin): shown isolated. */
  name: string;
  cells: FeaturePresence[];
  differs: boolean;
}

/** Rows whose values are one per vehicle by nature. */
const IDENTITY_ROWS: ReadonlySet<string> = new Set(['vin', 'orderNumber']);

const EXTRA_KEYS = ['drivetrain', 'seats', 'modelYear'] as const;

const EMPTY: CompareCell = { text: '', isolate: false };

function differs(values: readonly string[]): boolean {
  return values.length > 1 && new Set(values).size > 1;
}

function extraCell(key: (typeof EXTRA_KEYS)[number], a: VehicleAttributes, language: string): CompareCell {
  switch (key) {
    case 'drivetrain':
      return a.drivetrain ? { text: a.drivetrain, isolate: true } : EMPTY;
    case 'seats':
      return a.number_of_seats > 0 ? { text: localizeDigits(a.number_of_seats, language), isolate: false } : EMPTY;
    case 'modelYear':
      return a.model_year > 0 ? { text: localizeDigits(a.model_year, language), isolate: false } : EMPTY;
  }
}

/** One row per spec attribute, in the vehicle page's order; a row no vehicle has a value for is left out. */
export function compareSpecRows(vehicles: readonly VehicleAttributes[], format: SpecFormat): CompareRow[] {
  const specs = vehicles.map((a) => new Map(showroomSpecs(a, format).map((spec) => [spec.key as string, spec])));
  const rows: CompareRow[] = SHOWROOM_SPEC_KEYS.map((key) => {
    const cells = specs.map((byKey): CompareCell => {
      const spec = byKey.get(key);
      return spec ? { text: spec.value, isolate: spec.isolate, ...(spec.paint ? { paint: spec.paint } : {}) } : EMPTY;
    });
    // An electric car's capacity is a battery: the header says which when all agree.
    const labels = new Set(specs.flatMap((byKey) => (byKey.get(key) ? [byKey.get(key)?.labelKey] : [])));
    const labelKey = labels.size === 1 ? ([...labels][0] ?? `spec.${key}`) : `spec.${key}`;
    return { key, labelKey, cells, differs: false };
  });
  const extras = EXTRA_KEYS.map((key) => ({
    key,
    labelKey: `compare.${key}`,
    cells: vehicles.map((a) => extraCell(key, a, format.language)),
    differs: false,
  }));
  return [...rows, ...extras]
    .filter((row) => row.cells.some((cell) => cell.text !== ''))
    .map((row) => ({
      ...row,
      differs: !IDENTITY_ROWS.has(row.key) && differs(row.cells.map((cell) => `${cell.text}|${cell.paint ?? ''}`)),
    }));
}

/** Every feature any vehicle lists, standard ones first in the order met, then optional ones. */
export function compareFeatureRows(vehicles: readonly VehicleAttributes[]): FeatureRow[] {
  const names: string[] = [];
  const add = (name: string) => {
    const clean = name.trim();
    if (clean !== '' && !names.includes(clean)) names.push(clean);
  };
  vehicles.forEach((a) => a.features_standard.forEach(add));
  vehicles.forEach((a) => a.features_optional.forEach((f) => add(f.name)));
  return names.map((name) => {
    const cells = vehicles.map((a): FeaturePresence => {
      if (a.features_standard.some((f) => f.trim() === name)) return 'standard';
      if (a.features_optional.some((f) => f.name.trim() === name)) return 'optional';
      return 'absent';
    });
    return { name, cells, differs: differs(cells) };
  });
}
