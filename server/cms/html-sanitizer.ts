/**
 * Editor HTML is sanitized on save (issue 10), so a stolen editor account cannot store script:
 * the usual text and media tags, and the project's widget tags (`<lrdx-stock-locator list-key="…">`
 * and every other `lrdx-*` element the loader upgrades) with their attributes. Event handler
 * attributes (`on…`) and `javascript:` values never survive, on widget tags either.
 */
import sanitizeHtml from 'sanitize-html';

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

/** Removes `on…` attributes and script URLs from a widget tag before its attributes are allowed wholesale. */
function cleanWidgetAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (/^on/i.test(name) || !/^[a-z][a-z0-9-]*$/i.test(name)) continue;
    if (/^\s*(javascript|vbscript|data):/i.test(value)) continue;
    kept[name] = value;
  }
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
    // Video embeds only from the two hosts the catalogue's video fields name.
    allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
    transformTags: Object.fromEntries(widgets.map((tag) => [tag, cleanWidgetAttributes])),
  });
}
