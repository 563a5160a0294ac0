/** The entry-form block as a page renders it: the form at the side the editor chose. */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';

describe('entry form block', () => {
  it('places the form at the side the editor chose', () => {
    expect(renderHtml('entry_form', { form_position: 'right', form_id: '5' })).toContain('lrdx-entry-form--right');
  });
});
