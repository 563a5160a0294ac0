import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountEmailKey, emailProblem, MAX_EMAIL_LENGTH, tidyEmail } from './account-email.js';

describe('account e-mail addresses', () => {
  it('keeps the address as typed for showing, without the spaces around it', () => {
    expect(tidyEmail('  Rezan@Example.com ')).toBe('Rezan@Example.com');
  });

  it('gives one key to the same address in any case, in every script', () => {
    expect(accountEmailKey('ADMIN@LRDX.LOCAL')).toBe('admin@lrdx.local');
    expect(accountEmailKey(' Admin@Lrdx.Local ')).toBe('admin@lrdx.local');
    expect(accountEmailKey('DÎLAN@HEWLÊR.EXAMPLE')).toBe(accountEmailKey('dîlan@hewlêr.example'));
    expect(accountEmailKey('ΣΟΦΊΑ@example.com')).toBe(accountEmailKey('σοφία@example.com'));
    // Composed and decomposed forms of one letter are one address.
    expect(accountEmailKey('re\u0301zan@example.com')).toBe(accountEmailKey('r\u00e9zan@example.com'));
  });

  it('folds compatibility forms into the key, so a look-alike can never be a second account', () => {
    expect(accountEmailKey('ＡＤＭＩＮ＠ＬＲＤＸ．ＬＯＣＡＬ')).toBe('admin@lrdx.local');
    expect(accountEmailKey('ad\u212Amin@lrdx.local')).toBe('adkmin@lrdx.local');
  });

  it('keeps distinct letters distinct: a dotted capital I is not an i', () => {
    expect(accountEmailKey('ADMİN@LRDX.LOCAL')).not.toBe('admin@lrdx.local');
  });

  it('refuses what is not a plain address: no @, spaces, invisible characters, compatibility forms, too long', () => {
    expect(emailProblem('rezan@example.com')).toBeUndefined();
    expect(emailProblem('dîlan@hewlêr.example')).toBeUndefined();
    for (const bad of [
      'no-at-sign',
      'a@b@c',
      '@example.com',
      'a b@example.com',
      'a@example.com\u00a0x',
      'ad\u200bmin@lrdx.local',
      'admin@lrdx.local\u202e',
      'ａdmin@lrdx.local',
      'ADMIN＠LRDX.LOCAL',
      'ad\u212Amin@lrdx.local',
      `${'a'.repeat(MAX_EMAIL_LENGTH)}@x`,
    ])
      expect(emailProblem(bad), JSON.stringify(bad)).toBeDefined();
  });

  it('is a stable key: the key of a key is itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const key = accountEmailKey(text);
        expect(accountEmailKey(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });
});
