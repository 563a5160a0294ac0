/**
 * dist/loader.js as a retailer pastes it, in real Chromium against the real server (through the
 * proxy of web-test-runner.config.mjs): lazy loading per tag, shared config, fonts, late tags.
 */
import { assert, waitFor } from '../widgets/testing/browser-fixture.js';

interface LrdxGlobal {
  config: { apiBase: string; lang: string; listKey?: string };
  loaded: Promise<unknown>[];
}
const lrdx = () => (window as unknown as { lrdx?: LrdxGlobal }).lrdx;

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('loader.js', () => {
  it('loads a widget only when its tag asks, passes its config, adds fonts once, sees late tags', async () => {
    const lazy = document.createElement('lrdx-stock-locator');
    lazy.dataset.loadOn = 'interaction';
    lazy.tabIndex = 0;
    lazy.textContent = 'Vehicles';
    document.body.append(lazy);

    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/dist/loader.js';
    script.dataset.lang = 'en';
    script.dataset.listKey = 'iraq';
    document.head.append(script);

    await waitFor(() => lrdx(), 'window.lrdx');
    assert(lrdx()?.config.apiBase === location.origin, `api base defaults to the loader's origin: ${lrdx()?.config.apiBase}`);
    assert(lazy.getAttribute('lang') === 'en' && lazy.getAttribute('list-key') === 'iraq', 'config copied onto the tag');
    assert(lazy.getAttribute('api-base') === location.origin, 'api-base copied onto the tag');
    await frame();
    assert(lrdx()?.loaded.length === 0 && !customElements.get('lrdx-stock-locator'), 'nothing loaded before interaction');

    lazy.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    assert(lrdx()?.loaded.length === 1, 'interaction starts the import');
    await Promise.all(lrdx()?.loaded ?? []);
    assert(customElements.get('lrdx-stock-locator'), 'the widget is defined');
    await waitFor(() => lazy.shadowRoot?.querySelectorAll('li.lrdx-card:not(.lrdx-skeleton)').length === 12, 'cards of the lazy tag');

    const late = document.createElement('lrdx-stock-locator');
    late.setAttribute('lang', 'ar');
    document.body.append(late);
    await waitFor(() => late.getAttribute('list-key') === 'iraq', 'a tag added later gets the config');
    assert(late.getAttribute('lang') === 'ar', "a tag's own attribute wins over the loader's");
    await waitFor(() => late.shadowRoot?.querySelector('section[dir="rtl"][lang="ar"] li.lrdx-card:not(.lrdx-skeleton)'), 'Arabic cards');

    const fonts = document.head.querySelectorAll('link[rel="stylesheet"][href$="/fonts/lrdx-fonts.css"]');
    assert(fonts.length === 1, `one font stylesheet, found ${fonts.length}`);
    assert(lrdx()?.loaded.length === 1, 'one bundle for two tags of the same widget');
    lazy.remove();
    late.remove();
  });

  it('loads the site header and hides it on scroll down, shows it on scroll up', async () => {
    const spacer = document.createElement('div');
    spacer.style.blockSize = '5000px';
    const header = document.createElement('lrdx-site-header');
    header.innerHTML = '<header style="block-size: 60px">Site</header>';
    document.body.prepend(header);
    document.body.append(spacer);
    await waitFor(() => customElements.get('lrdx-site-header'), 'lrdx-site-header defined');
    await frame();
    window.scrollTo(0, 600);
    await waitFor(() => header.hasAttribute('data-hidden'), 'hidden after scrolling down');
    window.scrollTo(0, 200);
    await waitFor(() => !header.hasAttribute('data-hidden'), 'shown after scrolling up');
    header.remove();
    spacer.remove();
  });
});
