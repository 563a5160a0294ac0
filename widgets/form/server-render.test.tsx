import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../domain/contracts/forms.js';
import { parseFormFirstScreen } from './first-screen.js';
import { renderFormFirstScreen } from './server-render.js';
import { formDefinition } from '../testing/form-definition.js';

const form = (over: Partial<FormDefinition> = {}): FormDefinition =>
  formDefinition({
    name: 'Contact',
    kind: 'contact',
    language: 'en',
    fields: [
      { key: 'name', type: 'text', label: 'Your name', rules: { required: true } },
      { key: 'message', type: 'textarea', label: 'Message' },
      { key: 'campaign', type: 'hidden', label: 'Campaign', default_value: 'spring' },
    ],
    ...over,
  });

/** The Forms API as app.inject answers it: the published list, one form, its thank-you settings. */
function fakeForms(forms: FormDefinition[]) {
  const asked: string[] = [];
  const getJson = (path: string): Promise<unknown> => {
    asked.push(path);
    if (path.startsWith('/forms?')) return Promise.resolve({ data: forms });
    const thanks = /^\/forms\/(\d+)\/settings\/thank_you$/.exec(path);
    if (thanks) return Promise.resolve({ data: { heading: 'Thanks', message: 'We answer soon', redirect_url: null } });
    const one = forms.find((f) => path === `/forms/${f.id}`);
    return one ? Promise.resolve({ data: one }) : Promise.reject(new Error(`${path} answered 404`));
  };
  return { asked, getJson };
}

const between = (html: string) => /<script type="application\/json" data-lrdx-form-first-screen>([\s\S]*)<\/script>$/.exec(html)?.[1];

describe('form first screen drawn on the server', () => {
  it('draws the fields and the send button in the page language, and embeds the form the widget takes', async () => {
    const api = fakeForms([form({ id: 3, kind: 'enquiry' }), form()]);
    const html =
      (await renderFormFirstScreen({
        element: { formKind: 'contact', lang: 'en' },
        getJson: api.getJson,
        styles: ':host{}',
        nonce: 'n1',
      })) ?? '';
    expect(html).toMatch(/^<template shadowrootmode="open"><style nonce="n1">:host\{\}<\/style><div class="lrdx-form" dir="ltr" lang="en"/);
    expect(html).toContain('data-screen="form"');
    expect(html).toContain('Your name');
    expect(html).toContain('data-action="submit"');
    // No loading line: the fields are the first screen; the hidden field is not drawn.
    expect(html).not.toContain('data-screen="loading"');
    expect(html.slice(0, html.indexOf('</template>'))).not.toContain('Campaign');
    expect(html).not.toMatch(/ style="/);
    const embedded = parseFormFirstScreen(between(html));
    expect(embedded?.definition.id).toBe(7);
    expect(embedded?.fields.map((f) => f.key)).toEqual(['name', 'message']);
    expect(embedded?.thankYou?.heading).toBe('Thanks');
    expect(api.asked).toContain('/forms/7/settings/thank_you');
  });

  it('draws Kurdish right-to-left, by id too, and nothing for a missing form or a test drive', async () => {
    const ku = form({ id: 9, language: 'ku' });
    const api = fakeForms([ku, form({ id: 10, kind: 'test_drive', language: 'ku' })]);
    const html = (await renderFormFirstScreen({ element: { formId: '9', lang: 'ku' }, getJson: api.getJson, styles: '' })) ?? '';
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('<style>');
    expect(parseFormFirstScreen(between(html))?.definition.id).toBe(9);
    expect(
      await renderFormFirstScreen({ element: { formKind: 'brochure', lang: 'ku' }, getJson: api.getJson, styles: '' }),
    ).toBeUndefined();
    expect(
      await renderFormFirstScreen({ element: { formKind: 'test_drive', lang: 'ku' }, getJson: api.getJson, styles: '' }),
    ).toBeUndefined();
    // A form in another language is never drawn on this page.
    expect(await renderFormFirstScreen({ element: { formKind: 'contact', lang: 'ar' }, getJson: api.getJson, styles: '' })).toBeUndefined();
  });

  it('reads back only a whole embedded form', () => {
    expect(parseFormFirstScreen('{"definition":{}}')).toBeUndefined();
    expect(parseFormFirstScreen('{oops')).toBeUndefined();
    expect(parseFormFirstScreen(undefined)).toBeUndefined();
  });
});
