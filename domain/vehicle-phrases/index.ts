/**
 * The vehicle data's own texts (features, option packs, price notes and breakdown lines,
 * disclaimers, footnotes) in the page language. The stock feed and the seed write them in English;
 * these tables hold their Kurdish and Arabic texts, keyed by the English one, and a text without an
 * entry is shown as written. The server imports a table directly; the widget loads only its
 * language's table (`loadVehiclePhrases`), as a chunk of its own.
 */
import type { Language } from '../languages.js';
import type { VehiclePhrases } from './types.js';

export type { VehiclePhrases };

const NONE: VehiclePhrases = {};

export function loadVehiclePhrases(language: Language): Promise<VehiclePhrases> {
  if (language === 'ku') return import('./ku.js').then((m) => m.default);
  if (language === 'ar') return import('./ar.js').then((m) => m.default);
  return Promise.resolve(NONE);
}

/** The text in the table's language, or as written when it has none (trimmed for the lookup only). */
export function vehiclePhrase(text: string, phrases: VehiclePhrases): string {
  return phrases[text] ?? phrases[text.trim()] ?? text;
}
