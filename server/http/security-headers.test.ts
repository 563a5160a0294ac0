/**
 * The security headers of the whole application: every HTML page (site pages, the not-found view,
 * the API documentation) carries a strict Content-Security-Policy with a fresh nonce and the
 * Permissions-Policy; the nonce is on the editor's inline elements and nowhere else; JSON replies
 * carry neither; FRAME_ANCESTORS and a Stripe key change the policy.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { memoryAppFixture } from '../testing/memory-app.js';
import { testMetaheadRow } from '../testing/metahead-row.js';
import { contentSecurityPolicy, permissionsPolicy } from './security-headers.js';

/** The CSP as a map of directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  const t = memoryAppFixture({ RATE_LIMITS: 'off' }, (db) =>
    db
      .insertInto('metaheads')
      .values([
        testMetaheadRow({ content: 'window.editorTag = 1;', language: 'javascript', sequence: 1 }),
        testMetaheadRow({ content: '<style>.x{color:red}</style>', language: 'html', sequence: 2, in_body: 1 }),
      ])
      .execute(),
  );

  it('puts a strict CSP with a per-response nonce and the Permissions-Policy on a site page', async () => {
    const page = await t().app.inject({ method: 'GET', url: '/ku/404' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src')!.join(' '))?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('microphone=()');
    expect(page.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(page.headers['permissions-policy']).toContain('payment=(self)');
    // The editor's inline elements carry the nonce; the loader is an external file of our own origin.
    expect(page.body).toContain(`<script nonce="${nonce}">window.editorTag = 1;</script>`);
    expect(page.body).toContain(`<style nonce="${nonce}">.x{color:red}</style>`);
    // …and so do the site's inline font rules (one render-blocking request fewer); nothing else is inline.
    expect(page.body).toContain(`<style nonce="${nonce}" data-lrdx-fonts>`);
    expect(page.body.match(/nonce="/g)).toHaveLength(3);
    const again = await t().app.inject({ method: 'GET', url: '/ku/404' });
    expect(again.headers['content-security-policy']).not.toBe(page.headers['content-security-policy']);
  });

  it('covers the API documentation page and leaves JSON replies alone', async () => {
    const docs = await t().app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    // Swagger UI writes style elements without a nonce: its page alone allows inline styles, never inline script.
    const docsCsp = directives(docs.headers['content-security-policy']);
    expect(docsCsp.get('script-src')).toEqual(["'self'"]);
    expect(docsCsp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(docsCsp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(docs.headers['permissions-policy']).toContain('camera=()');
    const json = await t().app.inject({ method: 'GET', url: '/api/leads/none/salesforce_data' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['permissions-policy']).toBeUndefined();
  });

  it('lets FRAME_ANCESTORS name the retailers that may frame the pages, and checks it', async () => {
    expect(loadConfig({}).frameAncestors).toEqual(["'self'"]);
    expect(loadConfig({ FRAME_ANCESTORS: "'self' https://dealer.example https://*.example.com:8443" }).frameAncestors).toEqual([
      "'self'",
      'https://dealer.example',
      'https://*.example.com:8443',
    ]);
    expect(loadConfig({ FRAME_ANCESTORS: 'none' }).frameAncestors).toEqual(["'none'"]);
    expect(() => loadConfig({ FRAME_ANCESTORS: "https://ok.example 'unsafe-inline'" })).toThrow(/FRAME_ANCESTORS/);
    expect(() => loadConfig({ FRAME_ANCESTORS: 'https://a.example; script-src *' })).toThrow(/FRAME_ANCESTORS/);
    const csp = directives(contentSecurityPolicy('n0nce', { frameAncestors: ["'self'", 'https://dealer.example'], stripe: false }));
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://dealer.example']);
  });

  it("adds Stripe's origins only when Stripe is configured, and LiqPay's form target only with LiqPay keys", () => {
    const without = directives(contentSecurityPolicy('n', { frameAncestors: ["'self'"], stripe: false }));
    // The video hosts (the modal's privacy-enhanced YouTube player, Vimeo embeds in editor HTML) without Stripe.
    expect(without.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(without.get('connect-src')).toEqual(["'self'"]);
    const withStripe = directives(contentSecurityPolicy('n', { frameAncestors: ["'self'"], stripe: true }));
    expect(withStripe.get('script-src')).toContain('https://js.stripe.com');
    expect(withStripe.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(withStripe.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(permissionsPolicy({ frameAncestors: ["'self'"], stripe: true })).toContain('payment=(self "https://js.stripe.com")');
    // LiqPay's checkout is a form posted to its own site: allowed only when real LiqPay keys are set.
    expect(directives(contentSecurityPolicy('n', { frameAncestors: ["'self'"], stripe: false, liqpay: true })).get('form-action')).toEqual([
      "'self'",
      'https://www.liqpay.ua',
    ]);
    expect(without.get('form-action')).toEqual(["'self'"]);
  });
});
