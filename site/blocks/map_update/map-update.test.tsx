import { describe, expect, it } from 'vitest';
import { itFollowsTheCatalogue, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { MapUpdate } from './render.js';
import { mapUpdateTemplate } from './template.js';

const block = { template: mapUpdateTemplate, Render: MapUpdate };

describe('map update', () => {
  itFollowsTheCatalogue(block, { key: 'map_update', scrollId: true, groups: { field: 'steps', max: 8 } });

  it('renders its step texts as an ordered list', () => {
    const html = expectValidRender(block, { heading: 'H', steps: [{ title: 'USB ئامادە بکە', text: 'x' }] });
    expect(html).toContain('<h3 class="lrdx-map-update__title">USB ئامادە بکە</h3>');
    expect(expectValidMaximumRender(block).match(/<li /g)).toHaveLength(8);
  });
});
