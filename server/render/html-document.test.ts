import { describe, expect, it } from 'vitest';
import { buildHtmlDocument, type DocumentParts } from './html-document.js';

const parts = (bodyHtml: string, preloadImages: string[]): DocumentParts => ({
  htmlLang: 'ckb',
  dir: 'rtl',
  segment: 'ku',
  title: 'کۆگا',
  description: null,
  canonical: null,
  assets: { siteCssHref: '/site.css', preloadsFor: () => [] },
  metaheads: [],
  bodyHtml,
  preloadImages,
});
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

describe('buildHtmlDocument: image preloads', () => {
  it('preloads a server-rendered widget’s first pictures, the first with high priority, even when React wrote its own preload for one', () => {
    // React's renderer puts a plain preload beside the widget's eager <img> (the stock locator's first card).
    const body =
      '<lrdx-stock-locator><link rel="preload" as="image" href="/cars/1.svg"/><img src="/cars/1.svg" loading="eager"></lrdx-stock-locator>';
    const html = buildHtmlDocument(parts(body, ['/cars/1.svg', '/cars/2.svg']));
    expect(imagePreloads(html)).toEqual([
      '<link rel="preload" as="image" href="/cars/1.svg" fetchpriority="high">',
      '<link rel="preload" as="image" href="/cars/2.svg">',
    ]);
  });

  it('lets a hero picture’s preload lead instead of the widget’s pictures', () => {
    const body = '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><img src="/hero.webp" fetchPriority="high">';
    const html = buildHtmlDocument(parts(body, ['/cars/1.svg']));
    expect(imagePreloads(html)).toEqual(['<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">']);
  });
});
