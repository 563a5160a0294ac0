import { describe, expect, it } from 'vitest';
import { renderReservationFirstScreen } from './server-render.js';

describe('reservation welcome drawn on the server', () => {
  it('draws the widget’s own welcome under the nonce, in the page language and direction', async () => {
    const ku = await renderReservationFirstScreen({ element: { lang: 'ku', texts: '{}' }, styles: ':host{}', nonce: 'n1' });
    expect(ku).toMatch(
      /^<style nonce="n1">:host\{\}<\/style><div class="lrdx-flow lrdx-reservation" dir="rtl" lang="ckb" aria-busy="false"/,
    );
    expect(ku).toContain('data-screen="landing"');
    expect(ku).toContain('ئۆتۆمبێلەکەت بە شێوەی ئۆنلاین حیجز بکە');
    expect(ku).toContain('data-action="start"');
    const ar = await renderReservationFirstScreen({ element: { lang: 'ar' }, styles: '' });
    expect(ar).toMatch(/dir="rtl" lang="ar"/);
    expect(ar).toContain('احجز سيارتك عبر الإنترنت');
    const en = await renderReservationFirstScreen({ element: { lang: 'en' }, styles: '' });
    expect(en).toMatch(/dir="ltr" lang="en"/);
    expect(en).toContain('Reserve your vehicle online');
  });

  it('writes the block’s own slot texts over the translations, escaped', async () => {
    const html = await renderReservationFirstScreen({
      element: { lang: 'en', texts: JSON.stringify({ landing_title: 'Reserve <yours>', landing_button: 'Go' }) },
      styles: '',
    });
    expect(html).toContain('Reserve &lt;yours&gt;');
    expect(html).not.toContain('<yours>');
    expect(html).toMatch(/data-action="start">Go<\/button>/);
  });

  it('keeps the nonce to the characters a nonce has', async () => {
    const html = await renderReservationFirstScreen({ element: { lang: 'en' }, styles: '', nonce: 'a"><script>' });
    expect(html.startsWith('<style nonce="ascript">')).toBe(true);
  });
});
