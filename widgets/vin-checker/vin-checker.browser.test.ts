/**
 * <lrdx-vin-checker> as shipped (dist/) in real Chromium, against the real lrdx server and its
 * seeded service campaigns (server/seed/vin-campaigns-seed.ts: these VINs are its
 * DEMO_AFFECTED_VIN and DEMO_UNAFFECTED_VIN; test files import no server code).
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, assertNoAxeViolations, onBundles } from '../testing/browser-fixture.js';

const AFFECTED = 'SALEA8AA8PN523457';
const UNAFFECTED = 'SALKA1AA9SA423457';

const mount = (lang: string, config: Record<string, string> = {}) =>
  mountElement('lrdx-vin-checker', { 'api-base': location.origin, lang, config: JSON.stringify(config) });
const input = (el: HTMLElement) => shadowOf(el).querySelector<HTMLInputElement>('input[name="vin"]');
const result = (el: HTMLElement) => shadowOf(el).querySelector('[role="status"]')?.textContent ?? '';

async function typeVin(el: HTMLElement, vin: string) {
  const field = await waitFor(() => input(el), 'the VIN field');
  field.focus();
  field.select();
  await sendKeys({ type: vin });
}

describe('<lrdx-vin-checker>', () => {
  onBundles('lrdx-vin-checker');

  // First in the file: Arabic's texts are not loaded yet, so the element renders before they come.
  it('draws no title, paragraph or label before it has words for them: nothing grows and moves when the texts come', async () => {
    const el = mount('ar');
    const empty: string[] = [];
    const check = () => {
      for (const node of shadowOf(el).querySelectorAll('h2, p, label, button'))
        if (!node.textContent?.trim()) empty.push(node.outerHTML.slice(0, 60));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(shadowOf(el), { childList: true, subtree: true, characterData: true });
    await waitFor(() => input(el), 'the VIN field');
    observer.disconnect();
    check();
    assert(empty.length === 0, `empty texts drawn while loading: ${empty.join(', ')}`);
    assert(shadowOf(el).querySelector('h2')?.textContent?.trim(), 'the title once the texts are there');
  });

  it('in English: the catalogue texts, an affected VIN with its campaign, then a clear one, using only the keyboard', async () => {
    const el = mount('en');
    await waitFor(() => shadowOf(el).textContent?.includes('Enter VIN Number'), 'the label');
    const field = input(el);
    assert(field && shadowOf(el).querySelector(`label[for="${field.id}"]`), 'the field has its label');
    await typeVin(el, AFFECTED.toLowerCase());
    await sendKeys({ press: 'Enter' });
    await waitFor(() => result(el).includes('N512'), 'the affected answer with the campaign code');
    assert(result(el).includes('Fuel rail clamp inspection'), `campaign title in English: ${result(el)}`);
    await typeVin(el, UNAFFECTED);
    assert(result(el) === '', 'typing clears the old answer');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => result(el).includes('Your vehicle is NOT the affected vehicle.'), 'the negative answer');
  });

  it('a malformed VIN gets the error text at once, and the field is marked invalid', async () => {
    const el = mount('en');
    await typeVin(el, 'SAL12345');
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => result(el).includes('VIN not recognised. Please check you have entered your VIN correctly or try again later.'),
      'the error text',
    );
    assert(input(el)?.getAttribute('aria-invalid') === 'true', 'aria-invalid');
  });

  it('in Kurdish: right to left, Kurdish digits accepted, the editor texts replace the translations', async () => {
    const el = mount('ku', { section_title: 'پشکنینی ژمارەی شاسی', response_positive: 'تکایە سەردانی بریکار بکە.' });
    await waitFor(() => shadowOf(el).textContent?.includes('پشکنینی ژمارەی شاسی'), 'the editor title');
    const section = shadowOf(el).querySelector('section');
    assert(section?.dir === 'rtl' && section.lang === 'ckb', `rtl and ckb: ${section?.dir} ${section?.lang}`);
    assert(input(el)?.dir === 'ltr', 'the VIN itself is typed left to right');
    const kurdish = AFFECTED.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    await typeVin(el, kurdish);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => result(el).includes('تکایە سەردانی بریکار بکە.'), 'the editor positive text');
    assert(result(el).includes('پشکنینی قەپاتی بۆری سووتەمەنی'), 'the campaign title in Kurdish');
  });

  it('has no accessibility violations (axe) in the three languages, before and after an answer', async () => {
    for (const lang of ['ku', 'ar', 'en']) {
      const el = mount(lang);
      await waitFor(() => input(el) && shadowOf(el).querySelector('.lrdx-vin__hint')?.textContent, `${lang} texts`);
      // Every word of the hint in the page language: the letters a VIN never has are named, not written in Latin.
      const hint = shadowOf(el).querySelector('.lrdx-vin__hint')?.textContent ?? '';
      assert(lang === 'en' || !/[A-Za-z]/.test(hint), `${lang} hint without Latin letters: ${hint}`);
      await typeVin(el, AFFECTED);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => result(el).includes('N512'), `${lang} answer`);
      await assertNoAxeViolations(el, lang);
      el.remove();
    }
  });
});
