/** Shell strings by deployment language segment. */
import { ar } from './ar.js';
import { en } from './en.js';
import { ku } from './ku.js';
import type { ShellStrings } from './types.js';

export type { ShellStrings } from './types.js';

const STRINGS: Record<'ku' | 'en' | 'ar', ShellStrings> = { ku, en, ar };

export function shellStrings(segment: 'ku' | 'en' | 'ar'): ShellStrings {
  return STRINGS[segment];
}
