/** The form block places <lrdx-form> with the page language, the form (by id or kind) and its hidden field mapping. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const html = (props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ template: 'form', props } as never, ctx)}</>);

describe('form block', () => {
  it('places the form by id with its hidden field mapping, in the page language', () => {
    const out = html({ heading: 'Contact us', form_id: ' 12 ', form_hidden_field_mapping: '{"source":"contact-page"}' });
    expect(out).toContain('<h2');
    expect(out).toContain('Contact us');
    expect(out).toMatch(/<lrdx-form form-id="12" lang="ku" hidden-fields="\{&quot;source&quot;:&quot;contact-page&quot;\}"><\/lrdx-form>/);
  });

  it('finds the form by kind when no id is given, and drops an invalid mapping with a warning', () => {
    const ctx = testRenderContext();
    const out = html({ form_kind: 'contact', form_hidden_field_mapping: '{oops' }, ctx);
    expect(out).toContain('<lrdx-form form-kind="contact" lang="ku"></lrdx-form>');
    expect(ctx.warnings).toContain('Invalid JSON in form_hidden_field_mapping');
  });

  it('renders nothing without a form', () => {
    expect(html({ heading: 'Nothing' })).toBe('');
  });
});
