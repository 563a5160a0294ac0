/**
 * What the editor's rich-text field (Puck 0.23's `richtext`, TipTap) may write, kept to what the
 * server's sanitizer keeps (server/cms/html-sanitizer.ts), so nothing an editor formats is dropped
 * on save (docs/cms-editor.md, "Rich text"). Text alignment is off: TipTap writes it as a `style`
 * attribute, which the sanitizer drops, and "left" / "right" would be the wrong side on a Kurdish or
 * Arabic page. Code is off: the site has no style for it. Pure, so it is tested without a browser.
 */

import type { RichtextField } from '@puckeditor/core';

/** The heading levels the field writes: a block's own heading is an h2 (site/blocks/shared/heading.tsx). */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
/** The text style control's choices: a paragraph or one of the heading levels. */
export type TextStyle = 'p' | `h${HeadingLevel}`;
export const TEXT_STYLES: readonly TextStyle[] = ['p', ...HEADING_LEVELS.map((level) => `h${level}` as const)];
/** The list control's choices. */
export type ListKind = 'none' | 'bullet' | 'ordered';
export const LIST_KINDS: readonly ListKind[] = ['none', 'bullet', 'ordered'];

/** What a TipTap editor answers about the text at the cursor (the part of its `isActive` used here). */
export interface ActiveAsker {
  isActive(name: string, attributes?: Record<string, unknown>): boolean;
}

/** The text style at the cursor: the heading level it is in, else a paragraph. */
export function textStyleAt(editor: ActiveAsker): TextStyle {
  const level = HEADING_LEVELS.find((l) => editor.isActive('heading', { level: l }));
  return level ? `h${level}` : 'p';
}

/** The list the cursor is in (the innermost kind TipTap reports), else none. */
export function listKindAt(editor: ActiveAsker): ListKind {
  if (editor.isActive('orderedList')) return 'ordered';
  if (editor.isActive('bulletList')) return 'bullet';
  return 'none';
}

/** Puck's `richtext` field `options` (its TipTap extensions): `false` leaves one out. */
export const RICH_TEXT_OPTIONS: NonNullable<RichtextField['options']> = {
  textAlign: false,
  code: false,
  codeBlock: false,
  // A block's own heading is an h2 (site/blocks/shared/heading.tsx): text inside it starts at h2.
  heading: { levels: [...HEADING_LEVELS] },
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
