/**
 * A retailer's name as a Kurdish or Arabic visitor reads it (docs/listing-api.md, "Retailers and
 * dealers"). Retailers are named "<brand> <place>" ("Land Rover Erbil", "Land Rover Baghdad
 * Al-Mansour"): the brand stays as the brand writes it (Latin, shown isolated in <bdi>), the city and
 * district are said in the page language (governorates.ts). A name that is not a brand followed by
 * known places (an owner's own name, "Erbil Premium Motors") is kept whole as written.
 */
import { GOVERNORATES, PLACES, governorateKey } from './governorates.js';
import type { Language } from './languages.js';

/** The brands a retailer's display name starts with (domain/dealer.ts: display_name_lr / display_name_jag). */
const BRANDS = ['Jaguar Land Rover', 'Land Rover', 'Jaguar'];

export interface RetailerNameParts {
  /** What stays as written (the brand, or the whole name when its places are not known): show it in <bdi>. */
  latin: string;
  /** The places of the name in the page language; empty when there are none to translate. */
  local: string;
}

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The page language's name of a place given in English, or null when it is no known place. */
function knownPlace(words: string, language: Language): string | null {
  const place = PLACES[normalize(words)];
  if (place) return place[language];
  const key = governorateKey(words);
  return key ? GOVERNORATES[key][language] : null;
}

/** The words after the brand as known places, longest first ("Erbil Centre" before "Erbil"); null when any word is unknown. */
function placesIn(words: string[], language: Language): string[] | null {
  if (words.length === 0) return [];
  for (let length = words.length; length > 0; length--) {
    const name = knownPlace(words.slice(0, length).join(' '), language);
    if (name === null) continue;
    const rest = placesIn(words.slice(length), language);
    if (rest) return [name, ...rest];
  }
  return null;
}

export function retailerNameParts(name: string, language: Language): RetailerNameParts {
  const whole = name.trim().replace(/\s+/g, ' ');
  if (language === 'en') return { latin: whole, local: '' };
  const brand = BRANDS.find((one) => whole.toLowerCase().startsWith(`${one.toLowerCase()} `));
  if (!brand) return { latin: whole, local: '' };
  const places = placesIn(whole.slice(brand.length).trim().split(' '), language);
  return places && places.length > 0 ? { latin: whole.slice(0, brand.length), local: places.join(' ') } : { latin: whole, local: '' };
}

/** The name as one plain text (an aria-label, a sentence's {{name}}): «Land Rover هەولێر». */
export function retailerNameText(name: string, language: Language): string {
  const { latin, local } = retailerNameParts(name, language);
  return [latin, local].filter(Boolean).join(' ');
}
