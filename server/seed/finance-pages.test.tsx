import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_INFO } from '../../domain/languages.js';
import { DEFAULT_PRICE_SETTINGS } from '../../domain/price-settings.js';
import { renderBlock } from '../../site/blocks/registry.js';
import type { RenderContext } from '../../site/blocks/types.js';
import { shellStrings } from '../../site/i18n/index.js';
import { siteHref } from '../../site/site-href.js';
import { SEED_PAGES } from './content-pages.js';
import { FINANCE_PAGE_PATH } from './finance-pages.js';

describe('the seeded offers and finance page', () => {
  it.each(LANGUAGES)('is seeded in %s with the calculator, its fallback quote and the options table', (language) => {
    const page = SEED_PAGES[language].find((p) => p.path === FINANCE_PAGE_PATH);
    expect(page).toBeDefined();
    const ctx: RenderContext = {
      segment: language,
      htmlLang: LANGUAGE_INFO[language].htmlLang,
      strings: shellStrings(language),
      href: (url) => siteHref(language, url),
      warn: (message) => expect.fail(message),
      priceSettings: { ...DEFAULT_PRICE_SETTINGS, symbol: '$', format: '^%' },
    };
    const html = renderToStaticMarkup(<>{page?.blocks.map((block) => renderBlock(block, ctx))}</>);
    expect(html).toContain(`<lrdx-finance-calculator class="lrdx-finance-calculator" lang="${language}"`);
    // Defender 110: 95,000 less 20 % at 4.5 % over 48 months = 1,733.06… → 1,734 in whole dollars.
    expect(html).toContain(language === 'en' ? '$1,734' : '١٬٧٣٤');
    expect(html).toContain('lrdx-finance-options__table');
  });
});
