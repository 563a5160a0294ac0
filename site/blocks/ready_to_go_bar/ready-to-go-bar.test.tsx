import { expect } from 'vitest';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { readyToGoBarTemplate } from './template.js';

describeCatalogueBlock(readyToGoBarTemplate, {
  key: 'ready_to_go_bar',
  defaults: { mobile_button_label: 'Show more', fabDisabled: false },
  groups: { field: 'groups', max: 5 },
  filled: (html) => expect(html).toContain('<details class="lrdx-ready-bar__more">'),
});
