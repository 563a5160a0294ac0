/** The offers-to-Salesforce block as a page renders it: an <lrdx-form> with the chosen offers as hidden values. */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { jsonAttributeIn } from '../testing/element-config.js';

describe('offers to Salesforce block', () => {
  it('passes the category and chosen offers as hidden values, button on the right, the catalogue error texts', () => {
    const out = renderHtml('offers_salesforce', { category: 'newsletter', defender: true, jaguar: true, form_title: 'Offers' });
    expect(jsonAttributeIn(out, 'hidden-fields')).toEqual({ offers_category: 'newsletter', offers_interests: 'defender,jaguar' });
    expect(out).toContain('button-position="right"');
    expect(out).toContain('error-text="Offers request error"');
    expect(out).toContain('retry-text="Try again"');
    expect(out).toContain('form-kind="keep_informed"');
  });
});
