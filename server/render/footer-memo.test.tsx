import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brandLogoForPath } from '../../domain/navigation/brand-logo.js';
import { EMPTY_FOOTER, type FooterConfig } from '../../domain/footer/footer-config.js';
import { testRenderContext } from '../../site/blocks/test-context.js';
import { shellStrings } from '../../site/i18n/index.js';
import { Footer } from '../../site/layouts/footer.js';
import { siteHref } from '../../site/site-href.js';
import { createFooterMemo } from './footer-memo.js';
import { renderPageBody } from './render-body.js';

const withSearch = (button: string): FooterConfig => ({
  ...EMPTY_FOOTER,
  search: { label: 'گەڕان', placeholder: '', action: '/search', param: 'q', button_label: button },
  bottom_html: '<p>خوارەوە</p>',
});

describe('footer memo', () => {
  it('draws a footer once per distinct setting, language, year and label, and gives the same HTML as drawing it', () => {
    const memo = createFooterMemo();
    const ctx = testRenderContext();
    const props = { ctx, year: '٢٠٢٦', config: withSearch('بگەڕێ'), consentLabel: 'ڕێکخستنی کووکی' };
    const first = memo.html(props);
    expect(memo.html({ ...props, config: withSearch('بگەڕێ') })).toBe(first);
    expect(memo.drawn).toBe(1);
    // Only the search field's generated id differs from a footer drawn inside the page.
    const strip = (html: string) => html.replace(/id="[^"]+"|for="[^"]+"/g, '');
    expect(strip(first)).toBe(strip(renderToString(<Footer {...props} />)));
    expect(first).toMatch(/for="([^"]*lrdx-footer-[^"]+)"[\s\S]*id="\1"/);

    expect(memo.html({ ...props, config: withSearch('گەڕان') })).toContain('گەڕان</button>');
    expect(memo.html({ ...props, year: '٢٠٢٧' })).toContain('٢٠٢٧');
    expect(memo.html({ ...props, consentLabel: undefined })).not.toContain('ڕێکخستنی کووکی');
    const english = { ...ctx, segment: 'en' as const, strings: shellStrings('en'), href: (url: string) => siteHref('en', url) };
    expect(memo.html({ ...props, ctx: english })).toContain('action="/en/search"');
    expect(memo.drawn).toBe(5);
  });

  it('starts again past its bound', () => {
    const memo = createFooterMemo(2);
    const ctx = testRenderContext();
    for (const year of ['1', '2', '3', '1']) memo.html({ ctx, year });
    expect(memo.drawn).toBe(4);
  });

  it('puts the footer where the layout draws it, once, with no trace of the slot', () => {
    const html = renderPageBody(
      {
        ctx: testRenderContext(),
        navEntries: [],
        navigationDisabled: false,
        currentUrl: '/ku/',
        year: '٢٠٢٦',
        chrome: {
          header: {
            variant: 'standard',
            entriesHidden: false,
            logo: brandLogoForPath('/ku/', []),
            naas: null,
            retailerBar: null,
            offersBanner: null,
          },
          footer: withSearch('بگەڕێ'),
          dynamicContent: new Map(),
        },
      },
      [],
    );
    expect(html).not.toContain('data-lrdx-footer');
    expect(html.match(/<footer class="lrdx-footer">/g)).toHaveLength(1);
    expect(html.indexOf('</main>')).toBeLessThan(html.indexOf('<footer'));
    expect(html).toContain('بگەڕێ</button>');
  });
});
