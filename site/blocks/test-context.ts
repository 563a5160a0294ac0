/** A render context for block tests, collecting warnings. */
import { shellStrings } from '../i18n/index.js';
import { siteHref } from '../site-href.js';
import type { RenderContext } from './types.js';

export function testRenderContext(): RenderContext & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    segment: 'ku',
    htmlLang: 'ckb',
    strings: shellStrings('ku'),
    href: (url) => siteHref('ku', url),
    warn: (message) => warnings.push(message),
    warnings,
  };
}
