/** A brand query parameter: a key or a name ("land_rover", "Land Rover"), as a known brand key. */
import { apiError } from '../../domain/api-error.js';
import { brandKeyOf } from '../../domain/dealer.js';
import type { ParseResult, RawQuery } from '../../domain/listing-query.js';
import { BRAND_KEYS, type BrandKey } from '../../domain/vehicle.js';
import { textParam } from './query-params.js';

export function brandParam(raw: RawQuery, name: string): ParseResult<BrandKey | null> {
  const text = textParam(raw, name);
  if (!text.ok || text.value === null) return text as ParseResult<null>;
  const key = brandKeyOf(text.value);
  if (!(BRAND_KEYS as readonly string[]).includes(key)) {
    return { ok: false, error: apiError('invalid_brand', `${name} must be one of ${BRAND_KEYS.join(', ')}`, name) };
  }
  return { ok: true, value: key as BrandKey };
}
