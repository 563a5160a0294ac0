/** <lrdx-exit-popup> from the shipped bundle in Chromium: whitelist/blacklist, go and cancel. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadBundles, mountElement, unmountAll } from '../../../widgets/testing/browser-fixture.js';
import { exitPopupMarkup, frame } from '../testing/shell-markup.js';

describe('lrdx-exit-popup', () => {
  before(() => loadBundles('lrdx-exit-popup'));
  afterEach(() => unmountAll());

  it('asks before whitelisted links that are not blacklisted; cancel stays, go opens', async () => {
    const el = mountElement('lrdx-exit-popup', { 'data-do-url': '["https://*"]', 'data-dont-url': '["landrover.com"]' }, exitPopupMarkup());
    const links = mountElement(
      'div',
      {},
      '<a id="bank" href="https://bank.example/loan" target="_blank">Loan</a><a id="brand" href="https://www.landrover.com/" target="_blank">Brand</a>',
    );
    const unasked: string[] = [];
    // On window, so it runs after the element's document listener: it records what was not stopped, then stops it.
    const keepPage = (event: Event) => {
      if (!event.defaultPrevented) unasked.push((event.target as HTMLElement).id);
      event.preventDefault();
    };
    addEventListener('click', keepPage);
    const opened: string[] = [];
    const realOpen = window.open;
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    try {
      await frame();
      const dialog = el.querySelector('dialog')!;
      links.querySelector<HTMLElement>('#brand')!.click();
      assert(!dialog.open && unasked.includes('brand'), 'blacklisted link goes without asking');
      links.querySelector<HTMLElement>('#bank')!.click();
      assert(dialog.open, 'whitelisted link asks');
      assert(el.querySelector('[data-exit-url]')!.textContent === 'bank.example', 'names the destination');
      el.querySelector<HTMLButtonElement>('[data-exit-action="cancel"]')!.click();
      assert(!dialog.open && opened.length === 0, 'cancel closes and stays');
      links.querySelector<HTMLElement>('#bank')!.click();
      await sendKeys({ press: 'Escape' });
      assert(!dialog.open, 'Escape cancels');
      links.querySelector<HTMLElement>('#bank')!.click();
      el.querySelector<HTMLButtonElement>('[data-exit-action="go"]')!.click();
      assert(!dialog.open && opened[0] === 'https://bank.example/loan', `go follows the link: ${opened.join()}`);
    } finally {
      window.open = realOpen;
      removeEventListener('click', keepPage);
    }
  });
});
