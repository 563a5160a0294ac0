/** Site settings of the Iraq deployment. JSON values are stored as JSON text, plain strings as is. */
import type { Insertable } from 'kysely';
import type { CarModelOffer } from '../../domain/offers.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import type { SettingsTable } from '../db/schema.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';

export const IRAQ_PRICE_SETTINGS: PriceSettings = {
  delimiter: ',',
  symbol: '$',
  format: '^%',
  full_string: 'From ^ %',
  lease_string: 'or @ / Month',
  offer_string: '',
  currency_iso: 'USD',
  // Prices are in dollars; many buyers think in Iraqi dinars, so both are shown.
  double_price: { enabled: true, symbol: 'IQD', rate: 1310, decimals: 0 },
};

/** Offers per car model (GET /offer_car_models); keys as the catalogue's nameplate_model_group. */
export const SEED_OFFERS: CarModelOffer[] = [
  {
    car_model_key: 'defender_110',
    title: 'Defender 110: 3 years of free servicing',
    description: 'Free scheduled servicing for three years on every new Defender 110 ordered this season.',
    url: '/ku/stock?filter[nameplate_model_group_in][]=defender_110',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    image_id: null,
  },
  {
    car_model_key: 'range_rover_sport',
    title: 'Range Rover Sport: 0% finance',
    description: '0% finance over 36 months with a 30% deposit.',
    url: '/ku/stock?filter[nameplate_model_group_in][]=range_rover_sport',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    image_id: null,
  },
  {
    car_model_key: 'discovery_sport',
    title: 'Discovery Sport: winter tyres included',
    description: 'A set of winter tyres with every new Discovery Sport.',
    url: '/ku/stock?filter[nameplate_model_group_in][]=discovery_sport',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    image_id: null,
  },
];

export function settingRows(): Insertable<SettingsTable>[] {
  const entries: [string, string][] = [
    [SETTING_KEYS.priceSettings, JSON.stringify(IRAQ_PRICE_SETTINGS)],
    [SETTING_KEYS.stockMarket, 'overseas'],
    [SETTING_KEYS.stockLanguage, 'ku'],
    [SETTING_KEYS.additionalFeatures, JSON.stringify(['postcode_search', 'owner_visible', 'display_selected_vehicles', 'postcode_filter'])],
    [SETTING_KEYS.appName, 'Land Rover Iraq'],
    [SETTING_KEYS.backButton, JSON.stringify({ enabled: true })],
    // No page without its menu: visitors look for it on the home page first (docs/site-shell.md).
    [SETTING_KEYS.navigationDisabledOnPages, JSON.stringify([])],
    [SETTING_KEYS.offerCarModels, JSON.stringify(SEED_OFFERS)],
  ];
  return entries.map(([key, value]) => ({ key, value }));
}
