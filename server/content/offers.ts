/** Offers per car model (docs/content-api.md: GET /offer_car_models), kept in the `offers.car_models` setting. */
import type { Kysely } from 'kysely';
import { offerMatchesKey, readOffers, type CarModelOffer } from '../../domain/offers.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import type { Database } from '../db/schema.js';
import type { WarnLogger } from './json-column.js';
import { readJsonSetting } from './settings-repository.js';

/** Every offer, or only those of one car model key (case-insensitive, spaces as underscores). */
export async function listOffers(db: Kysely<Database>, carModelKey: string | undefined, log: WarnLogger): Promise<CarModelOffer[]> {
  const offers = readOffers(await readJsonSetting<unknown>(db, SETTING_KEYS.offerCarModels, [], log));
  return carModelKey === undefined ? offers : offers.filter((offer) => offerMatchesKey(offer, carModelKey));
}
