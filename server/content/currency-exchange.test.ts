import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import type { CurrencyRatesSource } from '../adapters/currency-rates/index.js';
import { migrateToLatest } from '../migrations/migrate.js';
import { settingRows } from '../seed/settings.js';
import { openTestDatabase, testDialects } from '../db/test-db.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { createCurrencyExchange, parseRatesAnswer, RESPONSE_KEY_MISSING } from './currency-exchange.js';
import { readPriceSettingsAtCurrentRate } from './price-settings.js';

describe('parseRatesAnswer', () => {
  it('reads a rates object or a single number under the response key, and the start date', () => {
    expect(
      parseRatesAnswer({ data: { IQD: 1320, EUR: '0.9', bad: 3, XXX: -1 }, startdate: '2026-11-20' }, 'data', 'startdate', 'IQD', 'T'),
    ).toEqual({
      ok: true,
      rates: { IQD: 1320, EUR: 0.9 },
      startDate: '2026-11-20',
    });
    expect(parseRatesAnswer({ rate: 1300 }, 'rate', 'startdate', 'IQD', '2026-11-26')).toEqual({
      ok: true,
      rates: { IQD: 1300 },
      startDate: '2026-11-26',
    });
    expect(parseRatesAnswer({ rates: {} }, 'data', 'startdate', 'IQD', 'T')).toEqual({ ok: false });
    expect(parseRatesAnswer('nope', 'data', 'startdate', 'IQD', 'T')).toEqual({ ok: false });
  });
});

describe.each(testDialects())('currency exchange service (%s)', (dialect) => {
  let clock = Date.UTC(2026, 10, 26, 9);
  let warnings: string[] = [];
  let answers: unknown[] = [];
  let calls = 0;
  const source: CurrencyRatesSource = {
    kind: 'http',
    fetchRates: async () => {
      calls += 1;
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    },
  };
  const service = () =>
    createCurrencyExchange({
      db: database().db,
      now: () => clock,
      log: { warn: (m) => warnings.push(m), error: (_o, m) => warnings.push(m) },
      source,
      refreshMs: 60 * 60 * 1000,
    });

  const database = suiteFixture(
    () => openTestDatabase(dialect),
    async (database) => {
      await migrateToLatest(database.db);
      await database.db.insertInto('settings').values(settingRows()).execute();
    },
  );
  beforeEach(async () => {
    await database().db.deleteFrom('currency_rates').execute();
    warnings = [];
    answers = [];
    calls = 0;
    clock = Date.UTC(2026, 10, 26, 9);
  });

  it('fetches on the first read, stores the rates and answers the newest', async () => {
    answers.push({ data: { IQD: 1321.5, EUR: 0.94 }, startdate: '2026-11-26' });
    const rates = service();
    await expect(rates.current('USD', 'IQD')).resolves.toMatchObject({ exchangeRate: 1321.5, startDate: '2026-11-26', source: 'http' });
    const stored = await database().db.selectFrom('currency_rates').select(['quote', 'rate']).orderBy('quote').execute();
    expect(stored.map((r) => [r.quote, Number(r.rate)])).toEqual([
      ['EUR', 0.94],
      ['IQD', 1321.5],
    ]);
    await rates.current('USD', 'IQD');
    expect(calls).toBe(1); // fresh: no second fetch
  });

  it('logs an answer without the response key and keeps the stored rates', async () => {
    answers.push({ data: { IQD: 1300 }, startdate: '2026-11-25' }, { rates: { IQD: 9 } });
    const rates = service();
    await rates.current('USD', 'IQD');
    clock += 2 * 60 * 60 * 1000; // stale: the read answers the stored rate and refreshes behind it
    await expect(rates.current('USD', 'IQD')).resolves.toMatchObject({ exchangeRate: 1300 });
    await rates.settle();
    expect(warnings).toEqual([RESPONSE_KEY_MISSING]);
    await expect(rates.current('USD', 'IQD')).resolves.toMatchObject({ exchangeRate: 1300 });
  });

  it('reads the configured response and date keys', async () => {
    await database()
      .db.insertInto('settings')
      .values([
        { key: SETTING_KEYS.currencyExchangeResponseKey, value: 'rates' },
        { key: SETTING_KEYS.currencyExchangeDateKey, value: 'valid_from' },
      ])
      .execute();
    try {
      answers.push({ rates: { IQD: 1333 }, valid_from: '2026-11-01' });
      await expect(service().current('USD', 'IQD')).resolves.toMatchObject({ exchangeRate: 1333, startDate: '2026-11-01' });
    } finally {
      await database()
        .db.deleteFrom('settings')
        .where('key', 'in', [SETTING_KEYS.currencyExchangeResponseKey, SETTING_KEYS.currencyExchangeDateKey])
        .execute();
    }
  });

  it('answers nothing when the source fails and nothing is stored, and does not ask again within a minute', async () => {
    answers.push(new Error('down'));
    const rates = service();
    await expect(rates.current('USD', 'IQD')).resolves.toBeUndefined();
    await expect(rates.current('USD', 'IQD')).resolves.toBeUndefined();
    expect(calls).toBe(1);
    expect(warnings[0]).toMatch(/could not be fetched/);
  });

  it('puts the current rate into the double price, and keeps the fixed rate without one', async () => {
    answers.push({ data: { IQD: 1450 }, startdate: '2026-11-26' });
    const log = { warn: () => undefined };
    expect((await readPriceSettingsAtCurrentRate(database().db, service(), log)).double_price.rate).toBe(1450);
    await database().db.deleteFrom('currency_rates').execute();
    answers.push(new Error('down'));
    expect((await readPriceSettingsAtCurrentRate(database().db, service(), log)).double_price.rate).toBe(1310);
  });
});
