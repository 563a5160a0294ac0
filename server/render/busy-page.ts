/**
 * The page an overloaded process answers with 503 (docs/load-shedding.md). Built once per
 * language when the server starts: it must cost nothing to send, read no database and run no script,
 * since it is sent exactly when the process has no time to spare. The language is the one the
 * requested path names (`/ar/…`), else the site's default.
 */
import { LANGUAGE_INFO, LANGUAGES, isLanguage, type Language } from '../../domain/languages.js';
import { shellStrings } from '../../site/i18n/index.js';
import { siteHref } from '../../site/site-href.js';
import { escapeHtml } from './html-document.js';

function busyDocument(language: Language): string {
  const { htmlLang, dir, segment } = LANGUAGE_INFO[language];
  const strings = shellStrings(language);
  return [
    '<!doctype html>',
    `<html lang="${htmlLang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(strings.busy.title)}</title>`,
    '<link rel="stylesheet" href="/site/site.css"></head>',
    // The status pages' look (site/layouts/status-page-view.tsx), without the header and footer that need the database.
    '<body><main id="main"><div class="lrdx-not-found">',
    `<h1 class="lrdx-not-found__title">${escapeHtml(strings.busy.title)}</h1>`,
    `<p>${escapeHtml(strings.busy.text)}</p>`,
    `<p><a class="lrdx-button lrdx-button--primary lrdx-button--medium" href="${escapeHtml(siteHref(segment, '/'))}">${escapeHtml(strings.backToHome)}</a></p>`,
    '</div></main></body></html>',
  ].join('');
}

/** `(path) => html` for the load shedder; every language's page is built up front. */
export function busyPages(defaultLanguage: Language): (path: string) => string {
  const pages = new Map(LANGUAGES.map((language) => [language, busyDocument(language)]));
  return (path) => {
    const segment = path.split('/')[1];
    return pages.get(isLanguage(segment) ? segment : defaultLanguage) ?? busyDocument(defaultLanguage);
  };
}
