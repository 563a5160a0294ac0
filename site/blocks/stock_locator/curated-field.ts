/**
 * The stock locator's curated list (block catalogue, "Stock locator": `vehicles`): the editor writes
 * ids or VINs, one a line (or comma-separated), and the locator shows exactly those vehicles instead
 * of a search, under the block's heading (the catalogue's "headline"). Empty: a search as before.
 * The shape is checked here when the block is saved (every entry an id or a VIN, at most
 * CURATED_VEHICLES_MAX); whether each names a vehicle in stock is checked by the server on save
 * (server/cms/curated-vehicles-check.ts). docs/cms-editor.md, "The stock locator's curated list".
 */
import { CURATED_VEHICLES_MAX, curatedAttribute, parseCuratedVehicles } from '../../../domain/curated-vehicles.js';
import type { Field } from '../types.js';

export const curatedVehiclesField = {
  label: `Vehicles to show instead of a search (ids or VINs, one a line, at most ${CURATED_VEHICLES_MAX}; empty: a search)`,
  type: 'text',
} as const satisfies Field;

/** [Kurdish Sorani, Arabic] of the field's label (labels.ts of the block and of its overseas variant). */
export const CURATED_VEHICLES_LABEL = [
  `ئەو ئۆتۆمبێلانەی لە جیاتی گەڕان پیشان دەدرێن (ژمارەی ناسنامە یان VIN، هەر یەکە لە دێڕێک، تا ${CURATED_VEHICLES_MAX}؛ بەتاڵ: گەڕان)`,
  `السيارات المعروضة بدل البحث (رقم المعرّف أو VIN، واحد في كل سطر، حتى ${CURATED_VEHICLES_MAX}؛ فارغ: بحث)`,
] as const;

/** The block's save check of the list's shape: the entries that are neither an id nor a VIN are named. */
export function checkCuratedVehicles(value: unknown): { field: string; message: string } | null {
  if (typeof value !== 'string') return null;
  const read = parseCuratedVehicles(value);
  if (read.ok) return null;
  if (read.tooMany) return { field: 'vehicles', message: `Vehicles takes at most ${CURATED_VEHICLES_MAX} ids or VINs` };
  return { field: 'vehicles', message: `Neither a vehicle id nor a VIN: ${read.bad.join(', ')}` };
}

/** The element's `vehicles` attribute ('' for a search): the valid entries, normalised. */
export function curatedVehiclesAttribute(value: string | undefined): string {
  const read = parseCuratedVehicles(value ?? '');
  return read.ok ? curatedAttribute(read.refs) : '';
}
