/**
 * Offers per car model (docs/content-api.md): an offer carries a `car_model_key`, and keys
 * are compared case-insensitively with spaces written as underscores ("Range Rover Sport" matches
 * "range_rover_sport"). Pure.
 */
export interface CarModelOffer {
  car_model_key: string;
  title: string;
  description: string;
  url: string;
  /** ISO dates; the offer runs 00:00:01 to 23:59:59 website local time (docs/content-api.md). */
  valid_from: string | null;
  valid_to: string | null;
  image_id: string | null;
}

/** "Range Rover Sport" and "range_rover_sport" both give "range_rover_sport". */
export function normaliseCarModelKey(key: string): string {
  return key.trim().toLowerCase().replace(/\s+/g, '_');
}

export function offerMatchesKey(offer: Pick<CarModelOffer, 'car_model_key'>, key: string): boolean {
  return normaliseCarModelKey(offer.car_model_key) === normaliseCarModelKey(key);
}

/** The offers as stored (a JSON array); entries without a string car_model_key are dropped. */
export function readOffers(value: unknown): CarModelOffer[] {
  if (!Array.isArray(value)) return [];
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
  return value
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .filter((entry) => typeof entry.car_model_key === 'string' && entry.car_model_key.trim() !== '')
    .map((entry) => ({
      car_model_key: text(entry.car_model_key),
      title: text(entry.title),
      description: text(entry.description),
      url: text(entry.url),
      valid_from: textOrNull(entry.valid_from),
      valid_to: textOrNull(entry.valid_to),
      image_id: textOrNull(entry.image_id),
    }));
}
