/** <lrdx-in-page-nav> from the shipped bundle in Chromium: keyboard use, the section in view, missing targets. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, loadBundles, mountElement, unmountAll, waitFor } from '../../../widgets/testing/browser-fixture.js';

/** What site/blocks/in_page_navigation/render.tsx renders for three entries, one pointing nowhere. */
const navMarkup = `
  <nav class="lrdx-in-page-nav__bar" aria-label="On this page">
    <ul class="lrdx-in-page-nav__list">
      <li><a class="lrdx-in-page-nav__link" href="#ipn-design" data-target="ipn-design">Design</a></li>
      <li><a class="lrdx-in-page-nav__link" href="#ipn-missing" data-target="ipn-missing">Missing</a></li>
      <li><a class="lrdx-in-page-nav__link" href="#ipn-specs" data-target="ipn-specs">Specifications</a></li>
    </ul>
    <a class="lrdx-in-page-nav__top" href="#ipn-main" aria-label="Back to top"><span aria-hidden="true">↑</span></a>
  </nav>`;

const focused = (): string => document.activeElement?.textContent ?? '';
const current = () => document.querySelector('.lrdx-in-page-nav__link[aria-current="location"]')?.textContent ?? '';

describe('lrdx-in-page-nav', () => {
  before(() => loadBundles('lrdx-in-page-nav'));
  afterEach(() => {
    unmountAll();
    document.querySelector('lrdx-in-page-nav')?.remove();
    scrollTo(0, 0);
  });

  it('hides links to missing blocks, follows the section in view and works by keyboard', async () => {
    mountElement('div', { id: 'ipn-main', style: 'height: 40px' }, 'Top');
    const design = mountElement('section', { id: 'ipn-design', style: 'height: 150vh' }, '<h2>Design</h2>');
    mountElement('section', { id: 'ipn-specs', style: 'height: 150vh' }, '<h2>Specifications</h2>');
    // The bar comes before the blocks on a page; it is upgraded once they exist.
    const nav = document.createElement('lrdx-in-page-nav');
    nav.innerHTML = navMarkup;
    design.before(nav);
    const missing = nav.querySelector('[data-target="ipn-missing"]')!.parentElement!;
    assert(missing.hidden, 'the entry whose block is not on the page is hidden');

    document.getElementById('ipn-specs')!.scrollIntoView();
    await waitFor(() => current() === 'Specifications', 'the specifications link to be current');
    document.getElementById('ipn-design')!.scrollIntoView();
    await waitFor(() => current() === 'Design', 'the design link to be current');
    assert(nav.querySelectorAll('[aria-current]').length === 1, 'one current link');

    // Keyboard: Tab reaches the links in order (the hidden one is skipped), Enter follows the link.
    const start = mountElement('button', {}, 'start');
    nav.before(start);
    start.focus();
    await sendKeys({ press: 'Tab' });
    assert(focused() === 'Design', `first Tab: ${focused()}`);
    await sendKeys({ press: 'Tab' });
    assert(
      document.activeElement?.textContent === 'Specifications',
      `second Tab skips the hidden entry: ${document.activeElement?.textContent}`,
    );
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement?.getAttribute('aria-label') === 'Back to top', 'the go-to-top link is next');
    await sendKeys({ press: 'Shift+Tab' });
    // Enter follows the link (the browser then starts the next Tab from the section itself).
    await sendKeys({ press: 'Enter' });
    await waitFor(() => location.hash === '#ipn-specs', 'the hash to follow the link');
    await waitFor(() => current() === 'Specifications', 'the followed section to be current');
  });
});
