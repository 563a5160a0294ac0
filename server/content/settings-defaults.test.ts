/**
 * Every JSON setting with a documented default (domain/setting-keys.ts and the readers): stored as
 * invalid JSON, its reader logs 'Invalid JSON in {setting}' and answers the default (spec, section 5).
 * A key added to SETTING_KEYS must be listed here, either with its reader or as a text setting.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBackButtonSetting } from '../../domain/back-button-setting.js';
import { DEFAULT_PRICE_SETTINGS } from '../../domain/price-settings.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { parseFeatures } from '../../domain/stock-locator-settings.js';
import { readNotFoundOverrides } from '../../site/layouts/not-found-hero-view.js';
import { DEFAULT_PAYMENT_CONFIG, readPaymentConfig } from '../adapters/payments/payment-config.js';
import { migrateToLatest } from '../db/migrate.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../db/test-db.js';
import { loadShellData } from '../render/shell-data.js';
import { listOffers } from './offers.js';
import { readPriceSettings } from './price-settings.js';
import { readJsonSetting, readSetting } from './settings-repository.js';

type Db = TestDatabase['db'];
type Reader = (db: Db, warn: (message: string) => void) => Promise<unknown>;

/** JSON settings: how the code reads each, and the default it documents. */
const JSON_SETTINGS: { key: string; read: Reader; fallback: unknown }[] = [
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
];

it('lists every setting key either as a JSON setting with its default or as a text setting', () => {
  expect([...JSON_SETTINGS.map((s) => s.key), ...TEXT_SETTINGS].sort()).toEqual(Object.values(SETTING_KEYS).sort());
});

describe.each(testDialects())('invalid JSON in a setting gives its default (%s)', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.cleanup();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('settings').execute();
  });

  it.each(JSON_SETTINGS.map((s) => [s.key, s] as const))('%s', async (key, setting) => {
    await database.db.insertInto('settings').values({ key, value: '{"broken": ' }).execute();
    const warnings: string[] = [];
    const value = await setting.read(database.db, (message) => warnings.push(message));
    expect(value).toEqual(setting.fallback);
    expect(warnings).toContain(`Invalid JSON in ${key}`);
  });
});
