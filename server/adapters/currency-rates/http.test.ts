import { describe, expect, it } from 'vitest';
import { createHttpCurrencyRates } from './http.js';
import { createLocalCurrencyRates } from './local.js';

describe('currency rates sources', () => {
  it('asks the configured URL for the base currency and returns its JSON', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (url: URL) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ data: { IQD: 1320 }, startdate: '2026-11-26' }), { status: 200 });
    }) as unknown as typeof fetch;
    const source = createHttpCurrencyRates('https://rates.example/api?key=1', fakeFetch);
    await expect(source.fetchRates({ base: 'USD', responseKey: 'data', dateKey: 'startdate' })).resolves.toEqual({
      data: { IQD: 1320 },
      startdate: '2026-11-26',
    });
    expect(asked).toEqual(['https://rates.example/api?key=1&base=USD']);
  });

  it('throws when the service answers an error status', async () => {
    const fakeFetch = (async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    await expect(
      createHttpCurrencyRates('https://rates.example/api', fakeFetch).fetchRates({
        base: 'USD',
        responseKey: 'data',
        dateKey: 'startdate',
      }),
    ).rejects.toThrow('503');
  });

  it('the local stand-in answers in the configured shape, relative to the base', async () => {
    const source = createLocalCurrencyRates(() => Date.UTC(2026, 10, 26, 12));
    const answer = (await source.fetchRates({ base: 'EUR', responseKey: 'rates', dateKey: 'valid_from' })) as {
      rates: Record<string, number>;
      valid_from: string;
    };
    expect(answer.valid_from).toBe('2026-11-26');
    expect(answer.rates.IQD).toBeCloseTo(1310 / 0.95, 3);
    expect(answer.rates.EUR).toBeUndefined();
  });
});
