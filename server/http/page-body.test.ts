/**
 * A kept page's body put together per answer (docs/caching.md, "Serving a kept page"): with any
 * nonce, the plain bytes and the gzip stream decode to exactly the page with that nonce, also for a
 * page without a nonce, with empty parts and with text outside Latin-1.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePageBody, gzipPageBody, plainPageBody } from './page-body.js';

const page = (nonce: string) =>
  `<!doctype html><html lang="ckb" dir="rtl"><script nonce="${nonce}">1</script><h1>ئۆتۆمبێلەکان</h1>` +
  `${'<p>ڕەنگ و بزوێنەر</p>'.repeat(500)}<style nonce="${nonce}"></style><script nonce="${nonce}"></script>`;

describe('a kept page body', () => {
  it('gives the page with each answer’s own nonce, plain and gzip', () => {
    const body = encodePageBody(page('NONCE').split('NONCE'));
    for (const nonce of ['abc', 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==', '']) {
      expect(plainPageBody(body, nonce).toString('utf8')).toBe(page(nonce));
      expect(gunzipSync(gzipPageBody(body, nonce)).toString('utf8')).toBe(page(nonce));
    }
  });

  it('handles a page without a nonce and empty parts', () => {
    for (const parts of [['<p>only</p>'], ['', ''], ['a', '', 'b', ''], ['']]) {
      const body = encodePageBody(parts);
      expect(gunzipSync(gzipPageBody(body, 'n1')).toString('utf8')).toBe(parts.join('n1'));
      expect(plainPageBody(body, 'n1').toString('utf8')).toBe(parts.join('n1'));
    }
  });

  it('is much smaller compressed than plain', () => {
    const body = encodePageBody(page('NONCE').split('NONCE'));
    expect(gzipPageBody(body, 'abc').length).toBeLessThan(plainPageBody(body, 'abc').length / 10);
  });
});
