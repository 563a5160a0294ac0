import { expect, it } from 'vitest';
import { htmlProblems, renderHtml } from '../testing/html-check.js';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { collectionItemTemplate } from './template.js';

describeCatalogueBlock(
  collectionItemTemplate,
  {
    key: 'collection_item',
    defaults: { images: '[]' },
    json: '["/media/scenes/city-day","/media/scenes/city-night"]',
    filled: (html) => expect(html).toContain('href="/ku/retailer-locator"'),
  },
  () => {
    it('places the photos where the rich-text field left the placeholder, in its own paragraph, without half paragraphs', () => {
      const html = renderHtml('collection_item', {
        images: '["/media/scenes/city-day"]',
        html: '<h2>Item</h2><p>{photos}</p><p><strong>After</strong></p>',
      });
      expect(htmlProblems(html)).toEqual([]);
      expect(html).not.toContain('{photos}');
      expect(html).not.toMatch(/<p><\/div>|<div class="lrdx-rich"><\/p>/);
      expect(html.indexOf('<h2>Item</h2>')).toBeLessThan(html.indexOf('city-day'));
      expect(html.indexOf('city-day')).toBeLessThan(html.indexOf('<strong>After</strong>'));
    });
  },
);
