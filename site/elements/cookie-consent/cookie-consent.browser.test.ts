/**
 * <lrdx-cookie-consent> from the shipped bundle in Chromium: the basic strategy's banner, the
 * stored `status:scopes` surviving a real reload, the preferences dialog (focus trap, Escape,
 * reopening from the footer button), the third-party hook and dataLayer gating.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadBundles, mountElement, unmountAll, waitFor } from '../../../widgets/testing/browser-fixture.js';
import { consentMarkup, frame } from '../testing/shell-markup.js';

const KEY = 'cookieConsentStatus';
const banner = (el: Element) => el.querySelector<HTMLElement>('[data-consent-banner]')!;
const dialog = (el: Element) => el.querySelector('dialog')!;
const click = (el: Element, action: string) => el.querySelector<HTMLButtonElement>(`[data-consent-action="${action}"]`)!.click();

describe('lrdx-cookie-consent', () => {
  const reset = () => {
    localStorage.removeItem(KEY);
    window.dataLayer = [];
  };
  before(async () => {
    reset();
    await loadBundles('lrdx-cookie-consent', 'lrdx-consent-preferences');
  });
  afterEach(() => {
    unmountAll();
    reset();
  });

  it('basic: shows the banner while pending and stores the choice as status:scopes', async () => {
    const el = mountElement('lrdx-cookie-consent', { strategy: 'basic' }, consentMarkup());
    await frame();
    assert(!banner(el).hidden, 'banner shown while pending');
    click(el, 'reject');
    assert(banner(el).hidden, 'banner gone after choosing');
    assert(localStorage.getItem(KEY) === 'rejected:obligatory', `stored ${localStorage.getItem(KEY)}`);
    el.remove();
    const again = mountElement('lrdx-cookie-consent', { strategy: 'basic' }, consentMarkup());
    await frame();
    assert(banner(again).hidden, 'a stored choice keeps the banner away');
  });

  it('keeps the choice across a real page reload', async () => {
    const iframe = document.createElement('iframe');
    const manifest = (await (await fetch('/dist/manifest.json')).json()) as { tags: Record<string, string> };
    iframe.srcdoc = `<!doctype html><html><body><lrdx-cookie-consent strategy="basic">${consentMarkup()}</lrdx-cookie-consent>
      <script type="module" src="/dist/${manifest.tags['lrdx-cookie-consent']}"></script></body></html>`;
    document.body.append(iframe);
    const inner = () => iframe.contentDocument?.querySelector('lrdx-cookie-consent');
    const upgraded = () => iframe.contentWindow?.customElements.get('lrdx-cookie-consent') && inner();
    const first = await waitFor(upgraded, 'consent in the frame');
    await waitFor(() => !banner(first).hidden, 'banner in the frame');
    click(first, 'accept');
    iframe.contentWindow!.location.reload();
    await waitFor(() => iframe.contentDocument?.readyState === 'complete' && upgraded() && upgraded() !== first, 'reloaded frame');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert(banner(inner()!).hidden, 'no banner after reload');
    assert(
      localStorage.getItem(KEY) === 'accepted:obligatory,optional,statistic,marketing,unclassified',
      `stored ${localStorage.getItem(KEY)}`,
    );
    iframe.remove();
  });

  it('preferences dialog: focus trapped, Escape closes, footer button reopens, save stores the scopes', async () => {
    const el = mountElement('lrdx-cookie-consent', { strategy: 'basic' }, consentMarkup());
    const reopen = mountElement('lrdx-consent-preferences', {}, '<button type="button" hidden>Cookie preferences</button>');
    await frame();
    const reopenButton = reopen.querySelector('button')!;
    assert(!reopenButton.hidden, 'the footer button shows with the basic strategy');
    el.querySelector<HTMLButtonElement>('[data-consent-action="preferences"]')!.focus();
    click(el, 'preferences');
    assert(dialog(el).open, 'dialog open');
    const last = [...dialog(el).querySelectorAll<HTMLButtonElement>('button')].at(-1)!;
    last.focus();
    await sendKeys({ press: 'Tab' });
    assert(dialog(el).contains(document.activeElement), `Tab stays in the dialog, focus on ${document.activeElement?.outerHTML}`);
    assert(document.activeElement === dialog(el).querySelector('[data-consent-action="close"]'), 'Tab from the last wraps to the first');
    await sendKeys({ press: 'Shift+Tab' });
    assert(document.activeElement === last, 'Shift+Tab from the first wraps to the last');
    await sendKeys({ press: 'Escape' });
    assert(!dialog(el).open, 'Escape closes');

    reopenButton.click();
    assert(dialog(el).open, 'the footer button reopens the preferences');
    dialog(el).querySelector<HTMLInputElement>('input[value="optional"]')!.click();
    click(el, 'save');
    assert(!dialog(el).open, 'saving closes');
    assert(localStorage.getItem(KEY) === 'accepted:obligatory,optional', `stored ${localStorage.getItem(KEY)}`);
  });

  it('pushes analytics events to dataLayer only once the statistic/optional scope is granted', async () => {
    const el = mountElement('lrdx-cookie-consent', { strategy: 'basic' }, consentMarkup());
    const page = mountElement(
      'div',
      {},
      '<header><a id="h" href="#nav">Stock</a></header><footer><a id="f" href="#foot">About</a></footer><a id="o" href="https://www.example.org/">Out</a>',
    );
    // Keep the test page where it is: the consent listener runs first (capture), then this stops navigation.
    page.addEventListener('click', (event) => event.preventDefault());
    await frame();
    page.querySelector<HTMLElement>('#h')!.click();
    assert(window.dataLayer!.length === 0, 'nothing before consent');
    click(el, 'reject');
    page.querySelector<HTMLElement>('#o')!.click();
    assert(window.dataLayer!.length === 0, 'nothing after rejecting');
    window.lrdxConsent!.update('accepted', ['obligatory', 'optional']);
    for (const id of ['h', 'f', 'o']) page.querySelector<HTMLElement>(`#${id}`)!.click();
    const events = (window.dataLayer as { event: string }[]).map((e) => e.event);
    assert(events.join() === 'header_nav_click,footer_nav_click,outbound_link_click', `events ${events.join()}`);
  });

  it('none accepts everything without a banner; external waits for the third-party hook', async () => {
    const none = mountElement('lrdx-cookie-consent', { strategy: 'none' }, consentMarkup());
    await frame();
    assert(banner(none).hidden && window.lrdxConsent?.state.status === 'accepted', 'none: accepted, no banner');
    none.remove();
    const external = mountElement('lrdx-cookie-consent', { strategy: 'external' });
    await frame();
    assert((window.lrdxConsent?.state.status as string) === 'unknown', 'external: unknown at first');
    const changed = new Promise<{ status: string }>((resolve) =>
      addEventListener('consent.change', (e) => resolve((e as CustomEvent<{ status: string }>).detail), { once: true }),
    );
    dispatchEvent(new CustomEvent('consent.update', { detail: { status: 'accepted', scopes: ['statistic'] } }));
    assert((await changed).status === 'accepted', 'the provider event changes the state');
    assert(window.lrdxConsent?.state.scopes.join() === 'obligatory,statistic', `scopes ${window.lrdxConsent?.state.scopes.join()}`);
    assert(localStorage.getItem(KEY) === null, 'external choices are the provider’s to store');
    external.remove();
  });
});
