import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('LRDX_LANGUAGE', () => {
  it('names the default language, Kurdish when unset', () => {
    expect(loadConfig({}).defaultLanguage).toEqual({ segment: 'ku', htmlLang: 'ckb', dir: 'rtl' });
    expect(loadConfig({ LRDX_LANGUAGE: 'en' }).defaultLanguage).toEqual({ segment: 'en', htmlLang: 'en', dir: 'ltr' });
    expect(loadConfig({ LRDX_LANGUAGE: 'ar' }).defaultLanguage.segment).toBe('ar');
  });

  it('refuses a language the site does not have', () => {
    expect(() => loadConfig({ LRDX_LANGUAGE: 'ckb' })).toThrow('LRDX_LANGUAGE must be ku, en or ar, got ckb');
  });
});
