import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './text-fold.js';

describe('foldText', () => {
  it('folds case, Kurdish/Arabic digits, Arabic letter forms and diacritics to one text', () => {
    expect(foldText('AHMED')).toBe('ahmed');
    expect(foldText('٠٧٥٠ ۱۲۳')).toBe('0750 123');
    expect(foldText('علي')).toBe(foldText('علی'));
    expect(foldText('كەریم')).toBe('کەریم');
    expect(foldText('مُحَمَّد')).toBe('محمد');
    expect(foldText('أحمد')).toBe('احمد');
    expect(foldText('إسراء')).toBe(foldText('اسراء'));
  });

  it('takes ه, ھ and ة for the Kurdish ە, as an Arabic keyboard writes them', () => {
    expect(foldText('السليمانية')).toBe(foldText('السلیمانیە'));
    expect(foldText('البصرة')).toContain('بصرە');
    expect(foldText('هەولێر')).toBe(foldText('ھەولێر'));
  });

  it('drops tatweel, zero-width and direction marks, and collapses white space', () => {
    expect(foldText('\u200Fبـــغداد\u200C')).toBe('بغداد');
    expect(foldText('  Ahmed \t\n Karim  ')).toBe('ahmed karim');
    expect(foldText('\uFEFFERBIL')).toBe('erbil');
  });

  it('reads Arabic presentation forms and full-width letters as the plain ones', () => {
    // ﻙ (U+FED9, isolated kaf) is ك, which folds to the Kurdish ک.
    expect(foldText('\uFED9')).toBe('ک');
    expect(foldText('ＥＲＢＩＬ ２')).toBe('erbil 2');
  });

  // Texts mixing the characters the rules are about with any other Unicode.
  const interesting = fc.constantFrom(
    ...'يىكأإآٱهھةیکەا٠١٩۰۹AZaz09 \t\n\u200B\u200F\u202B\u2067\uFEFF\u064B\u0651\u0670\u0640\uFED9\uFE70ＡİǅẞΣς\u0301\u0654',
  );
  // A few characters that interact (a mark cut off its letter by a removed one, …), often found together.
  const few = fc.constantFrom(...'aEا \u200B\u200F\u0301\u0308\u0654\u0640İ');
  const text = fc.oneof(
    fc.string({ unit: fc.oneof(interesting, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 30 }),
    fc.string({ unit: few, maxLength: 8 }),
    fc.string({ unit: 'binary' }),
  );

  it('is idempotent: folding a folded text changes nothing', () => {
    // A combining mark cut off its letter by a zero-width space joins it once the space is gone.
    expect(foldText('a\u200B\u0301')).toBe('\u00E1');
    fc.assert(
      fc.property(text, (value) => {
        const once = foldText(value);
        expect(foldText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no character a rule removes or replaces', () => {
    fc.assert(
      fc.property(text, (value) => {
        const folded = foldText(value);
        expect(folded).not.toMatch(/[يىكأإآٱهھة٠-٩۰-۹\u064B-\u065F\u0670\u0640\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
        expect(folded).toBe(folded.trim());
        expect(folded).not.toMatch(/\s{2}|[\t\n]/);
        expect(folded).toBe(folded.toLocaleLowerCase('en'));
      }),
      { numRuns: 2000 },
    );
  });
});
