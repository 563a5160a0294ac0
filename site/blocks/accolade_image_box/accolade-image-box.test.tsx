import { describe, expect, it } from 'vitest';
import { itFollowsTheCatalogue, expectValidRender } from '../testing/block-check.js';
import { AccoladeImageBox } from './render.js';
import { accoladeImageBoxTemplate } from './template.js';

const block = { template: accoladeImageBoxTemplate, Render: AccoladeImageBox };

describe('accolade image box', () => {
  itFollowsTheCatalogue(block, { key: 'accolade_image_box', scrollId: true });

  it('renders the accolade as a heading beside a lazily loaded picture', () => {
    const html = expectValidRender(block, {
      ...accoladeImageBoxTemplate.defaultProps,
      accolade: 'باشترین SUV ی ساڵ',
      image_position: 'end',
    });
    expect(html).toContain('<h2 class="lrdx-title lrdx-accolade__accolade">باشترین SUV ی ساڵ</h2>');
    expect(html).toContain('lrdx-accolade--image-end');
    expect(html).toContain('loading="lazy"');
  });
});
