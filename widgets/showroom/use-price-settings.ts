/**
 * The deployment's price settings (fetched once per API base); the defaults until they arrive or if
 * they fail. Settings the server drew the first screen with (`drawn`) are used as they are.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '../../domain/price-settings.js';
import { fetchPriceSettings } from '../runtime/api-client.js';

export function usePriceSettings(apiBase: string, drawn?: PriceSettings): { settings: PriceSettings; settled: boolean } {
  const [state, setState] = useState(() =>
    drawn ? { settings: drawn, settled: true } : { settings: DEFAULT_PRICE_SETTINGS, settled: false },
  );
  const [given] = useState(drawn);
  useEffect(() => {
    if (given) return;
    let current = true;
    fetchPriceSettings(apiBase).then(
      (settings) => current && setState({ settings, settled: true }),
      () => current && setState({ settings: DEFAULT_PRICE_SETTINGS, settled: true }),
    );
    return () => {
      current = false;
    };
  }, [apiBase, given]);
  return state;
}
