/**
 * What the editor's rich-text field (Puck 0.23's `richtext`, TipTap) may write, kept to what the
 * server's sanitizer keeps (server/cms/html-sanitizer.ts), so nothing an editor formats is dropped
 * on save (docs/cms-editor.md, "Rich text"). Text alignment is off: TipTap writes it as a `style`
 * attribute, which the sanitizer drops, and "left" / "right" would be the wrong side on a Kurdish or
 * Arabic page. Code is off: the site has no style for it. Pure, so it is tested without a browser.
 */

import type { RichtextField } from '@puckeditor/core';

/** Puck's `richtext` field `options` (its TipTap extensions): `false` leaves one out. */
export const RICH_TEXT_OPTIONS: NonNullable<RichtextField['options']> = {
  textAlign: false,
  code: false,
  codeBlock: false,
  // A block's own heading is an h2 (site/blocks/shared/heading.tsx): text inside it starts at h2.
  heading: { levels: [2, 3, 4] },
  // The editor's link button opens the link in the same tab; TipTap's default is a new one.
  link: { openOnClick: false, HTMLAttributes: { target: null, rel: null, class: null } },
};

/** The HTML each control of the field writes, one sample each (the sanitizer test keeps them all). */
export const RICH_TEXT_SAMPLES: Readonly<Record<string, string>> = {
  paragraph: '<p>Text</p>',
  heading: '<h2>Title</h2><h3>Part</h3><h4>Detail</h4>',
  bold: '<p><strong>Bold</strong></p>',
  italic: '<p><em>Italic</em></p>',
  underline: '<p><u>Underlined</u></p>',
  strike: '<p><s>Struck</s></p>',
  link: '<p><a href="https://example.com/offers">Offers</a> <a href="/ku/contact-us">Contact</a> <a href="mailto:info@example.com">Mail</a></p>',
  bulletList: '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
  orderedList: '<ol><li><p>First</p></li><li><p>Second</p></li></ol>',
  blockquote: '<blockquote><p>Quote</p></blockquote>',
  horizontalRule: '<hr />',
  hardBreak: '<p>Line<br />next line</p>',
};

/** Tags the field reads and writes again as they are. */
const KEPT_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr']);
/** Attributes the field keeps, by tag (none on the others). */
const KEPT_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'target', 'rel']),
  ol: new Set(['start']),
};

const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;

/**
 * True when `html` comes back unchanged in meaning from the rich-text field: only the tags and
 * attributes above, no comments. A value with anything else (a table, an image, a widget tag, a
 * class) is edited in the code area instead, so opening it in the editor loses nothing.
 */
export function richTextKeeps(html: string): boolean {
  if (html.includes('<!--')) return false;
  for (const match of html.matchAll(TAG)) {
    const tag = match[2]!.toLowerCase();
    if (!KEPT_TAGS.has(tag)) return false;
    if (match[1]) continue;
    const allowed = KEPT_ATTRIBUTES[tag];
    for (const attribute of (match[3] ?? '').matchAll(ATTRIBUTE)) {
      const name = attribute[1]!.toLowerCase();
      if (!allowed?.has(name)) return false;
    }
  }
  return true;
}
