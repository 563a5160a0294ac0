import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralText } from './plural-rules.js';

describe('plural forms', () => {
  it('gives Arabic all six categories', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 1260].map((n) => pluralCategory(n, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'many',
    ]);
  });

  it('gives Kurdish and English one for 1 and other for the rest', () => {
    expect([0, 1, 2, 5].map((n) => pluralCategory(n, 'ku'))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2, 5].map((n) => pluralCategory(n, 'en'))).toEqual(['other', 'one', 'other', 'other']);
  });

  it('picks the text of the form, or other when the language has no such form', () => {
    const years = { one: 'سنة واحدة', two: 'سنتان', few: '{{n}} سنوات', other: '{{n}} سنة' };
    expect(pluralText(years, 4, 'ar')).toBe('{{n}} سنوات');
    expect(pluralText(years, 12, 'ar')).toBe('{{n}} سنة');
    expect(pluralText({ one: '{{n}} year', other: '{{n}} years' }, 1, 'en')).toBe('{{n}} year');
  });
});
