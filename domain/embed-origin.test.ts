import { describe, expect, it } from 'vitest';
import { checkEmbedOrigin, isLoopbackHost, loopbackForms } from './embed-origin.js';

const origin = (value: unknown) => {
  const checked = checkEmbedOrigin(value);
  return checked.ok ? checked.origin : `refused: ${checked.reason}`;
};

describe('checkEmbedOrigin', () => {
  it('accepts exact https origins, normalised as browsers send them', () => {
    expect(origin('https://dealer.example')).toBe('https://dealer.example');
    expect(origin('  https://Dealer.Example/ ')).toBe('https://dealer.example');
    expect(origin('https://dealer.example:8443')).toBe('https://dealer.example:8443');
    expect(origin('https://dealer.example:443')).toBe('https://dealer.example');
    expect(origin('https://shop.dealer-1.example.iq')).toBe('https://shop.dealer-1.example.iq');
  });

  it('accepts http only for loopback hosts', () => {
    expect(origin('http://localhost:8081')).toBe('http://localhost:8081');
    expect(origin('http://127.0.0.1:8081')).toBe('http://127.0.0.1:8081');
    expect(origin('http://[::1]:8081')).toBe('http://[::1]:8081');
    expect(origin('http://shop.localhost')).toBe('http://shop.localhost');
    expect(origin('http://dealer.example')).toMatch(/^refused: Only https/);
    expect(origin('http://10.0.0.5:8081')).toMatch(/^refused: Only https/);
  });

  it('refuses anything that is not only scheme://host[:port]', () => {
    for (const bad of [
      'https://dealer.example/stock',
      'https://dealer.example?x=1',
      'https://dealer.example#top',
      'https://user:pw@dealer.example',
      'https://*.dealer.example',
      '*',
      'dealer.example',
      'ftp://dealer.example',
      'javascript:alert(1)',
      'null',
      '',
      '   ',
      42,
      null,
      'https://dealer..example',
      'https://-dealer.example',
      `https://${'a'.repeat(300)}.example`,
    ]) {
      expect(checkEmbedOrigin(bad).ok, String(bad)).toBe(false);
    }
  });
});

describe('loopback forms', () => {
  it('knows the loopback names', () => {
    expect(['localhost', 'a.localhost', '127.0.0.1', '127.1.2.3', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['dealer.example', '10.0.0.1', 'localhost.example'].some(isLoopbackHost)).toBe(false);
  });

  it('gives every loopback address of a development origin, and any other origin alone', () => {
    expect(loopbackForms('http://localhost:8081')).toEqual(['http://localhost:8081', 'http://127.0.0.1:8081', 'http://[::1]:8081']);
    expect(loopbackForms('http://127.0.0.1:9001')).toEqual(['http://127.0.0.1:9001', 'http://localhost:9001', 'http://[::1]:9001']);
    expect(loopbackForms('https://retailer.test')).toEqual(['https://retailer.test']);
    expect(loopbackForms('not an origin')).toEqual([]);
  });
});
