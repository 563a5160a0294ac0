import { describe, expect, it } from 'vitest';
import { createWidgetI18n, type Translations } from './i18n.js';

const texts: Record<'ku' | 'en' | 'ar', Translations> = {
  en: { cars_one: 'Show {{count}} car', cars_other: 'Show {{count}} cars', year: 'Model {{year}}' },
  ku: { cars_one: 'پیشاندانی {{count}} ئۆتۆمبێل', cars_other: 'پیشاندانی {{count}} ئۆتۆمبێلەکان', year: 'مۆدێلی {{year}}' },
  ar: {
    cars_zero: 'لا سيارات',
    cars_one: 'سيارة واحدة',
    cars_two: 'سيارتان',
    cars_few: '{{count}} سيارات',
    cars_many: '{{count}} سيارة',
    cars_other: '{{count}} سيارة*',
    year: 'موديل {{year}}',
  },
};

const i18n = createWidgetI18n('test', {
  ku: () => Promise.resolve({ default: texts.ku }),
  en: () => Promise.resolve({ default: texts.en }),
  ar: () => Promise.resolve({ default: texts.ar }),
});

describe('widget texts with counts', () => {
  it('English chooses one or other and writes the count with a thousands separator', async () => {
    const t = await i18n.load('en');
    expect(t('cars', { count: 1 })).toBe('Show 1 car');
    expect(t('cars', { count: 1260 })).toBe('Show 1,260 cars');
  });

  it('Arabic has all six forms: few for 3–10, many for 11–99', async () => {
    const t = await i18n.load('ar');
    expect(t('cars', { count: 0 })).toBe('لا سيارات');
    expect(t('cars', { count: 1 })).toBe('سيارة واحدة');
    expect(t('cars', { count: 2 })).toBe('سيارتان');
    expect(t('cars', { count: 3 })).toBe('٣ سيارات');
    expect(t('cars', { count: 10 })).toBe('١٠ سيارات');
    expect(t('cars', { count: 11 })).toBe('١١ سيارة');
    expect(t('cars', { count: 100 })).toBe('١٠٠ سيارة*');
    expect(t('cars', { count: 1033 })).toBe('١٬٠٣٣ سيارة');
  });

  it('Kurdish uses its own one/other rule even where the browser has no Kurdish plural data', async () => {
    // A browser without `ku` data answers with its default locale's rule (here Arabic's).
    const Real = Intl.PluralRules;
    class ArabicForKurdish extends Real {
      constructor(locale?: string | string[], options?: Intl.PluralRulesOptions) {
        super(locale === 'ku' || locale === 'ckb' ? 'ar' : locale, options);
      }
    }
    Reflect.set(Intl, 'PluralRules', ArabicForKurdish);
    try {
      const t = await i18n.load('ku');
      expect(t('cars', { count: 1 })).toBe('پیشاندانی ١ ئۆتۆمبێل');
      expect(t('cars', { count: 2 })).toBe('پیشاندانی ٢ ئۆتۆمبێلەکان');
      expect(t('cars', { count: 1260 })).toBe('پیشاندانی ١٬٢٦٠ ئۆتۆمبێلەکان');
    } finally {
      Reflect.set(Intl, 'PluralRules', Real);
    }
  });

  it('leaves a value given as a string as it is (a year is not grouped)', async () => {
    const t = await i18n.load('ku');
    expect(t('year', { year: '٢٠٢٤' })).toBe('مۆدێلی ٢٠٢٤');
  });
});

describe('texts worked out once per key and values', () => {
  const counting = () => {
    const asked: string[] = [];
    const table: Translations = { hello: 'Hello {{name}}', cars_one: '{{count}} car', cars_other: '{{count}} cars', plain: 'Plain' };
    const widget = createWidgetI18n('counted', {
      en: () => {
        asked.push('en');
        return Promise.resolve({ default: table });
      },
      ku: () => Promise.resolve({ default: {} }),
      ar: () => Promise.resolve({ default: {} }),
    });
    return { widget, asked };
  };

  it('gives the same text for the same call, and a different one for different values or types', async () => {
    const { widget } = counting();
    const t = await widget.load('en');
    expect(t('cars', { count: 1 })).toBe('1 car');
    expect(t('cars', { count: 2 })).toBe('2 cars');
    expect(t('cars', { count: 1 })).toBe('1 car');
    expect(t('cars', { count: 1200 })).toBe('1,200 cars');
    // A string value is written as given, a number in the language's digits and separators.
    expect(t('hello', { name: '1200' })).toBe('Hello 1200');
    expect(t('hello', { name: 1200 } as unknown as { name: string })).toBe('Hello 1,200');
    expect(t('hello', { name: '1200' })).toBe('Hello 1200');
    expect(t('hello', { name: 'A' })).toBe('Hello A');
    expect(t('hello', { name: 'B' })).toBe('Hello B');
    expect(t('hello', { name: 'A' })).toBe('Hello A');
    expect(t('plain')).toBe('Plain');
    expect(t('plain')).toBe('Plain');
  });

  it('keeps names and values apart however they are spelled', async () => {
    const { widget } = counting();
    const t = await widget.load('en');
    expect(t('hello', { name: 'x|4:name' })).toBe('Hello x|4:name');
    expect(t('hello', { name: 'x' })).toBe('Hello x');
  });

  it('leaves calls with other kinds of values to i18next every time', async () => {
    const { widget } = counting();
    const t = await widget.load('en');
    const value = { toString: () => 'first' };
    expect(t('hello', { name: value } as unknown as { name: string })).toBe('Hello first');
    value.toString = () => 'second';
    expect(t('hello', { name: value } as unknown as { name: string })).toBe('Hello second');
  });

  it('keeps the language: peek gives the same translate function as load', async () => {
    const { widget, asked } = counting();
    const t = await widget.load('en');
    expect(widget.peek('en')).toBe(t);
    expect(await widget.load('en')).toBe(t);
    expect(asked).toEqual(['en']);
  });
});
