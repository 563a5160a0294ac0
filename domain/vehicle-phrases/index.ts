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
const loaded = new Map<Language, VehiclePhrases>([['en', NONE]]);

export function loadVehiclePhrases(language: Language): Promise<VehiclePhrases> {
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  const table = language === 'ku' ? import('./ku.js') : language === 'ar' ? import('./ar.js') : Promise.resolve({ default: NONE });
  return table.then((m) => {
    loaded.set(language, m.default);
    return m.default;
  });
}

/**
 * The language's table when it has already arrived: a widget taking over a server-drawn screen
 * renders it with its texts at once, instead of a first render without them and a second with.
 */
export function peekVehiclePhrases(language: Language): VehiclePhrases | undefined {
  return loaded.get(language);
}

/** The text in the table's language, or as written when it has none (trimmed for the lookup only). */
export function vehiclePhrase(text: string, phrases: VehiclePhrases): string {
  return phrases[text] ?? phrases[text.trim()] ?? text;
}
