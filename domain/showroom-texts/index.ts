/**
 * The vehicle page's texts in every language, shared by the server-rendered page and the widget
 * (which loads each language lazily through widgets/showroom/translations/), so the page reads the
 * same before and after the widget takes over.
 */
import { fillI18nextPlaceholders } from '../placeholders.js';
import type { Language } from '../languages.js';
import ar from './ar.js';
import en, { type ShowroomTexts } from './en.js';
import ku from './ku.js';

export type { ShowroomTexts };
export type ShowroomTextKey = keyof ShowroomTexts;

export const SHOWROOM_TEXTS: Record<Language, ShowroomTexts> = { ku, en, ar };

/** `{{name}}` placeholders filled from `values`; unknown keys give the key itself, as i18next does. */
export function showroomText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const template = (SHOWROOM_TEXTS[language] as Record<string, string>)[key] ?? key;
  return fillI18nextPlaceholders(template, values);
}
