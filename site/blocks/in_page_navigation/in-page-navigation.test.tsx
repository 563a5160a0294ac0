import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { InPageNavigation } from './render.js';
import { IN_PAGE_NAVIGATION_MAX, inPageNavigationTemplate } from './template.js';

const block = { template: inPageNavigationTemplate, Render: InPageNavigation };

describe('in-page navigation', () => {
  it('follows the catalogue: label and blockId per entry (10), goTopShort, no block_scroll_id of its own', () => {
    expectCatalogueTemplate(block, { key: 'in_page_navigation', scrollId: false, groups: { field: 'items', max: IN_PAGE_NAVIGATION_MAX } });
    const items = inPageNavigationTemplate.fields.items;
    expect(items.type === 'array' && Object.keys(items.arrayFields)).toEqual(['label', 'blockId']);
    expect(Object.keys(inPageNavigationTemplate.fields)).toEqual(['goTopShort', 'items']);
  });

  it('renders a labelled nav of hash links and a go-to-top link to <main>', () => {
    const html = expectValidRender(block, {
      goTopShort: 'سەرەوە',
      items: [
        { label: 'دیزاین', blockId: '#design' },
        { label: 'بێ ئامانج', blockId: ' ' },
        { label: 'تایبەتمەندی', blockId: 'specs' },
      ],
    });
    expect(html).toContain('<nav class="lrdx-in-page-nav__bar" aria-label="لەم پەڕەیەدا">');
    expect(html).toContain('href="#design" data-target="design">دیزاین</a>');
    expect(html).toContain('href="#specs"');
    expect(html).not.toContain('بێ ئامانج');
    expect(html).toContain('<a class="lrdx-in-page-nav__top" href="#main">');
    expect(html).toContain('<span>سەرەوە</span>');
    expect(html).not.toMatch(/<[^>]+\sid="/);
  });

  it('names the go-to-top link for screen readers when it has no text, and renders nothing without entries', () => {
    expect(expectValidRender(block, { items: [{ label: 'a', blockId: 'a' }] })).toContain('aria-label="گەڕانەوە بۆ سەرەوە"');
    expect(expectValidRender(block, { items: [] })).toBe('');
    expect(expectValidRender(block)).toBe('');
  });

  it('renders ten entries', () => {
    const html = expectValidRender(block, {
      items: Array.from({ length: IN_PAGE_NAVIGATION_MAX + 2 }, (_, i) => ({ label: `S${i}`, blockId: `s${i}` })),
    });
    expect(html.match(/lrdx-in-page-nav__link/g)).toHaveLength(IN_PAGE_NAVIGATION_MAX);
    expectValidMaximumRender(block);
  });
});
