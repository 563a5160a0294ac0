import { describe, expect, it } from 'vitest';
import { QUIZ_PAGES } from './quiz-pages.js';
import { RETAILER_LOCATOR_PAGES } from './retailer-locator-pages.js';
import { TOOLS_PAGES } from './tools-blocks-seed.js';

describe('pages made of tools', () => {
  it('have one level-1 heading, the page title, in each language', () => {
    for (const pages of [QUIZ_PAGES, TOOLS_PAGES, RETAILER_LOCATOR_PAGES])
      for (const language of ['ku', 'ar', 'en'] as const)
        for (const page of pages[language]) {
          const ones = page.blocks.filter((block) => (block.props as Record<string, unknown>).heading_level === '1');
          expect(
            ones.map((block) => (block.props as Record<string, unknown>).heading),
            `${language}${page.path}`,
          ).toEqual([page.title]);
        }
  });
});
