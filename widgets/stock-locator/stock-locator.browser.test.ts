/**
 * <lrdx-stock-locator> as shipped (dist/, Preact build) in real Chromium, against the real lrdx
 * server (started by web-test-runner.config.mjs and reached through its proxy on this origin).
 */
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import {
  assert,
  waitFor,
  nextEvent,
  mountElement,
  unmountAll,
  shadowOf,
  onBundles,
  assertNoAxeViolations,
  atViewport,
} from '../testing/browser-fixture.js';

interface LoadedDetail {
  page: number;
  pages: number;
  total: number;
  count: number;
}

const LIST_KEY = 'iraq';

const mount = (attributes: Record<string, string>) => mountElement('lrdx-stock-locator', attributes);

const shadow = shadowOf;
const section = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('section');
const cards = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')];
const cardIds = (el: HTMLElement) => cards(el).map((c) => c.querySelector('h3')?.id ?? '');
const text = (el: HTMLElement) => shadow(el).textContent ?? '';
const button = (el: HTMLElement, label: string) =>
  [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === label);
// Listing pages only: the retailers list (`…/retailers`) is fetched once, when the settings arrive.
const listingRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => /\/public_api\/listing\/[^/?]+(\?|$)/.test(entry.name)).length;

describe('<lrdx-stock-locator>', () => {
  // Paging writes `?page=2` to this page's URL: it is put back after each test.
  onBundles('lrdx-stock-locator', { url: true });

  it('renders 12 vehicle cards in its open shadow root, in Kurdish, right to left', async () => {
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin });
    const loaded = await nextEvent<LoadedDetail>(el, 'listing.loaded');
    await waitFor(() => cards(el).length === 12, '12 cards');
    assert(loaded.count === 12 && loaded.page === 1, `listing.loaded says 12 on page 1: ${JSON.stringify(loaded)}`);
    assert(section(el)?.dir === 'rtl', 'dir is rtl');
    assert(section(el)?.lang === 'ckb', 'lang is ckb');
    assert(text(el).includes('پەڕەی ١ لە'), `Kurdish page text with Eastern digits: ${text(el).slice(0, 200)}`);
    assert(button(el, 'پەڕەی دواتر'), 'a Kurdish next-page button');
    assert(!/[0-9]/.test(shadow(el).querySelector('.lrdx-card__fact dd')?.textContent ?? '0'), 'the production year uses Eastern digits');
    const model = cards(el)[0]?.querySelector('h3 bdi');
    assert(model?.textContent, 'the model name sits in <bdi>');
    const img = cards(el)[0]?.querySelector('img');
    assert(img?.getAttribute('width') && img.getAttribute('height'), 'the picture has width and height');
  });

  it('keeps the year and the mileage of every card whole on a phone; only the fuel may be cut (Kurdish)', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'ku' });
      await nextEvent(el, 'listing.loaded');
      await waitFor(() => cards(el).length === 12, '12 cards');
      for (const card of cards(el)) {
        const row = card.querySelector<HTMLElement>('.lrdx-card__facts')!.getBoundingClientRect();
        for (const fact of ['productionYear', 'mileage']) {
          const value = card.querySelector<HTMLElement>(`[data-fact="${fact}"] dd`);
          assert(value, `${fact} is on the card`);
          const box = value.getBoundingClientRect();
          // Whole: not cut by its own box, and inside the row (which hides what overflows).
          assert(value.scrollWidth <= value.clientWidth + 1, `${fact} «${value.textContent}» is not cut with an ellipsis`);
          assert(box.left >= row.left - 0.5 && box.right <= row.right + 0.5, `${fact} «${value.textContent}» lies inside the facts row`);
        }
      }
    });
  });

  it('writes Kurdish and Arabic prices with Eastern digits, one thousands separator and the currency as a word', async () => {
    for (const [lang, dollar, dinar] of [
      ['ku', 'دۆلار', 'دینار'],
      ['ar', 'دولار', 'دينار'],
    ] as const) {
      const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang });
      await nextEvent(el, 'listing.loaded');
      await waitFor(() => cards(el).length === 12, `${lang}: 12 cards`);
      const prices = cards(el)
        .map((card) => card.querySelector('.lrdx-price')?.textContent ?? '')
        .filter(Boolean);
      assert(prices.length > 0, `${lang}: cards show prices`);
      for (const price of prices) {
        assert(!/[0-9A-Za-z$,.]/.test(price), `${lang}: no Latin digit, letter, $ or Latin separator in «${price}»`);
        assert(price.includes(dollar) && price.includes(dinar), `${lang}: the currencies as words in «${price}»`);
      }
      const mileage = cards(el)[0]?.querySelector('[data-fact="mileage"] dd')?.textContent ?? '';
      assert(!/[0-9,]/.test(mileage), `${lang}: mileage in Eastern digits with ٬: «${mileage}»`);
      unmountAll();
    }
  });

  it('shows a short phone card: badges, year, mileage, fuel, price, monthly price, retailer, Enquire and Test drive', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
      await nextEvent(el, 'listing.loaded');
      await waitFor(() => cards(el).length === 12, '12 cards');
      const card = cards(el)[0]!;
      const facts = [...card.querySelectorAll<HTMLElement>('[data-fact]')].map((f) => f.dataset.fact);
      assert(JSON.stringify(facts) === '["productionYear","mileage","engines"]', `the deciding facts only: ${facts.join(',')}`);
      assert(!card.querySelector('[data-fact="vin"]') && !/VIN/.test(card.textContent ?? ''), 'no VIN on the card');
      assert(card.querySelector('.lrdx-price')?.textContent, 'a price');
      assert(/a month|\/ month/.test(card.querySelector('.lrdx-card__offers')?.textContent ?? ''), 'a monthly price');
      assert(card.querySelector('.lrdx-card__retailer bdi')?.textContent, 'the retailer');
      assert(card.querySelector('[data-action="enquire"]')?.textContent === 'Enquire', 'Enquire');
      assert(card.querySelector('[data-action="book-test-drive"]')?.textContent === 'Test drive', 'Test drive');
      const badges = cards(el).flatMap((c) => [...c.querySelectorAll<HTMLElement>('.lrdx-badge')].map((b) => b.textContent));
      assert(
        badges.some((b) => b === 'New' || b === 'Approved'),
        `New / Approved badges: ${badges.join(',')}`,
      );
      const height = card.getBoundingClientRect().height;
      assert(height < 560, `the phone card is short: ${Math.round(height)} px (was ~770)`);
    });
  });

  it('leaves reserved and sold cars out until the visitor asks for them, then badges them', async () => {
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en', filters: 'brands,models' });
    const first = await nextEvent<LoadedDetail>(el, 'listing.loaded');
    await waitFor(() => cards(el).length === 12, '12 cards');
    assert(
      cards(el).every((c) => c.dataset.status !== 'reserved' && c.dataset.status !== 'sold'),
      'no reserved or sold car by default',
    );
    const show = await waitFor(() => shadow(el).querySelector<HTMLInputElement>('[data-filter="include-unavailable"]'), 'the filter');
    assert(show.closest('label')?.textContent === 'Show reserved and sold cars', 'a labelled checkbox');
    show.click();
    const all = await nextEvent<LoadedDetail>(el, 'listing.loaded');
    assert(all.total > first.total, `more cars with reserved and sold: ${all.total} > ${first.total}`);
  });

  it("points cards at a retailer's own vehicle page with vehicle-href, in the widget's language otherwise", async () => {
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'ar', 'vehicle-href': '/cars/{id}' });
    await nextEvent(el, 'listing.loaded');
    await waitFor(() => cards(el).length === 12, '12 cards');
    const card = cards(el)[0]!;
    const href = card.querySelector<HTMLAnchorElement>('.lrdx-card__link')?.getAttribute('href');
    assert(href === `/cars/${card.dataset.vehicleId}`, `the template is filled: ${href}`);
  });

  it('brings Back from a vehicle page to the card that was opened, with its link focused', async () => {
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
    await nextEvent(el, 'listing.loaded');
    await waitFor(() => cards(el).length === 12, '12 cards');
    const eighth = cards(el)[7]!;
    const link = eighth.querySelector<HTMLAnchorElement>('.lrdx-card__link')!;
    // Following the link remembers the card; the test stays on this page instead of leaving it.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    unmountAll();
    const again = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
    await nextEvent(again, 'listing.loaded');
    await waitFor(
      () => shadow(again).activeElement?.closest('li')?.getAttribute('data-vehicle-id') === eighth.dataset.vehicleId,
      'the opened card has focus again',
    );
    const box = shadow(again).activeElement!.getBoundingClientRect();
    assert(box.top >= 0 && box.bottom <= innerHeight, 'and is scrolled into view');
  });

  it('offers a skip link to the results for keyboard users', async () => {
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'ku' });
    await nextEvent(el, 'listing.loaded');
    const skip = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('[data-action="skip-to-results"]'), 'the skip link');
    assert(skip.textContent === 'بازدان بۆ ئەنجامەکان', `Kurdish text: ${skip.textContent}`);
    assert(shadow(el).querySelector('section')?.firstElementChild === skip, 'the first stop in the widget');
    skip.focus();
    skip.click();
    assert(shadow(el).activeElement === shadow(el).querySelector('#lrdx-sl-results'), 'focus is on the results');
  });

  it("links each card to the vehicle page in the widget's language (an English widget to /en/showroom/)", async () => {
    for (const lang of ['en', 'ar', 'ku']) {
      const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang });
      await waitFor(() => cards(el).length === 12, `${lang} cards`);
      const href = cards(el)[0]?.querySelector('a[href*="/showroom/"]')?.getAttribute('href') ?? '';
      assert(href.startsWith(`${location.origin}/${lang}/showroom/`), `a ${lang} card links to /${lang}/showroom/: ${href}`);
      unmountAll();
    }
  });

  it('shows other vehicles and page 2 after next page', async () => {
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
    await nextEvent(el, 'listing.loaded');
    await waitFor(() => cards(el).length === 12, 'first page');
    const first = cardIds(el);
    const paged = nextEvent<{ page: number }>(el, 'listing.page');
    const loaded = nextEvent<LoadedDetail>(el, 'listing.loaded');
    const next = button(el, 'Next page');
    assert(next, `next-page button: ${[...shadow(el).querySelectorAll('button')].map((b) => b.outerHTML).join(' ')}`);
    next.focus();
    next.click();
    assert((await paged).page === 2, 'listing.page says page 2');
    assert((await loaded).page === 2, 'listing.loaded says page 2');
    await waitFor(() => cards(el).length > 0 && text(el).includes('Page 2 of'), 'page 2');
    const second = cardIds(el);
    assert(
      second.every((id) => !first.includes(id)),
      'page 2 shows other vehicles',
    );
    const results = shadow(el).querySelector<HTMLElement>('.lrdx-results');
    assert(document.activeElement === el && shadow(el).activeElement === results, 'focus moves to the results');
  });

  it('takes the visitor from the pager to the top of the new page, at once with reduced motion', async () => {
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
      await nextEvent(el, 'listing.loaded');
      await waitFor(() => cards(el).length === 12, 'first page');
      const results = shadow(el).querySelector<HTMLElement>('.lrdx-results');
      assert(results?.getAttribute('role') === 'region' && results.tabIndex === -1, 'the results are a focusable region');
      // The visitor has scrolled down to the pager: the top of the results is far above the viewport.
      const pageTwo = shadow(el).querySelector<HTMLButtonElement>('.lrdx-pages__page[data-page="2"]');
      assert(pageTwo, 'a page 2 button');
      pageTwo.scrollIntoView({ block: 'end' });
      assert(results.getBoundingClientRect().top < -200, `scrolled to the bottom: ${results.getBoundingClientRect().top}`);
      pageTwo.focus();
      pageTwo.click();
      // Reduced motion: no smooth scrolling, the jump has happened when the click returns.
      const top = results.getBoundingClientRect().top;
      assert(top >= 0 && top < 40, `the results start at the top of the viewport: ${top}`);
      assert(shadow(el).activeElement === results, `focus is on the results, not ${shadow(el).activeElement?.outerHTML.slice(0, 80)}`);
      await waitFor(() => text(el).includes('Page 2 of'), 'page 2');
      assert(shadow(el).activeElement === results, 'focus stays on the results when page 2 arrives');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
      await setViewport({ width: 800, height: 600 });
      window.scrollTo(0, 0);
    }
  });

  it('shows no pager for an empty result', async () => {
    // Jaguar's XE under the Land Rover brand: nothing matches.
    history.replaceState(null, '', `${location.pathname}?brands=land_rover&models=XE`);
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
    await nextEvent(el, 'listing.loaded');
    await waitFor(() => text(el).includes('No vehicles match your filters.'), 'the empty message');
    assert(!shadow(el).querySelector('.lrdx-stock-locator__pagination'), 'no pager');
    assert(!button(el, 'Next page'), 'no next-page button');
  });

  it('switches language without refetching: en is ltr, ar is rtl', async () => {
    const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin });
    await nextEvent(el, 'listing.loaded');
    await waitFor(() => cards(el).length === 12, 'cards');
    const before = listingRequests();
    el.setAttribute('lang', 'en');
    await waitFor(() => section(el)?.dir === 'ltr' && text(el).includes('Page 1 of'), 'English, ltr');
    assert(button(el, 'Next page'), 'English next-page button');
    el.setAttribute('lang', 'ar');
    await waitFor(() => section(el)?.dir === 'rtl' && text(el).includes('الصفحة ١ من'), 'Arabic, rtl');
    assert(section(el)?.lang === 'ar', 'lang is ar');
    assert(cards(el).length === 12, 'the cards stay');
    assert(listingRequests() === before, 'no listing request for a language change');
  });

  it('shows the error and recovers with Try again', async () => {
    const token = Math.random().toString(36).slice(2);
    const el = mount({ 'list-key': LIST_KEY, 'api-base': `${location.origin}/__fail-once/${token}`, lang: 'en' });
    await waitFor(() => text(el).includes('Something went wrong, please try again.'), 'the error message');
    assert(shadow(el).querySelector('[role="alert"]'), 'the error is announced');
    const retry = button(el, 'Try again');
    assert(retry, 'a Try again button');
    const loaded = nextEvent<LoadedDetail>(el, 'listing.loaded');
    retry.click();
    await loaded;
    await waitFor(() => cards(el).length === 12, 'cards after retry');
    assert(!text(el).includes('Something went wrong'), 'the error is gone');
  });

  it('has no accessibility violations (axe) in the shadow content', async () => {
    for (const lang of ['ku', 'en']) {
      const el = mount({ 'list-key': LIST_KEY, 'api-base': location.origin, lang });
      await nextEvent(el, 'listing.loaded');
      await waitFor(() => cards(el).length === 12, 'cards');
      const results = await assertNoAxeViolations(el, lang);
      // Shadow DOM nodes have nested selectors: proof that axe looked inside the shadow root.
      const inShadow = results.passes.filter((p) => p.nodes.some((n) => n.target.some((t) => Array.isArray(t))));
      assert(inShadow.length > 5, `axe checked the shadow content (${inShadow.length} rules passed there)`);
      el.remove();
    }
  });
});
