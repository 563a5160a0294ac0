import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO } from '../../domain/languages.js';
import { renderBlock } from '../../site/blocks/registry.js';
import { testRenderContext } from '../../site/blocks/test-context.js';
import { shellStrings } from '../../site/i18n/index.js';
import { siteHref } from '../../site/site-href.js';
import { ELECTRIC_PAGES, rangeCalculatorBlock } from './electric-pages.js';
import { elementConfigIn } from '../../site/blocks/testing/element-config.js';

const configOf = (html: string) => elementConfigIn(html, 'lrdx-range-calculator');

describe('the seeded electric page', () => {
  it('exists at /electric in ku, ar and en with the range calculator', () => {
    for (const language of ['ku', 'ar', 'en'] as const) {
      const [page] = ELECTRIC_PAGES[language];
      expect(page?.path).toBe('/electric');
      expect(page?.blocks.map((b) => b.template)).toEqual(['range_calculator']);
    }
  });

  it('renders its block in English and Arabic with the seeded cars and the demo JSON', () => {
    for (const language of ['en', 'ar'] as const) {
      const ctx = {
        ...testRenderContext(),
        segment: language,
        htmlLang: LANGUAGE_INFO[language].htmlLang,
        strings: shellStrings(language),
        href: (url: string) => siteHref(language, url),
      };
      const html = renderToStaticMarkup(<>{renderBlock(rangeCalculatorBlock(language), ctx)}</>);
      const { lang, config } = configOf(html);
      expect(lang).toBe(language);
      expect(config.json_url).toBe('/api/range-calculator/demo/ranges.json');
      expect((config.cars as { key: string }[]).map((c) => c.key)).toContain('range_rover_electric');
      expect(html).toContain(language === 'en' ? 'Electric range calculator' : 'حاسبة المدى الكهربائي');
      expect(html).toContain(`href="/${language}/range-rover"`);
    }
  });
});
