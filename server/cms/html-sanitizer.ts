/**
 * Editor HTML is sanitized on save, so a stolen editor account cannot store script
 * (docs/security-headers.md, "Editor HTML"): the usual text and media tags, and the project's widget
 * tags (`<lrdx-stock-locator list-key="…">` and every other `lrdx-*` element the loader upgrades)
 * with their attributes. On every tag:
 *  - event handler attributes (`on…`) never survive, nor `style` on a widget tag;
 *  - every attribute whose value is a URL (href, src, poster, srcset, action, formaction, `*-href`,
 *    `*-url`, `*-src`…) goes through the one URL rule (domain/safe-url.ts) and is dropped when it
 *    fails; any other attribute whose value reads as a script or data URL is dropped too;
 *  - `rel` never holds `opener`, and a link opening a new tab gets `noopener`;
 *  - iframes only from the video hosts the CSP's frame-src allows (domain/shell/video-source.ts),
 *    `www.youtube.com/embed/…` rewritten to the privacy-enhanced host.
 */
import sanitizeHtml from 'sanitize-html';
import { checkUrl, decodeHtmlEntities } from '../../domain/safe-url.js';
import { VIDEO_FRAME_HOSTS } from '../../domain/shell/video-source.js';

const WIDGET_TAG = /<\s*(lrdx-[a-z0-9]+(?:-[a-z0-9]+)*)\b/gi;

const TEXT_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'picture',
  'source',
  'figure',
  'figcaption',
  'details',
  'summary',
  'bdi',
  'sup',
  'sub',
  'small',
  'video',
  'iframe',
];

const GLOBAL_ATTRIBUTES = ['class', 'id', 'dir', 'lang', 'title', 'role', 'aria-*', 'data-*'];

/** Attributes whose value a browser (or a widget) follows as a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'poster',
  'action',
  'formaction',
  'cite',
  'background',
  'longdesc',
  'data',
  'codebase',
  'ping',
  'manifest',
  'icon',
  'xlink:href',
]);
const URL_NAME = /(?:^|[-_:])(?:href|src|url|uri|link|action|poster)$/i;
const SCRIPT_VALUE = /^(?:javascript|vbscript|livescript|mocha|data):/i;

/** True when the attribute's value is a URL the rule allows (srcset: every candidate's URL). */
function urlAttributeAllowed(name: string, value: string): boolean {
  if (name === 'srcset' || name.endsWith('-srcset'))
    return value.split(',').every((candidate) => candidate.trim() === '' || checkUrl(candidate.trim().split(/\s+/)[0]!) !== null);
  return checkUrl(value) !== null;
}

function isUrlAttribute(name: string): boolean {
  return URL_ATTRIBUTES.has(name) || name === 'srcset' || URL_NAME.test(name) || name.endsWith('-srcset');
}

/** `rel` without `opener`, with `noopener` when the link opens another browsing context. */
function safeRel(rel: string | undefined, target: string | undefined): string | undefined {
  const tokens = (rel ?? '').split(/\s+/).filter((token) => token !== '' && token.toLowerCase() !== 'opener');
  if (
    target !== undefined &&
    target.trim() !== '' &&
    target.trim().toLowerCase() !== '_self' &&
    !tokens.some((t) => t.toLowerCase() === 'noopener')
  )
    tokens.push('noopener');
  return tokens.length > 0 ? tokens.join(' ') : undefined;
}

/** The privacy-enhanced host for YouTube embeds (the CSP's frame-src names no other YouTube host). */
function youtubeEmbedOnNoCookie(src: string): string {
  const match = /^https:\/\/(?:www\.)?youtube\.com(\/embed\/.*)$/i.exec(src.trim());
  return match ? `https://www.youtube-nocookie.com${match[1]}` : src;
}

/** Every tag's attributes through the rules above, before sanitize-html's own allow-lists. */
function cleanAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const widget = tagName.startsWith('lrdx-');
  const kept: sanitizeHtml.Attributes = {};
  for (const [rawName, value] of Object.entries(attribs)) {
    const name = rawName.toLowerCase();
    if (name.startsWith('on') || !/^[a-z][a-z0-9:_-]*$/.test(name)) continue;
    if (widget && name === 'style') continue;
    if (
      isUrlAttribute(name)
        ? !urlAttributeAllowed(name, value)
        : SCRIPT_VALUE.test(decodeHtmlEntities(value).replace(/[\u0000-\u0020\u007f]/g, ''))
    )
      continue;
    kept[name] = tagName === 'iframe' && name === 'src' ? youtubeEmbedOnNoCookie(value) : value;
  }
  const rel = 'rel' in kept || 'target' in kept ? safeRel(kept.rel, kept.target) : undefined;
  if (rel === undefined) delete kept.rel;
  else kept.rel = rel;
  return { tagName, attribs: kept };
}

/** The names of the widget tags in `html` (lower case), each once. */
export function widgetTagsIn(html: string): string[] {
  return [...new Set([...html.matchAll(WIDGET_TAG)].map((match) => match[1]!.toLowerCase()))];
}

export function sanitizeEditorHtml(html: string): string {
  const widgets = widgetTagsIn(html);
  return sanitizeHtml(html, {
    allowedTags: [...TEXT_TAGS, ...widgets],
    allowedAttributes: {
      '*': GLOBAL_ATTRIBUTES,
      a: ['href', 'target', 'rel', 'name', 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['src', 'srcset', 'sizes', 'type', 'media'],
      video: ['src', 'poster', 'controls', 'muted', 'loop', 'playsinline', 'width', 'height'],
      iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
      details: ['open'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      ...Object.fromEntries(widgets.map((tag) => [tag, ['*']])),
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster', 'action', 'formaction'],
    allowProtocolRelative: false,
    // Video embeds only from the hosts the CSP's frame-src allows (one list: domain/shell/video-source.ts).
    allowedIframeHostnames: [...VIDEO_FRAME_HOSTS],
    allowIframeRelativeUrls: false,
    transformTags: { '*': cleanAttributes },
  });
}
