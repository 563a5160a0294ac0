import { describe, expect, it } from 'vitest';
import { itFollowsTheCatalogue, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { SignPost } from './render.js';
import { signPostTemplate } from './template.js';

const block = { template: signPostTemplate, Render: SignPost };

describe('sign post', () => {
  itFollowsTheCatalogue(block, { key: 'sign_post', scrollId: true, groups: { field: 'items', max: 4 } });

  it('renders its cards as a list, lazily loaded, with valid HTML at the defaults and the maximum', () => {
    const html = expectValidRender(block);
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('loading="lazy"');
    expect(expectValidMaximumRender(block).match(/<li /g)).toHaveLength(4);
  });
});
