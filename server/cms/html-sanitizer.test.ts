/**
 * Editor HTML (HTML boxes, footer HTML, HTML settings) replays of stored-script attacks: every
 * URL-valued attribute goes through domain/safe-url.ts, widget tags lose `style`, `rel` never keeps
 * `opener`, and the iframes kept are exactly the ones the CSP's frame-src lets the browser load.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from '../../domain/hostile-urls.js';
import { contentSecurityPolicy } from '../http/security-headers.js';
import { RICH_TEXT_SAMPLES } from '../../site/cms/rich-text.js';
import { sanitizeEditorHtml } from './html-sanitizer.js';

/** The value written into an attribute the way an editor pastes it (entities stay entities). */
const attr = (value: string) => value.replaceAll('"', '&quot;').replaceAll('\n', '&#10;');

describe('sanitizeEditorHtml', () => {
  const URL_ATTRIBUTES: [string, (url: string) => string][] = [
    ['a href', (url) => `<a href="${attr(url)}">x</a>`],
    ['img src', (url) => `<img src="${attr(url)}" alt="">`],
    ['img srcset', (url) => `<img srcset="/a.jpg 1x, ${attr(url)} 2x" alt="">`],
    ['video poster', (url) => `<video poster="${attr(url)}"></video>`],
    ['video src', (url) => `<video src="${attr(url)}"></video>`],
    ['widget vehicle-href', (url) => `<lrdx-stock-locator vehicle-href="${attr(url)}"></lrdx-stock-locator>`],
    ['widget href', (url) => `<lrdx-link-button href="${attr(url)}"></lrdx-link-button>`],
    ['widget redirect-url', (url) => `<lrdx-form redirect-url="${attr(url)}"></lrdx-form>`],
    ['widget poster', (url) => `<lrdx-video poster="${attr(url)}"></lrdx-video>`],
    ['widget action', (url) => `<lrdx-form action="${attr(url)}" formaction="${attr(url)}"></lrdx-form>`],
  ];

  for (const [where, html] of URL_ATTRIBUTES) {
    it.each(HOSTILE_URLS)(`drops ${where} = %j`, (url) => {
      const clean = sanitizeEditorHtml(html(url));
      expect(clean).not.toMatch(/javascript|vbscript|data:|evil\.example/i);
    });
  }

  it('keeps allowed URLs in the same attributes', () => {
    expect(sanitizeEditorHtml('<lrdx-stock-locator vehicle-href="/ku/stock/{id}"></lrdx-stock-locator>')).toBe(
      '<lrdx-stock-locator vehicle-href="/ku/stock/{id}"></lrdx-stock-locator>',
    );
    expect(sanitizeEditorHtml('<video poster="/media/p.jpg" src="https://cdn.example/v.mp4"></video>')).toBe(
      '<video poster="/media/p.jpg" src="https://cdn.example/v.mp4"></video>',
    );
    expect(sanitizeEditorHtml('<a href="mailto:sales@example.iq">mail</a>')).toBe('<a href="mailto:sales@example.iq">mail</a>');
  });

  it('drops a script URL in any widget attribute, and style on widget tags', () => {
    expect(
      sanitizeEditorHtml('<lrdx-stock-locator list-key="java&#9;script:alert(1)" style="position:fixed;inset:0"></lrdx-stock-locator>'),
    ).toBe('<lrdx-stock-locator></lrdx-stock-locator>');
  });

  it('never keeps rel=opener, and adds noopener to links opening a new tab', () => {
    expect(sanitizeEditorHtml('<a href="/x" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeEditorHtml('<a href="/x" rel="Opener nofollow" target="_blank">x</a>')).toBe(
      '<a href="/x" rel="nofollow noopener" target="_blank">x</a>',
    );
    expect(sanitizeEditorHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitizeEditorHtml('<lrdx-link-button rel="opener" target="_blank"></lrdx-link-button>')).toBe(
      '<lrdx-link-button rel="noopener" target="_blank"></lrdx-link-button>',
    );
  });
});

describe('iframes and the CSP agree', () => {
  const csp = contentSecurityPolicy('n', { frameAncestors: ["'self'"], stripe: false });
  const frameSrc = /(?:^|; )frame-src ([^;]*)/.exec(csp)![1]!.split(' ');
  const kept = (src: string) => /<iframe src="([^"]+)"/.exec(sanitizeEditorHtml(`<iframe src="${src}"></iframe>`))?.[1];

  it('keeps an embed from every frame-src origin', () => {
    expect(frameSrc.length).toBeGreaterThan(0);
    for (const origin of frameSrc) expect(kept(`${origin}/embed/abc123`)).toBe(`${origin}/embed/abc123`);
  });

  it('keeps no iframe the CSP would block, and moves youtube.com embeds to the privacy-enhanced host', () => {
    const candidates = [
      'https://www.youtube.com/embed/abc123',
      'https://youtube.com/embed/abc123',
      'https://www.youtube.com/watch?v=abc123',
      'https://vimeo.com/123',
      'https://player.vimeo.com/video/123',
      'https://www.youtube-nocookie.com/embed/abc123',
      'http://www.youtube-nocookie.com/embed/abc123',
      'https://evil.example/embed/1',
      '//player.vimeo.com/video/1',
      '/local-page',
    ];
    for (const src of candidates) {
      const result = kept(src);
      if (result !== undefined) expect(frameSrc).toContain(new URL(result).origin);
    }
    expect(kept('https://www.youtube.com/embed/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(kept('https://player.vimeo.com/video/123')).toBe('https://player.vimeo.com/video/123');
  });
});

describe("the editor's rich-text field", () => {
  it('writes nothing the sanitizer drops: every toolbar control survives saving as written', () => {
    for (const [control, html] of Object.entries(RICH_TEXT_SAMPLES)) expect(sanitizeEditorHtml(html), control).toBe(html);
  });
});
