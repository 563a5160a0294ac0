import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.js';

describe('renderEmail', () => {
  it('keeps the text as the text part and draws the HTML part in the language and its direction', () => {
    const body = 'سوپاس.\n\nبۆ هەڵوەشاندنەوە: https://example.iq/ku/cancel?order=A&token=b';
    const rendered = renderEmail({ subject: 'داواکاری <1>', body, language: 'ku' }, 'en');
    expect(rendered.text).toBe(body);
    expect(rendered).toMatchObject({ language: 'ku', htmlLang: 'ckb', subject: 'داواکاری <1>' });
    expect(rendered.html).toContain('<html lang="ckb" dir="rtl">');
    expect(rendered.html).toContain('<title>داواکاری &lt;1&gt;</title>');
    expect(rendered.html).toContain('<p>سوپاس.</p>');
    expect(rendered.html).toContain(
      '<a href="https://example.iq/ku/cancel?order=A&amp;token=b" dir="ltr">https://example.iq/ku/cancel?order=A&amp;token=b</a>',
    );
  });

  it('escapes markup in the text, leaves a closing full stop out of a link, and falls back to the default language', () => {
    const rendered = renderEmail({ subject: 'Hi', body: 'Name: <script>x</script>\nSee https://example.iq/a.', language: null }, 'en');
    expect(rendered.language).toBe('en');
    expect(rendered.html).toContain('<html lang="en" dir="ltr">');
    expect(rendered.html).toContain(
      'Name: &lt;script&gt;x&lt;/script&gt;<br>See <a href="https://example.iq/a" dir="ltr">https://example.iq/a</a>.',
    );
    expect(rendered.html).not.toContain('<script>');
  });
});
