/** Site settings of the Iraq deployment. JSON values are stored as JSON text, plain strings as is. */
import type { Insertable } from 'kysely';
import type { PriceSettings } from '../../../domain/price-settings.js';
import type { SettingsTable } from '../schema.js';
import { SETTING_KEYS } from '../../../domain/setting-keys.js';

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

export function settingRows(): Insertable<SettingsTable>[] {
  const entries: [string, string][] = [
    [SETTING_KEYS.priceSettings, JSON.stringify(IRAQ_PRICE_SETTINGS)],
    [SETTING_KEYS.stockMarket, 'overseas'],
    [SETTING_KEYS.stockLanguage, 'ku'],
    [SETTING_KEYS.additionalFeatures, JSON.stringify(['postcode_search', 'owner_visible', 'display_selected_vehicles', 'postcode_filter'])],
    [SETTING_KEYS.appName, 'Land Rover Iraq'],
    [SETTING_KEYS.backButton, JSON.stringify({ enabled: true })],
    [SETTING_KEYS.navigationDisabledOnPages, JSON.stringify(['/'])],
  ];
  return entries.map(([key, value]) => ({ key, value }));
}
