/**
 * The HTML document around the server-rendered body. Built as a string rather than with React
 * because metaheads are raw editor code (html, css, scripts) that must land verbatim in <head> or
 * at the end of <body>, which React cannot emit without a wrapper element.
 */
import type { Metahead } from '../content/metaheads-repository.js';
import { INLINE_FONT_CSS } from './fonts.js';
import type { PageAssets } from './page-assets.js';
import type { HreflangAlternate } from './hreflang.js';
import { SHARE_IMAGE_WIDTH, type MetaTag } from './page-meta.js';
import { FAVICON_LINKS } from './favicon.js';
import { prioritizeFirstImage } from './image-priority.js';

export interface DocumentParts {
  htmlLang: string;
  dir: 'rtl' | 'ltr';
  segment: string;
  title: string;
  description: string | null;
  canonical: string | null;
  assets: PageAssets;
  metaheads: Metahead[];
  bodyHtml: string;
  noIndex?: boolean;
  /** The page in every language that has it, plus x-default (server/render/hreflang.ts). */
  alternates?: HreflangAlternate[];
  /**
   * The response's Content-Security-Policy nonce (server/http/security-headers.ts): the inline
   * `<script>` and `<style>` elements of metaheads (editor code, trusted) carry it, nothing else does.
   */
  nonce?: string;
  /**
   * Page meta (docs/content-api.md, "Page meta (`server/render/page-meta.ts`, `html-document.ts`)"): the share image (og:image / twitter:image, width 1600) and the
   * site-wide tags of setting general.meta. Left out on the routes whose meta is suppressed (the
   * vehicle preview and order-online pages write their own head).
   */
  shareImage?: string | null;
  metaTags?: MetaTag[];
  /** Pictures the page shows first (a server-rendered stock page's first cards): preloaded, the first with high priority (LCP). */
  preloadImages?: readonly string[];
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The first lines of every page document (site pages, account pages, the editor shell): the doctype,
 * the root element in the page's language and direction, and the head's charset, viewport and title.
 */
export function documentOpening(htmlLang: string, dir: string, title: string): string[] {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(htmlLang)}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
  ];
}

/** ` nonce="…"` for the CSP, or nothing when the document is built without one. */
function nonceAttribute(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/** sass and scss arrive compiled to css (server/render/metahead-styles.ts, in loadShellData); raw ones are skipped. */
function metaheadHtml(metahead: Metahead, nonce: string | undefined): string {
  const n = nonceAttribute(nonce);
  switch (metahead.language) {
    case 'html':
      // Raw editor HTML: its own script and style elements are the editor's on purpose, so they run.
      // JSON data blocks (JSON-LD) are not script and need no nonce.
      return nonce
        ? metahead.content.replace(/<(script|style)(?=[\s>])([^>]*)>/gi, (tag: string, name: string, attributes: string) =>
            /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) ? tag : `<${name}${n}${attributes}>`,
          )
        : metahead.content;
    case 'css':
      return `<style${n}>${metahead.content.replace(/<\/style/gi, '<\\/style')}</style>`;
    case 'javascript':
      return `<script${n}>${metahead.content.replace(/<\/script/gi, '<\\/script')}</script>`;
    case 'js-src':
      return `<script src="${escapeHtml(metahead.content.trim())}"${n} defer></script>`;
    case 'sass':
    case 'scss':
      return '';
  }
}

function shareImageTags(url: string | null | undefined): string[] {
  if (!url) return [];
  const href = escapeHtml(url);
  return [
    `<meta property="og:image" content="${href}">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:image" content="${href}">`,
  ];
}

function metaTagHtml(tag: MetaTag): string {
  const key = tag.name !== undefined ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? '')}"`;
  return `<meta ${key} content="${escapeHtml(tag.content)}">`;
}

export function buildHtmlDocument(parts: DocumentParts): string {
  const head = parts.metaheads
    .filter((m) => !m.in_body)
    .map((m) => metaheadHtml(m, parts.nonce))
    .join('\n');
  const bodyEnd = parts.metaheads
    .filter((m) => m.in_body)
    .map((m) => metaheadHtml(m, parts.nonce))
    .join('\n');
  const prioritized = prioritizeFirstImage(parts.bodyHtml);
  const { bodyHtml } = prioritized;
  // React's server renderer writes its own preload beside a server-rendered widget's eager <img> (the
  // stock locator's first card): that is one of `preloadImages`, whose list (the first with high
  // priority) then replaces it. A hero picture's preload still leads.
  const headPreload =
    prioritized.headPreload && (parts.preloadImages ?? []).some((href) => prioritized.headPreload?.includes(`href="${escapeHtml(href)}"`))
      ? null
      : prioritized.headPreload;
  const lines = [
    ...documentOpening(parts.htmlLang, parts.dir, parts.title),
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : '',
    parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}">` : '',
    parts.noIndex ? '<meta name="robots" content="noindex">' : '',
    ...(parts.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`),
    `<meta property="og:title" content="${escapeHtml(parts.title)}">`,
    parts.description ? `<meta property="og:description" content="${escapeHtml(parts.description)}">` : '',
    parts.canonical ? `<meta property="og:url" content="${escapeHtml(parts.canonical)}">` : '',
    ...shareImageTags(parts.shareImage),
    ...(parts.metaTags ?? []).map(metaTagHtml),
    '<meta name="theme-color" content="#005a2b">',
    ...FAVICON_LINKS,
    // The hero picture is the largest paint: its request starts beside the stylesheets, not after them.
    headPreload ?? '',
    // No font preload: the faces are font-display optional (fonts.ts), so on a phone's connection a
    // preloaded 49 KB face arrives too late for the first view anyway, and meanwhile it competes with
    // the stylesheet and the hero picture. The browser fetches the faces the text needs once styles
    // resolve, keeps them a year, and the next page shows them.
    // Inline rather than /fonts/lrdx-fonts.css (the loader's copy for retailer pages): one render-blocking request fewer.
    `<style${nonceAttribute(parts.nonce)} data-lrdx-fonts>${INLINE_FONT_CSS}</style>`,
    // Server-rendered widget pictures (the stock locator's first cards), unless a hero picture already leads.
    ...(headPreload ? [] : (parts.preloadImages ?? [])).map(
      (href, index) => `<link rel="preload" as="image" href="${escapeHtml(href)}"${index === 0 ? ' fetchpriority="high"' : ''}>`,
    ),
    `<link rel="stylesheet" href="${escapeHtml(parts.assets.siteCssHref)}">`,
    `<script type="module" src="/loader.js" data-api-base="" data-lang="${escapeHtml(parts.segment)}" async></script>`,
    ...parts.assets.preloadsFor(bodyHtml).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    head,
    '</head>',
    '<body>',
    bodyHtml,
    bodyEnd,
    '</body>',
    '</html>',
  ];
  return lines.filter((line) => line !== '').join('\n');
}
