/** The expanded entry-form block as a page renders it: one tab per form, each tab's side padding a class with its rule in the stylesheet. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { expandedEntryFormTemplate } from './template.js';
import { TAB_PADDING_MAX, tabPaddingClass } from '../shared/tabs.js';

describe('expanded entry form block', () => {
  it('renders one tab per form, at most top_tabs_limit, each padded by a class', () => {
    const tab = (label: string, kind: string) => ({
      label,
      tab_id: label.toLowerCase(),
      icon: 'car',
      tab_x_padding: 30,
      image: { src: '', alt: '' },
      form_kind: kind,
    });
    const out = renderHtml('expanded_entry_form', {
      top_tabs_limit: 2,
      tabs: [tab('One', 'enquiry'), tab('Two', 'test_drive'), tab('Three', 'brochure')],
    });
    expect(out.match(/<lrdx-form /g)).toHaveLength(2);
    expect(out).toContain('form-kind="test_drive"');
    expect(out).not.toContain('Three');
    // The side padding is a class with its rule in the stylesheet: the CSP drops inline style attributes.
    expect(out).not.toContain('style=');
    expect(out.match(/class="lrdx-tabs__tab lrdx-tabs__tab--pad-30"/g)).toHaveLength(2);
  });

  it('has a rule in the stylesheet for every tab side padding the field allows', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    for (let px = 0; px <= TAB_PADDING_MAX; px += 1) {
      expect(css).toContain(`.${tabPaddingClass(px)} {\n  --lrdx-tab-padding-inline: ${px}px;`);
    }
    expect(expandedEntryFormTemplate.fields.tabs).toMatchObject({ arrayFields: { tab_x_padding: { min: 0, max: TAB_PADDING_MAX } } });
    expect(tabPaddingClass(200)).toBe('lrdx-tabs__tab--pad-80');
    expect(tabPaddingClass(-4)).toBe('lrdx-tabs__tab--pad-0');
  });
});
