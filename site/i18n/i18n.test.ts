import { describe, expect, it } from 'vitest';
import { shellStrings } from './index.js';

describe('shell strings', () => {
  it('has the same keys, columns and causes in every language', () => {
    const ku = shellStrings('ku');
    for (const lang of ['en', 'ar'] as const) {
      const other = shellStrings(lang);
      expect(Object.keys(other).sort()).toEqual(Object.keys(ku).sort());
      expect(Object.keys(other.notFound).sort()).toEqual(Object.keys(ku.notFound).sort());
      expect(other.notFound.causes).toHaveLength(ku.notFound.causes.length);
      expect(other.footerColumns.map((c) => c.links.map((l) => l.url))).toEqual(ku.footerColumns.map((c) => c.links.map((l) => l.url)));
    }
  });

  it('writes Kurdish with the Sorani letters', () => {
    expect(shellStrings('ku').notFound.title).toBe('پەڕەکە نەدۆزرایەوە');
    expect(JSON.stringify(shellStrings('ku'))).toMatch(/[ڕێۆڵە]/);
  });
});
