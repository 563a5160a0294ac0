/**
 * The compare tick-boxes and tray of <lrdx-stock-locator> (docs/compare.md), as shipped (dist/), in
 * real Chromium against the real lrdx server: ticking cards fills the tray and the shared list in
 * localStorage, a fourth tick is refused with the reason, and the tray links to the compare page.
 */
import { assert, waitFor, nextEvent, mountElement, shadowOf, onBundles, atViewport } from '../testing/browser-fixture.js';

const LIST_KEY = 'iraq';
const STORAGE_KEY = 'sl_compare_data';
/** The visitor's compare list as another page left it: vehicles of this list. */
const storeCompared = (...ids: number[]) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ compareCars: ids.map((id) => ({ id, list: LIST_KEY })) }));

const cards = (el: HTMLElement) => [...shadowOf(el).querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')];
const tick = (card: HTMLElement | undefined) => card?.querySelector<HTMLInputElement>('input[data-action="compare"]') ?? null;
const tray = (el: HTMLElement) => shadowOf(el).querySelector<HTMLElement>('.lrdx-compare-tray');
const trayLink = (el: HTMLElement) => shadowOf(el).querySelector<HTMLAnchorElement>('a[data-action="compare-open"]');
const stored = (): number[] =>
  (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { compareCarsIDs?: number[] }).compareCarsIDs ?? [];
const idOf = (card: HTMLElement | undefined) => Number(card?.dataset.vehicleId);

async function mountLoaded(lang: string) {
  const el = mountElement('lrdx-stock-locator', { 'list-key': LIST_KEY, 'api-base': location.origin, lang });
  await nextEvent(el, 'listing.loaded');
  await waitFor(() => cards(el).length === 12 && tick(cards(el)[0]), 'cards with their Compare tick-box');
  return el;
}

describe('<lrdx-stock-locator> compare', () => {
  onBundles('lrdx-stock-locator', { url: true, stored: [STORAGE_KEY] });
  beforeEach(() => localStorage.removeItem(STORAGE_KEY));

  it('ticks three cards into the tray, refuses a fourth with the reason, and links to the compare page', async () => {
    const el = await mountLoaded('en');
    const [a, b, c, d] = cards(el);
    const box = tick(a);
    assert(box, 'a tick-box on the card');
    const name = a?.querySelector('h3 bdi')?.textContent ?? '';
    assert(box.getAttribute('aria-label')?.startsWith(`Compare ${name}`), `named after the vehicle: ${box.getAttribute('aria-label')}`);
    assert(!tray(el), 'no tray before anything is ticked');

    tick(a)?.click();
    await waitFor(() => tray(el), 'the tray appears');
    assert(tray(el)?.textContent?.includes('Tick one more vehicle to compare.'), 'one vehicle: the tray asks for another');
    assert(!trayLink(el), 'no compare link for a single vehicle');
    tick(b)?.click();
    tick(c)?.click();
    await waitFor(() => trayLink(el)?.textContent === 'Compare 3 vehicles', 'Compare 3 vehicles');
    const ids = [a, b, c].map(idOf);
    assert(JSON.stringify(stored()) === JSON.stringify(ids), `stored in ${STORAGE_KEY}: ${JSON.stringify(stored())}`);
    assert(trayLink(el)?.href === `${location.origin}/en/stock/compare?ids=${ids.join(',')}`, `the link: ${trayLink(el)?.href}`);
    assert(tray(el)?.querySelectorAll('li').length === 3, 'three vehicles in the tray');

    tick(d)?.click();
    const status = await waitFor(
      () =>
        tray(el)?.querySelector('[role="status"]')?.textContent?.includes('You can compare up to three vehicles') &&
        tray(el)?.querySelector('[role="status"]'),
      'the refusal is said',
    );
    const dName = d?.querySelector('h3 bdi')?.textContent ?? '';
    assert(status.textContent?.includes(dName), `the refusal names the vehicle: ${status.textContent}`);
    assert(tick(d)?.checked === false, 'the fourth tick-box stays unticked');
    assert(stored().length === 3, 'still three stored');

    // Removing from the tray unticks the card and keeps focus in the tray.
    const remove = tray(el)?.querySelector<HTMLButtonElement>(`li[data-vehicle-id="${idOf(b)}"] button`);
    assert(remove?.getAttribute('aria-label')?.startsWith('Remove '), 'a named remove button');
    remove?.click();
    await waitFor(() => trayLink(el)?.textContent === 'Compare 2 vehicles', 'Compare 2 vehicles');
    assert(tick(b)?.checked === false, 'the removed card is unticked');
    assert(shadowOf(el).activeElement?.id === 'lrdx-compare-tray-title', 'focus stays in the tray');
    assert(JSON.stringify(stored()) === JSON.stringify([idOf(a), idOf(c)]), 'storage follows');
  });

  it('says a refused fourth politely, and drops it once the list is another (here or in another tab)', async () => {
    const el = await mountLoaded('en');
    const [a, b, c, d, e] = cards(el);
    for (const card of [a, b, c]) tick(card)?.click();
    await waitFor(() => trayLink(el)?.textContent === 'Compare 3 vehicles', 'Compare 3 vehicles');
    const statusLine = () =>
      tray(el)?.querySelector<HTMLElement>('[role="status"]') ?? shadowOf(el).querySelector<HTMLElement>('[role="status"]');
    tick(d)?.click();
    await waitFor(() => statusLine()?.textContent?.includes('You can compare up to three vehicles'), 'the refusal is said');
    assert(statusLine()?.getAttribute('aria-live') === 'polite', 'announced politely, in a live region that was there before');
    assert(statusLine()?.classList.contains('lrdx-compare-tray__status--full'), 'and shown, not only announced');

    // Another tab removes a vehicle: the list is no longer full, and the refusal goes.
    const left = [a, b].map(idOf);
    storeCompared(...left);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, storageArea: localStorage }));
    await waitFor(() => trayLink(el)?.textContent === 'Compare 2 vehicles', 'the tray follows the other tab');
    await waitFor(() => statusLine()?.textContent === '', `the refusal is gone: "${statusLine()?.textContent}"`);
    assert(!statusLine()?.classList.contains('lrdx-compare-tray__status--full'), 'nothing of it is shown');

    // Full again, a fifth refused, then a vehicle unticked on its card: the refusal gives way to what happened.
    tick(d)?.click();
    await waitFor(() => trayLink(el)?.textContent === 'Compare 3 vehicles', 'Compare 3 vehicles again');
    tick(e)?.click();
    await waitFor(() => statusLine()?.textContent?.includes('You can compare up to three vehicles'), 'the refusal is said again');
    tick(a)?.click();
    await waitFor(() => trayLink(el)?.textContent === 'Compare 2 vehicles', 'Compare 2 vehicles');
    assert(!statusLine()?.textContent?.includes('You can compare up to three vehicles'), `no refusal left: "${statusLine()?.textContent}"`);
    assert(!statusLine()?.classList.contains('lrdx-compare-tray__status--full'), 'the line is no longer the refusal');

    // Refused again and the list changed on this page by another widget's write (the same store).
    tick(a)?.click();
    await waitFor(() => trayLink(el)?.textContent === 'Compare 3 vehicles', 'three once more');
    tick(e)?.click();
    await waitFor(() => statusLine()?.textContent?.includes('You can compare up to three vehicles'), 'the refusal is said once more');
    const remove = tray(el)?.querySelector<HTMLButtonElement>(`li[data-vehicle-id="${idOf(b)}"] button`);
    remove?.click();
    await waitFor(() => trayLink(el)?.textContent === 'Compare 2 vehicles', 'removed from the tray');
    assert(!statusLine()?.textContent?.includes('You can compare up to three vehicles'), 'the refusal is gone after a removal');
  });

  it('keeps the list across widgets and counts in Kurdish with Eastern digits', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        compareCars: [
          { id: 1, list: LIST_KEY, name: 'Defender 110 D300' },
          { id: 2, list: LIST_KEY },
        ],
      }),
    );
    const el = await mountLoaded('ku');
    const link = await waitFor(() => trayLink(el), 'the tray link');
    assert(link.textContent === 'بەراوردکردنی ٢ ئۆتۆمبێل', `Kurdish count: ${link.textContent}`);
    assert(link.href === `${location.origin}/ku/stock/compare?ids=1,2`, `link: ${link.href}`);
    assert(tray(el)?.textContent?.includes('ئۆتۆمبێلی ٢'), 'an entry without a name is called by its number');
    assert(tray(el)?.parentElement?.closest('section')?.dir === 'rtl', 'right to left');
  });

  it("on a retailer page links to the brand site, not to the retailer's own vehicle pages", async () => {
    storeCompared(3, 4);
    const el = mountElement('lrdx-stock-locator', {
      'list-key': LIST_KEY,
      'api-base': location.origin,
      lang: 'ar',
      'showroom-base': 'https://retailer.example/cars/',
      'vehicle-href': 'https://retailer.example/cars/{id}',
      'sync-url': 'false',
    });
    const link = await waitFor(() => trayLink(el), 'the tray link');
    assert(link.href === `${location.origin}/ar/stock/compare?ids=3,4`, `absolute, on the API's site: ${link.href}`);
    assert(link.textContent === 'مقارنة سيارتين', `Arabic dual: ${link.textContent}`);
  });

  it('on a phone, sticks to the bottom and leaves the last card and the pager uncovered', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      storeCompared(1, 2);
      const el = await mountLoaded('en');
      const bar = await waitFor(() => tray(el), 'the tray');
      // Mid-list: the tray is on screen, at the bottom.
      cards(el)[2]?.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const mid = bar.getBoundingClientRect();
      assert(Math.abs(mid.bottom - innerHeight) < 2, `stuck to the bottom: ${mid.bottom} of ${innerHeight}`);
      // At the end: the last card and the pager lie above it.
      scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const top = bar.getBoundingClientRect().top;
      const last = cards(el).at(-1)?.getBoundingClientRect();
      const pager = shadowOf(el).querySelector('.lrdx-stock-locator__pagination')?.getBoundingClientRect();
      assert(last && last.bottom <= top + 0.5, `the last card ends above the tray: ${last?.bottom} ≤ ${top}`);
      assert(!pager || pager.bottom <= top + 0.5, `the pager ends above the tray: ${pager?.bottom} ≤ ${top}`);
    });
  });
});
