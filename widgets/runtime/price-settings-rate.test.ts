import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchPriceSettings } from './api-client.js';

/** A stand-in API per test base: /settings with a double price in IQD, and /currency-exchange answering `rate` (or failing). */
function startApi(rate: number | null): Promise<{ server: Server; base: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (request.url === '/settings') {
      const value = JSON.stringify({ currency_iso: 'USD', double_price: { enabled: true, symbol: 'IQD', rate: 1310, decimals: 0 } });
      response.end(JSON.stringify({ data: [{ id: 1, key: 'price_settings', value }] }));
    } else if (request.url?.startsWith('/currency-exchange') && rate !== null) {
      response.end(JSON.stringify({ data: { base: 'USD', currency: 'IQD', exchangeRate: rate, startDate: '2026-11-26' } }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { code: 'rate_not_found', message: 'none' } }));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked })),
  );
}

describe('fetchPriceSettings and the current exchange rate', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('puts the current rate of /currency-exchange into the double price', async () => {
    const api = await startApi(1450);
    servers.push(api.server);
    const settings = await fetchPriceSettings(api.base);
    expect(settings.double_price.rate).toBe(1450);
    expect(api.asked).toContain('/currency-exchange?currency=IQD');
  });

  it("keeps the settings' fixed rate when no current rate is known", async () => {
    const api = await startApi(null);
    servers.push(api.server);
    expect((await fetchPriceSettings(api.base)).double_price.rate).toBe(1310);
  });
});
