/** Shell strings by deployment language segment. */
import type { Language } from '../../domain/languages.js';
import { ar } from './ar.js';
import { en } from './en.js';
import { ku } from './ku.js';
import type { ShellStrings } from './types.js';

export type { ShellStrings } from './types.js';

const STRINGS: Record<Language, ShellStrings> = { ku, en, ar };

export function shellStrings(segment: Language): ShellStrings {
  return STRINGS[segment];
}
