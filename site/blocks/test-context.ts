/** A render context for block tests, collecting warnings. */
import { LANGUAGE_INFO } from '../../domain/languages.js';
import { shellStrings } from '../i18n/index.js';
import { siteHref } from '../site-href.js';
import type { RenderContext } from './types.js';

export function testRenderContext(): RenderContext & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    segment: 'ku',
    htmlLang: LANGUAGE_INFO.ku.htmlLang,
    strings: shellStrings('ku'),
    href: (url) => siteHref('ku', url),
    warn: (message) => warnings.push(message),
    warnings,
  };
}
