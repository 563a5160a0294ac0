/** The render context of the site's block renderers when the editor previews them in the browser. */
import { LANGUAGE_INFO, type Language } from '../../domain/languages.js';
import type { RenderContext } from '../blocks/types.js';
import { shellStrings } from '../i18n/index.js';
import { siteHref } from '../site-href.js';

export function previewContext(language: Language): RenderContext {
  return {
    segment: language,
    htmlLang: LANGUAGE_INFO[language].htmlLang,
    strings: shellStrings(language),
    href: (url) => siteHref(language, url),
    // The preview shows what the site would; a renderer's warning goes to the console.
    warn: (message) => console.warn(message),
    retailers: [],
  };
}
