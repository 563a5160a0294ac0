/** Site settings of the Iraq deployment. JSON values are stored as JSON text, plain strings as is. */
import type { Insertable } from 'kysely';
import { PRICE_SETTINGS_KEY, type PriceSettings } from '../../../domain/price-settings.js';
import type { SettingsTable } from '../schema.js';

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
    [PRICE_SETTINGS_KEY, JSON.stringify(IRAQ_PRICE_SETTINGS)],
    ['stock_locator.market', 'overseas'],
    ['stock_locator.language', 'ku'],
    ['additional_features', JSON.stringify(['postcode_search', 'owner_visible', 'display_selected_vehicles', 'postcode_filter'])],
    ['general.app_name', 'Land Rover Iraq'],
    ['global.sl_back_button', JSON.stringify({ enabled: true })],
    ['navigation.disabled_on_pages', JSON.stringify(['/'])],
  ];
  return entries.map(([key, value]) => ({ key, value }));
}
