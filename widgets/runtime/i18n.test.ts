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
