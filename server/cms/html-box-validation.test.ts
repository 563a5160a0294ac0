/** The HTML box block (site/blocks/html_box) is sanitized when a page is saved: widget tags stay, script goes. */
import { describe, expect, it } from 'vitest';
import { validateBlocks } from './block-validation.js';

describe('html_box on save', () => {
  it('keeps lrdx-* widget tags and their attributes, drops script and event handlers', () => {
    const [saved] = validateBlocks([
      {
        id: 'box',
        template: 'html_box',
        props: {
          html: '<h2 onclick="x()">Stock</h2><script>alert(1)</script><lrdx-stock-locator list-key="erbil" onload="x()"></lrdx-stock-locator>',
        },
      },
    ]);
    expect(saved!.props.html).toBe('<h2>Stock</h2><lrdx-stock-locator list-key="erbil"></lrdx-stock-locator>');
  });
});
