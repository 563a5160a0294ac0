import { describe, expect, it } from 'vitest';
import { itFollowsTheCatalogue, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { TextSteps } from './render.js';
import { textStepsTemplate } from './template.js';

const block = { template: textStepsTemplate, Render: TextSteps };

describe('text steps', () => {
  itFollowsTheCatalogue(block, { key: 'text_steps', scrollId: true, groups: { field: 'steps', max: 10 } });

  it('numbers the steps in an ordered list, in the page language digits', () => {
    const html = expectValidRender(block);
    expect(html).toContain('<ol class="lrdx-text-steps__list">');
    expect(html).toContain('<span class="lrdx-text-steps__number" aria-hidden="true">٠١</span>');
    expect(expectValidMaximumRender(block)).toContain('>١٠</span>');
  });
});
