/**
 * <lrdx-stock-locator vehicles="…"> as a retailer pastes it (docs/embedding.md, "A curated list"),
 * against the real server: exactly the vehicles named (ids and VINs), no filters, sort or search,
 * the page URL left alone, and the usual empty state when none is in stock.
 */
import { assert, waitFor, nextEvent, mountElement, shadowOf, onBundles } from '../testing/browser-fixture.js';

interface Listed {
  data: { id: number; attributes: { vin: string } }[];
}

const cards = (el: HTMLElement) => [...shadowOf(el).querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')];
const ids = (el: HTMLElement) => cards(el).map((card) => Number(card.dataset.vehicleId));
const byNumber = (a: number, b: number) => a - b;

describe('<lrdx-stock-locator vehicles>', () => {
  onBundles('lrdx-stock-locator');

  it('shows exactly the vehicles named by id and VIN, without filters, sort, search or a title of its own, and leaves the URL alone', async () => {
    const listed = (await (await fetch('/public_api/listing/iraq/light?items=3')).json()) as Listed;
    const [a, b, c] = listed.data;
    assert(a && b && c, 'the demo listing has three vehicles');
    const el = mountElement('lrdx-stock-locator', {
      'list-key': 'iraq',
      'api-base': location.origin,
      lang: 'en',
      vehicles: `${a.id}, ${b.attributes.vin.toLowerCase()} ${c.id} not-a-car`,
    });
    await nextEvent(el, 'listing.loaded');
    await waitFor(() => cards(el).length === 3, 'three cards');
    assert(
      JSON.stringify(ids(el).sort(byNumber)) === JSON.stringify([a.id, b.id, c.id].sort(byNumber)),
      `the cards are the list: ${ids(el).join(',')}`,
    );
    const root = shadowOf(el);
    assert(!root.querySelector('select'), 'no sort');
    assert(!root.querySelector('.lrdx-filters'), 'no filter panel');
    assert(!root.querySelector('input[type="search"]'), 'no search field');
    assert(root.querySelector('.lrdx-stock-locator__layout--curated'), 'the curated layout');
    // The block's own heading heads the list (docs/decisions.md, "A curated stock locator"): no search
    // title ("Vehicles in stock"), result count or Saved tab under it.
    assert(!root.querySelector('h2, .lrdx-stock-locator__title'), 'no title of its own');
    assert(!root.querySelector('.lrdx-stock-locator__count'), 'no result count');
    assert(!root.querySelector('[data-action="saved"]'), 'no Saved tab');
    assert(!root.querySelector('[aria-labelledby*="lrdx-sl-title"]'), 'nothing labelled by a missing title');
    assert(!location.search.includes('page') && !location.search.includes('filter'), `the URL is untouched: ${location.search}`);
  });

  it('shows the usual empty state, in the tag language, when none of the list is in stock', async () => {
    const el = mountElement('lrdx-stock-locator', {
      'list-key': 'iraq',
      'api-base': location.origin,
      lang: 'ar',
      vehicles: '999999998,999999999',
    });
    await nextEvent(el, 'listing.loaded');
    await waitFor(() => shadowOf(el).querySelector('.lrdx-stock-locator__empty') !== null, 'the empty state');
    const empty = shadowOf(el).querySelector('.lrdx-stock-locator__empty')?.textContent ?? '';
    assert(/[\u0600-\u06ff]/.test(empty), `Arabic empty state: ${empty}`);
    assert(cards(el).length === 0, 'no cards');
  });
});
