/**
 * Every JSON setting with a documented default (domain/setting-keys.ts and the readers): stored as
 * invalid JSON, its reader logs 'Invalid JSON in {setting}' and answers the default (docs/content-api.md, "Invalid JSON in settings").
 * A key added to SETTING_KEYS must be listed here, either with its reader or as a text setting.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { parseBackButtonSetting } from '../../domain/back-button-setting.js';
import { DEFAULT_PRICE_SETTINGS } from '../../domain/price-settings.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { parseFeatures } from '../../domain/stock-locator-settings.js';
import { readNotFoundOverrides } from '../../site/layouts/not-found-hero-view.js';
import { DEFAULT_PAYMENT_CONFIG, readPaymentConfig } from '../adapters/payments/payment-config.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { loadShellChrome } from '../render/shell-chrome.js';
import { loadShellData } from '../render/shell-data.js';
import { DEFAULT_BRAND_LOGO } from '../../domain/navigation/brand-logo.js';
import { resolveDynamicContent } from './dynamic-content.js';
import { listOffers } from './offers.js';
import { readPriceSettings } from './price-settings.js';
import { readJsonSetting, readSetting } from './settings-repository.js';

type Db = TestDatabase['db'];
type Reader = (db: Db, warn: (message: string) => void) => Promise<unknown>;

/** The header and footer of an English content page, as the site renders them (server/render/shell-chrome.ts). */
const chromeOf = (db: Db, warn: (message: string) => void, path = '/en/about-us') =>
  loadShellChrome({ db, language: 'en', path, origin: 'https://lrdx.test', log: { warn } });

/** JSON settings: how the code reads each, and the default it documents. */
const JSON_SETTINGS: { key: string; read: Reader; fallback: unknown; storedAs?: string }[] = [
  { key: SETTING_KEYS.priceSettings, read: (db, warn) => readPriceSettings(db, { warn }), fallback: DEFAULT_PRICE_SETTINGS },
  {
    key: SETTING_KEYS.additionalFeatures,
    read: async (db, warn) => {
      // The widgets parse it (domain/stock-locator-settings.ts) and log through console.warn.
      const spy = vi.spyOn(console, 'warn').mockImplementation((message: string) => warn(message));
      try {
        return parseFeatures(await readSetting(db, SETTING_KEYS.additionalFeatures));
      } finally {
        spy.mockRestore();
      }
    },
    fallback: [],
  },
  { key: SETTING_KEYS.paymentConfig, read: (db, warn) => readPaymentConfig(db, warn), fallback: DEFAULT_PAYMENT_CONFIG },
  {
    key: SETTING_KEYS.navigationDisabledOnPages,
    read: async (db, warn) => (await loadShellData(db, null, 'ku', { warn })).navigationDisabledOn,
    fallback: [],
  },
  {
    key: SETTING_KEYS.backButton,
    read: async (db, warn) => parseBackButtonSetting(await readSetting(db, SETTING_KEYS.backButton), warn),
    fallback: null,
  },
  { key: SETTING_KEYS.offerCarModels, read: (db, warn) => listOffers(db, undefined, { warn }), fallback: [] },
  { key: SETTING_KEYS.meta, read: async (db, warn) => (await loadShellData(db, null, 'ku', { warn })).metaTags, fallback: [] },
  {
    key: SETTING_KEYS.notFoundOverrides,
    read: async (db, warn) => readNotFoundOverrides(await readJsonSetting<unknown>(db, SETTING_KEYS.notFoundOverrides, {}, { warn })),
    fallback: {},
  },
  { key: SETTING_KEYS.navigationVariants, read: async (db, warn) => (await chromeOf(db, warn)).header.variant, fallback: 'standard' },
  {
    key: SETTING_KEYS.brandLogos,
    read: async (db, warn) => (await chromeOf(db, warn, '/en/defender')).header.logo,
    fallback: DEFAULT_BRAND_LOGO,
  },
  {
    key: SETTING_KEYS.naasConfiguration,
    read: async (db, warn) => {
      // Only a page the variants send to the service reads it; it then falls back to the standard navigation.
      await db.insertInto('settings').values({ key: SETTING_KEYS.navigationVariants, value: '{"naas":["/*"]}' }).execute();
      return (await chromeOf(db, warn)).header.variant;
    },
    fallback: 'standard',
  },
  // Per-language settings: `<key>.<language>`.
  {
    key: SETTING_KEYS.retailerBar,
    storedAs: `${SETTING_KEYS.retailerBar}.en`,
    read: async (db, warn) => (await chromeOf(db, warn)).header.retailerBar,
    fallback: null,
  },
  {
    key: SETTING_KEYS.offersBanner,
    storedAs: `${SETTING_KEYS.offersBanner}.en`,
    read: async (db, warn) => (await chromeOf(db, warn)).header.offersBanner,
    fallback: null,
  },
  {
    key: SETTING_KEYS.footerConfiguration,
    storedAs: `${SETTING_KEYS.footerConfiguration}.en`,
    read: async (db, warn) => (await chromeOf(db, warn)).footer.columns,
    fallback: [],
  },
  {
    key: SETTING_KEYS.dynamicContent,
    storedAs: `${SETTING_KEYS.dynamicContent}.mena_external_sl`,
    // A strategy without its data counts as no data: the content stays visible (docs/site-shell.md, "Dynamic-content strategies").
    read: async (db, warn) =>
      (await resolveDynamicContent(['mena_external_sl'], { db, origin: 'https://lrdx.test', log: { warn } })).get('mena_external_sl') ??
      null,
    fallback: null,
  },
];

/** Plain-text settings: no JSON to be invalid (their readers take the text as it is). */
const TEXT_SETTINGS: string[] = [
  SETTING_KEYS.stockMarket,
  SETTING_KEYS.stockLanguage,
  SETTING_KEYS.phoneVerification, // "off" | "required", bare or JSON-quoted; anything else warns and is "off"
  SETTING_KEYS.appName,
  SETTING_KEYS.notFoundHtml,
  SETTING_KEYS.currencyExchangeApiUrl,
  SETTING_KEYS.currencyExchangeResponseKey,
  SETTING_KEYS.currencyExchangeDateKey,
  SETTING_KEYS.defaultImageId,
  SETTING_KEYS.theme,
  SETTING_KEYS.offersApiUrl,
];

it('lists every setting key either as a JSON setting with its default or as a text setting', () => {
  expect([...JSON_SETTINGS.map((s) => s.key), ...TEXT_SETTINGS].sort()).toEqual(Object.values(SETTING_KEYS).sort());
});

describe.each(testDialects())('invalid JSON in a setting gives its default (%s)', (dialect) => {
  const database = suiteFixture(() => openMigratedTestDatabase(dialect));
  beforeEach(async () => {
    await database().db.deleteFrom('settings').execute();
  });

  it.each(JSON_SETTINGS.map((s) => [s.key, s] as const))('%s', async (key, setting) => {
    await database()
      .db.insertInto('settings')
      .values({ key: setting.storedAs ?? key, value: '{"broken": ' })
      .execute();
    const warnings: string[] = [];
    const value = await setting.read(database().db, (message) => warnings.push(message));
    expect(value).toEqual(setting.fallback);
    expect(warnings).toContain(`Invalid JSON in ${setting.storedAs ?? key}`);
  });
});
