import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../domain/page.js';
import { testRenderContext } from '../../site/blocks/test-context.js';
import { deferEnhancers } from './below-the-fold.js';
import { renderPageBody } from './render-body.js';

const accordion = (id: string): PageBlock => ({
  id,
  template: 'accordion',
  props: {
    heading: id,
    open_all_label: 'هەمووی بکەرەوە',
    close_all_label: 'هەمووی دابخە',
    items: [
      { title: 'یەک', content: '<p>وەڵام</p>' },
      { title: 'دوو', content: '<p>وەڵام</p>' },
    ],
  },
});

describe('deferEnhancers', () => {
  it('makes block enhancers and widgets load when visible and leaves shell elements and explicit choices alone', () => {
    const html = deferEnhancers(
      '<lrdx-carousel class="c" role="region"><div></div></lrdx-carousel><lrdx-tabs>' +
        '<lrdx-form form-kind="contact"></lrdx-form><lrdx-fab></lrdx-fab><lrdx-view-360 data-load-on="ready"></lrdx-view-360>' +
        '<lrdx-stock-locator data-load-on="interaction"></lrdx-stock-locator><lrdx-cookie-consent></lrdx-cookie-consent>',
    );
    expect(html).toContain('<lrdx-carousel data-load-on="visible" class="c" role="region"><div></div></lrdx-carousel>');
    expect(html).toContain('<lrdx-tabs data-load-on="visible">');
    expect(html).toContain('<lrdx-form data-load-on="visible" form-kind="contact">');
    expect(html).toContain('<lrdx-stock-locator data-load-on="interaction">');
    expect(html).toContain('<lrdx-cookie-consent>');
    expect(html).toContain('<lrdx-fab>');
    expect(html).toContain('<lrdx-view-360 data-load-on="ready">');
  });
});

describe('renderPageBody', () => {
  it('loads the first block’s enhancers with the page and the later blocks’ when scrolled to, without a trace of the fold', () => {
    const html = renderPageBody({ ctx: testRenderContext(), navEntries: [], navigationDisabled: false, currentUrl: '/ku/', year: '٢٠٢٦' }, [
      accordion('first'),
      accordion('second'),
      accordion('third'),
    ]);
    const hosts = html.match(/<lrdx-accordion-controls[^>]*>/g) ?? [];
    expect(hosts).toHaveLength(3);
    expect(hosts[0]).not.toContain('data-load-on');
    expect(hosts[1]).toContain('data-load-on="visible"');
    expect(hosts[2]).toContain('data-load-on="visible"');
    expect(html).not.toContain('<template');
    // The blocks in their order (found by their headings: the shell's own markup says "secondary").
    expect(html.indexOf('>first</h2>')).toBeGreaterThan(-1);
    expect(html.indexOf('>first</h2>')).toBeLessThan(html.indexOf('>second</h2>'));
    expect(html.indexOf('>second</h2>')).toBeLessThan(html.indexOf('>third</h2>'));
  });
});
