/**
 * A vehicle's exterior colour in the page language: its colour family (`color`: black, grey…)
 * translated, and the manufacturer's paint name (`specific_color`, "Eiger Grey") kept as the
 * brand writes it, beside the family and never alone, so a Kurdish or Arabic page says the colour
 * in its own words. The one table the stock locator's colour filter, the cards, the vehicle page and
 * the showroom widget use (the widgets spread it into their texts under `color.<family>`).
 */
import type { Language } from './languages.js';

export const COLOUR_FAMILIES = ['beige', 'black', 'blue', 'bronze', 'green', 'grey', 'red', 'silver', 'white', 'yellow'] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export const COLOUR_FAMILY_NAMES: Readonly<Record<Language, Readonly<Record<ColourFamily, string>>>> = {
  ku: {
    beige: 'بێژ',
    black: 'ڕەش',
    blue: 'شین',
    bronze: 'برۆنزی',
    green: 'سەوز',
    grey: 'خۆڵەمێشی',
    red: 'سوور',
    silver: 'زیوی',
    white: 'سپی',
    yellow: 'زەرد',
  },
  ar: {
    beige: 'بيج',
    black: 'أسود',
    blue: 'أزرق',
    bronze: 'برونزي',
    green: 'أخضر',
    grey: 'رمادي',
    red: 'أحمر',
    silver: 'فضي',
    white: 'أبيض',
    yellow: 'أصفر',
  },
  en: {
    beige: 'Beige',
    black: 'Black',
    blue: 'Blue',
    bronze: 'Bronze',
    green: 'Green',
    grey: 'Grey',
    red: 'Red',
    silver: 'Silver',
    white: 'White',
    yellow: 'Yellow',
  },
};

/** The texts under `color.<family>` keys, for a widget's translation table. */
export function colourFamilyTexts(language: Language): Record<`color.${ColourFamily}`, string> {
  return Object.fromEntries(COLOUR_FAMILIES.map((family) => [`color.${family}`, COLOUR_FAMILY_NAMES[language][family]])) as Record<
    `color.${ColourFamily}`,
    string
  >;
}

const LATIN = /\p{Script=Latin}/u;

const isFamily = (value: string): value is ColourFamily => (COLOUR_FAMILIES as readonly string[]).includes(value);

export interface ColourText {
  /** The colour family in the page language, or the stored colour as written when it is no known family. */
  family: string;
  /** The manufacturer's paint name, when it says more than the family (show it isolated: `<bdi>`). */
  paint: string | null;
}

export function colourText(attributes: { color: string; specific_color: string }, language: Language): ColourText | null {
  const code = attributes.color.trim().toLowerCase();
  const paint = attributes.specific_color.trim();
  const family = isFamily(code) ? COLOUR_FAMILY_NAMES[language][code] : attributes.color.trim();
  if (!family) return paint ? { family: paint, paint: null } : null;
  return { family, paint: paint && paint.toLowerCase() !== family.toLowerCase() ? paint : null };
}

/**
 * One line of plain text (a picture's alt text): «Grey (Eiger Grey)» in English, «خۆڵەمێشی» in
 * Kurdish and Arabic. An attribute cannot isolate the Latin paint name in <bdi>, so a right-to-left
 * page says the colour in its own words only there; the paint name is shown beside it in the text.
 */
export function colourLine(attributes: { color: string; specific_color: string }, language: Language): string {
  const text = colourText(attributes, language);
  if (!text) return '';
  if (language !== 'en' && text.paint && LATIN.test(text.paint)) return text.family;
  // FSI … PDI: the Latin paint name keeps its place in a right-to-left sentence.
  return text.paint ? `${text.family} (\u2068${text.paint}\u2069)` : text.family;
}
