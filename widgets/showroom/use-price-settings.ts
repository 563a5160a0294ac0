/** The deployment's price settings (fetched once per API base); the defaults until they arrive or if they fail. */
import { useEffect, useState } from 'react';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../../domain/price-settings.js';
import { fetchPriceSettings } from '../runtime/api-client.js';

export function usePriceSettings(apiBase: string): { settings: PriceSettings; settled: boolean } {
  const [state, setState] = useState({ settings: DEFAULT_PRICE_SETTINGS, settled: false });
  useEffect(() => {
    let current = true;
    fetchPriceSettings(apiBase).then(
      (settings) => current && setState({ settings, settled: true }),
      () => current && setState({ settings: DEFAULT_PRICE_SETTINGS, settled: true }),
    );
    return () => {
      current = false;
    };
  }, [apiBase]);
  return state;
}
