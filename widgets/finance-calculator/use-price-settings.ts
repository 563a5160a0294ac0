/**
 * The shop's price settings for the calculator's amounts. No amount is drawn before its currency is
 * known: the server writes the settings into the element (`price-settings`, site/blocks/finance_calculator),
 * so the first screen already has them; without that attribute the calculator waits for `/settings`
 * (a placeholder holds its place) and says so when they cannot be loaded (docs/finance.md).
 */
import { useEffect, useState } from 'react';
import { mergePriceSettings, type PriceSettings } from '../../domain/price-settings.js';
import { fetchPriceSettings } from '../runtime/api-client.js';

export type PriceSettingsState = { status: 'known'; settings: PriceSettings } | { status: 'loading' } | { status: 'failed' };

/** The `price-settings` attribute as settings, or null when it is absent or not an object. */
export function readPriceSettingsAttribute(json: string | undefined): PriceSettings | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? mergePriceSettings(parsed) : null;
  } catch {
    return null;
  }
}

export function usePriceSettings(apiBase: string, rendered: string | undefined, attempt: number): PriceSettingsState {
  const [state, setState] = useState<PriceSettingsState>(() => {
    const settings = readPriceSettingsAttribute(rendered);
    return settings ? { status: 'known', settings } : { status: 'loading' };
  });
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    // Asked even when the server wrote them: the double price takes today's exchange rate.
    fetchPriceSettings(apiBase).then(
      (settings) => current && setState({ status: 'known', settings }),
      () => current && setState((previous) => (previous.status === 'known' ? previous : { status: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, [apiBase, attempt]);
  return state;
}
