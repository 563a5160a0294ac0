import { describe, expect, it } from 'vitest';
import { demoOrigins, listingRows } from './listings.js';

describe('the demo listings’ origins', () => {
  it('allow the retailer demo and the site at every loopback address in development', () => {
    const origins = demoOrigins({ examplesOrigin: 'http://localhost:8081', publicOrigin: 'http://localhost:8080' });
    for (const port of [8081, 8080])
      expect(origins).toEqual(expect.arrayContaining([`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]));
    expect(origins).toHaveLength(6);
    expect(JSON.parse(String(listingRows({ examplesOrigin: 'http://127.0.0.1:9001' })[0]?.allowed_origins))).toEqual([
      'http://127.0.0.1:9001',
      'http://localhost:9001',
      'http://[::1]:9001',
    ]);
  });

  it('list a real origin alone', () => {
    expect(demoOrigins({ examplesOrigin: 'https://retailer.test', publicOrigin: 'https://lrdx.test' })).toEqual([
      'https://retailer.test',
      'https://lrdx.test',
    ]);
  });
});
