import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const render = (props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'vin_checker', props }, ctx)}</>);

describe('VIN checker block', () => {
  it('places <lrdx-vin-checker> with the block texts, and a Kurdish fallback form while it loads', () => {
    const html = render({ section_class: 'wide-left', section_height: 'large', section_title: 'پشکنینی ژمارەی شاسی', button_text: '' });
    expect(html).toContain('lrdx-vin-block--wide-left lrdx-vin-block--height-large');
    expect(html).toMatch(/<lrdx-vin-checker class="lrdx-vin-checker" lang="ku" config="[^"]*section_title&quot;:&quot;پشکنینی ژمارەی شاسی/);
    expect(html).toContain('<h2 class="lrdx-heading">پشکنینی ژمارەی شاسی</h2>');
    // Empty texts fall back to the language's default.
    expect(html).toContain('ژمارەی شاسی بنووسە');
    expect(html).toContain('>پشکنین</button>');
    expect(html).toContain('<noscript>');
  });

  it('keeps unknown layout values out of the page', () => {
    const html = render({ section_class: 'x" onclick="y', section_height: 'huge' });
    expect(html).toContain('lrdx-vin-block--narrow-centered lrdx-vin-block--height-auto');
    expect(html).not.toContain('onclick');
  });
});
