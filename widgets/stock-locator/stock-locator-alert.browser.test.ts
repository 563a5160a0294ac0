/**
 * "Tell me about new matches" as shipped (dist/), against the real server (docs/alerts.md): only a
 * filtered view offers it; the form is labelled, used with the keyboard alone, refuses a
 * non-address and a missing consent at the field, and announces "check your inbox" once the
 * server took the sign-up; in Kurdish its texts and direction are the page's.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, onBundles } from '../testing/browser-fixture.js';

const START = location.href;
const root = shadowOf;
const settled = (el: HTMLElement) =>
  root(el).querySelector('section')?.getAttribute('aria-busy') === 'false' &&
  root(el).querySelectorAll('li.lrdx-card:not(.lrdx-skeleton)').length > 0;
const openButton = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('[data-action="alert-open"]');
const locator = (lang: string) => mountElement('lrdx-stock-locator', { 'list-key': 'iraq', 'api-base': location.origin, lang });

describe('<lrdx-stock-locator> stock alert sign-up', () => {
  onBundles('lrdx-stock-locator', { url: START });

  it('is not offered on the unfiltered stock', async () => {
    const el = locator('en');
    await waitFor(() => settled(el), 'the stock');
    assert(openButton(el) === null, 'no alert button without a filter');
  });

  it('signs up from a filtered view with the keyboard and announces "check your inbox"', async () => {
    history.replaceState(null, '', `${location.pathname}?models=Defender+110`);
    const el = locator('en');
    await waitFor(() => settled(el) && openButton(el), 'the alert button on a filtered view');
    const button = openButton(el) as HTMLButtonElement;
    assert(button.textContent === 'Tell me about new matches', `its text: ${button.textContent}`);
    button.focus();
    await sendKeys({ press: 'Enter' });
    const form = await waitFor(() => root(el).querySelector<HTMLElement>('section.lrdx-alert'), 'the form');
    const email = root(el).querySelector<HTMLInputElement>('section.lrdx-alert input[type="email"]') as HTMLInputElement;
    await waitFor(() => root(el).activeElement === email, 'focus in the address field');
    assert(email.closest('label')?.textContent?.startsWith('E-mail address') === true, 'the address is labelled');
    const heading = form.querySelector('h3');
    assert(form.getAttribute('aria-labelledby') === heading?.id, 'the form region is named by its heading');

    await sendKeys({ type: 'not an address' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => email.getAttribute('aria-invalid') === 'true', 'the address refused');
    const emailError = root(el).getElementById(email.getAttribute('aria-describedby') ?? '');
    assert(emailError?.textContent?.includes('name@example.com') === true, `the reason: ${emailError?.textContent}`);

    email.select();
    await sendKeys({ type: 'shirin@example.com' });
    await waitFor(() => email.value === 'shirin@example.com' && email.getAttribute('aria-invalid') === null, 'the address typed again');
    await sendKeys({ press: 'Enter' });
    const consent = root(el).querySelector<HTMLInputElement>('section.lrdx-alert input[type="checkbox"]') as HTMLInputElement;
    await waitFor(() => consent.getAttribute('aria-invalid') === 'true' && root(el).activeElement === consent, 'consent asked for');
    assert(
      root(el).querySelector(`label[for="${consent.id}"]`)?.textContent?.includes('at most one e-mail a day') === true,
      'consent text',
    );
    await sendKeys({ press: 'Space' });
    assert(consent.checked, 'ticked with the keyboard');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    const done = await waitFor(() => root(el).querySelector<HTMLElement>('.lrdx-alert__done'), 'the confirmation message');
    assert(done.getAttribute('role') === 'status', 'announced');
    assert(done.textContent?.startsWith('Check your inbox to confirm') === true, `says: ${done.textContent}`);
    await waitFor(() => root(el).activeElement === done, 'focus on the message');
  });

  it('speaks Kurdish right to left on a Kurdish page', async () => {
    history.replaceState(null, '', `${location.pathname}?models=Defender+110`);
    const el = locator('ku');
    await waitFor(() => settled(el) && openButton(el), 'the alert button');
    assert(openButton(el)?.textContent === 'ئاگادارم بکەرەوە لە ئۆتۆمبێلە نوێ گونجاوەکان', `Kurdish: ${openButton(el)?.textContent}`);
    openButton(el)?.click();
    await waitFor(() => root(el).querySelector('section.lrdx-alert'), 'the form');
    assert(root(el).querySelector('section.lrdx-stock-locator')?.getAttribute('dir') === 'rtl', 'right to left');
    assert(
      root(el).querySelector<HTMLInputElement>('section.lrdx-alert input[type="email"]')?.getAttribute('dir') === 'ltr',
      'the address typed left to right',
    );
    root(el).querySelector<HTMLButtonElement>('[data-action="alert-cancel"]')?.click();
    await waitFor(() => root(el).activeElement === openButton(el), 'cancel returns focus to the button');
  });
});
