import { expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { testRenderContext } from '../test-context.js';
import { stockCarouselAttributes, stockCarouselElementKey } from './element-attributes.js';
import { stockCarouselTemplate } from './template.js';

describeCatalogueBlock(
  stockCarouselTemplate,
  {
    key: 'stock_carousel',
    defaults: { items: 12 },
    filled: (html) => expect(html).toContain('<lrdx-stock-carousel'),
  },
  () => {
    it('takes the first page the server drew for its own attributes, and is taken over on the first touch', () => {
      const props = { ...stockCarouselTemplate.defaultProps, family: 'Defender', items: 6 };
      const drawn = '<template shadowrootmode="open"><p>six Defenders</p></template>';
      const key = stockCarouselElementKey(stockCarouselAttributes(props, 'ku'));
      const ctx = { ...testRenderContext(), stockFirstPages: new Map([[key, drawn]]) };
      const html = renderHtml('stock_carousel', props, ctx);
      expect(html).toContain('<p>six Defenders</p>');
      expect(html).toContain('data-load-on="interaction"');
      // Another carousel (another family) does not take it, and loads when scrolled to.
      const other = renderHtml('stock_carousel', { ...props, family: 'Discovery' }, ctx);
      expect(other).not.toContain('six Defenders');
      expect(other).toContain('data-load-on="visible"');
    });
  },
);
