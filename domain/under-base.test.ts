import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from './hostile-urls.js';
import { underBase } from './under-base.js';

describe('underBase: a path under a base URL', () => {
  it('puts exactly one slash between base and path, whatever slashes either has', () => {
    for (const base of ['https://api.example', 'https://api.example/', 'https://api.example///'])
      for (const path of ['media/a.jpg', '/media/a.jpg'])
        expect(underBase(base, path), `${base} + ${path}`).toBe('https://api.example/media/a.jpg');
  });

  it('keeps the path of a base (an API under a prefix)', () => {
    expect(underBase('https://dealer.example/lrdx', '/public_api/alerts/vehicles/stop')).toBe(
      'https://dealer.example/lrdx/public_api/alerts/vehicles/stop',
    );
    expect(underBase('https://dealer.example/lrdx/', 'media/a.jpg')).toBe('https://dealer.example/lrdx/media/a.jpg');
    expect(underBase('/lrdx/', '/ku/showroom/x-1')).toBe('/lrdx/ku/showroom/x-1');
  });

  it('keeps a query and a fragment of the path', () => {
    expect(underBase('http://127.0.0.1:8080', '/public_api/listing/iraq?items=1&filter[models_in][]=Defender#top')).toBe(
      'http://127.0.0.1:8080/public_api/listing/iraq?items=1&filter[models_in][]=Defender#top',
    );
  });

  it('without a base: a path of this origin, always from its root', () => {
    expect(underBase('', '/media/a.svg')).toBe('/media/a.svg');
    expect(underBase('', 'media/a.svg')).toBe('/media/a.svg');
    expect(underBase('  ', '/media/a.svg')).toBe('/media/a.svg');
  });

  it('keeps an allowed absolute URL as it is, whatever the base', () => {
    expect(underBase('https://x.test', 'https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(underBase('', 'HTTP://cdn.test/a.jpg')).toBe('HTTP://cdn.test/a.jpg');
    expect(underBase('https://x.test', 'mailto:sales@example.iq')).toBe('mailto:sales@example.iq');
  });

  it('gives nothing for an empty path or one the URL rule refuses', () => {
    expect(underBase('https://x.test', '')).toBe('');
    // Two leading slashes name another origin (`//evil.example/a.jpg`), never a path under the base.
    expect(underBase('https://x.test', '//evil.example/a.jpg')).toBe('');
    expect(underBase('https://x.test', 'data:image/svg+xml,<svg onload=alert(1)>')).toBe('');
    for (const hostile of HOSTILE_URLS) expect(underBase('https://x.test', hostile), hostile).toBe('');
  });

  it('refuses a base that is neither an http(s) URL nor a path of this site', () => {
    for (const base of ['javascript:alert(1)//', 'mailto:x@example.iq', '//evil.example', 'data:text/html,x'])
      expect(underBase(base, '/media/a.jpg'), base).toBe('');
  });
});
