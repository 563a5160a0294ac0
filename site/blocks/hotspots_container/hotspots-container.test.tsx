import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { hotspotsContainerTemplate } from './template.js';

describeCatalogueBlock(
  hotspotsContainerTemplate,
  {
    key: 'hotspots_container',
    defaults: { hotspots: '[]' },
    json: '[{"x":10,"y":20,"title":"Wade sensing","text":"Up to 900 mm"},{"x":70,"y":40,"title":"Lights"}]',
    filled: (html) => {
      // 10 % from the picture's left edge is 90 % from the inline start on this right-to-left page.
      // Placed by classes: the page's CSP drops inline style attributes, so none may be written.
      expect(html).toContain('class="lrdx-hotspot lrdx-hotspot--x-90 lrdx-hotspot--y-20"');
      expect(html).not.toContain('style=');
    },
  },
  () => {},
);

describe('hotspot position classes', () => {
  it('exist in the stylesheet for every whole percent', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    for (let i = 0; i <= 100; i++) {
      expect(css).toContain(`.lrdx-hotspot--x-${i} {\n  inset-inline-start: ${i}%;`);
      expect(css).toContain(`.lrdx-hotspot--y-${i} {\n  inset-block-start: ${i}%;`);
    }
  });
});
