import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, type Language } from '../../domain/languages.js';
import { renderBlock } from '../../site/blocks/registry.js';
import { testRenderContext } from '../../site/blocks/test-context.js';
import { shellStrings } from '../../site/i18n/index.js';
import { FAMILY_PAGES } from './family-pages.js';
import { specificationAccordionBlock } from './specification-accordion-seed.js';

const contextIn = (language: Language) => ({
  ...testRenderContext(),
  segment: language,
  htmlLang: LANGUAGE_INFO[language].htmlLang,
  strings: shellStrings(language),
});

describe('the seeded specification accordion', () => {
  it.each(['ku', 'ar', 'en'] as const)('renders in %s: three Defender models, seven cars, labels in the language', (language) => {
    const ctx = contextIn(language);
    const html = renderToStaticMarkup(<>{renderBlock(specificationAccordionBlock(language), ctx)}</>);
    expect([...html.matchAll(/data-spec-model="([^"]+)" data-spec-engine/g)].map((m) => m[1])).toEqual([
      'defender-90',
      'defender-90',
      'defender-110',
      'defender-110',
      'defender-110',
      'defender-130',
      'defender-130',
    ]);
    expect(html).toContain({ ku: 'بزوێنەر هەڵبژێرە', ar: 'اختر المحرك', en: 'Select engine' }[language]);
    expect(ctx.warnings).toEqual([]);
  });

  it('is on the Defender family page in every language, and on no other family page', () => {
    for (const language of ['ku', 'ar', 'en'] as const) {
      const withBlock = FAMILY_PAGES[language].filter((page) => page.blocks.some((b) => b.template === 'specification_accordion'));
      expect(withBlock.map((page) => page.path)).toEqual(['/defender']);
    }
  });
});
