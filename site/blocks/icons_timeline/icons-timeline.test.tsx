import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { IconsTimeline } from './render.js';
import { iconsTimelineTemplate } from './template.js';
import { renderHtml } from '../testing/html-check.js';

const block = { template: iconsTimelineTemplate, Render: IconsTimeline };

describe('icons timeline', () => {
  it('follows the catalogue (up to 20 milestones)', () => {
    expectCatalogueTemplate(block, { key: 'icons_timeline', scrollId: true, groups: { field: 'items', max: 20 } });
  });

  it('renders an ordered list with decorative icons, and skips unknown icons', () => {
    const html = expectValidRender(block, {
      heading: 'H',
      items: [
        { icon: 'mountain', label: '١٩٤٨', title: 'T' },
        { icon: 'no-such', title: 'U' },
      ],
    });
    expect(html).toContain('<ol class="lrdx-timeline__list">');
    expect(html.match(/<svg /g)).toHaveLength(1);
    expect(html).toContain('aria-hidden="true"');
    expect(expectValidMaximumRender(block).match(/<li /g)).toHaveLength(20);
  });
});

describe('icons_timeline on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('icons_timeline', { items: [{ icon: 'car', label: '1948', title: 'یەکەم لاندڕۆڤەر', text: '' }] });
    expect(html).toContain('١٩٤٨');
    expect(html).not.toContain('1948');
  });
});
