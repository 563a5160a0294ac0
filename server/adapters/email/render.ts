/**
 * What goes on the wire for one outbox row: the stored subject and plain text (already worded in
 * the recipient's language by whoever queued it) as the text part, and an HTML part drawn from the
 * same text with the language's `lang` and direction (Kurdish and Arabic right to left), links made
 * clickable. Both parts say the same thing: a client showing either misses nothing.
 */
import { LANGUAGE_INFO, toLanguage, type Language } from '../../../domain/languages.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  language: Language;
  /** The `lang` value (`ckb` for Sorani), also sent as the Content-Language header. */
  htmlLang: string;
  /** The one-click unsubscribe URL (List-Unsubscribe), when the message has one. */
  listUnsubscribe?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * http(s) links in already-escaped text become anchors (an escaped `&amp;` stays part of the link;
 * a sentence's closing punctuation does not).
 */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`);
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) =>
        `<p>${block
          .split('\n')
          .map((line) => linkify(escapeHtml(line)))
          .join('<br>')}</p>`,
    )
    .join('\n');
}

export function renderEmail(
  row: { subject: string; body: string; language: string | null; list_unsubscribe?: string | null },
  fallback: Language,
): RenderedEmail {
  const language = row.language ? toLanguage(row.language) : fallback;
  const { htmlLang, dir } = LANGUAGE_INFO[language];
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang}" dir="${dir}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(row.subject)}</title></head>`,
    `<body style="font-family: system-ui, 'Noto Sans Arabic', sans-serif; line-height: 1.5; text-align: ${dir === 'rtl' ? 'right' : 'left'}">`,
    paragraphs(row.body),
    '</body>',
    '</html>',
  ].join('\n');
  const rendered: RenderedEmail = { subject: row.subject, text: row.body, html, language, htmlLang };
  if (row.list_unsubscribe) rendered.listUnsubscribe = row.list_unsubscribe;
  return rendered;
}
