/**
 * The block's two mappers (catalogue: `range_car_engines_mapper`, `wheel_sizes_mapper`), JSON an
 * editor writes: for each car key the options the visitor may choose, in order.
 *
 * ```json
 * { "range_rover_sport": [{ "key": "p550e", "label": "P550e PHEV" }] }
 * ```
 *
 * A bare string is accepted as an option whose key and label are the same (`["21\"", "22\""]`).
 */
import { parseJsonText } from '../json-text.js';
export interface RangeOption {
  key: string;
  label: string;
}

export type RangeOptionsMap = Record<string, RangeOption[]>;

const MAX_OPTIONS = 30;

function optionOf(value: unknown): RangeOption | null {
  if (typeof value === 'string') return value.trim() ? { key: value.trim(), label: value.trim() } : null;
  if (typeof value !== 'object' || value === null) return null;
  const { key, label } = value as { key?: unknown; label?: unknown };
  const k = typeof key === 'string' || typeof key === 'number' ? String(key).trim() : '';
  if (!k) return null;
  return { key: k, label: typeof label === 'string' && label.trim() ? label.trim() : k };
}

/** A mapper from its JSON text or parsed value; anything malformed reads as no options. */
export function readOptionsMap(json: unknown): RangeOptionsMap {
  const value = typeof json === 'string' ? parseJsonText(json) : json;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const map: RangeOptionsMap = {};
  for (const [car, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const seen = new Set<string>();
    const options = list
      .map(optionOf)
      .filter((o): o is RangeOption => o !== null && !seen.has(o.key) && !!seen.add(o.key))
      .slice(0, MAX_OPTIONS);
    if (options.length) map[car] = options;
  }
  return map;
}
