/**
 * "Compare" on the vehicle page (docs/compare.md), as shipped (dist/), in real Chromium against the
 * real lrdx server: the same list as the stock cards (`sl_compare_data`), a link once two are
 * chosen, and a refused fourth with the reason.
 */
import { assert, waitFor, mountElement, shadowOf, onBundles, firstVehicleInStock } from '../testing/browser-fixture.js';

const LIST_KEY = 'iraq';
const STORAGE_KEY = 'sl_compare_data';
/** The stored ids, from the entries (a preset list has no `compareCarsIDs`). */
const stored = (): number[] =>
  ((JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { compareCars?: { id: number }[] }).compareCars ?? []).map((c) => c.id);
const preset = (ids: number[]) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ compareCars: ids.map((id) => ({ id, list: LIST_KEY, name: `Car ${id}` })) }));

describe('<lrdx-showroom> compare', () => {
  let vehicleId = 0;

  onBundles('lrdx-showroom', { stored: [STORAGE_KEY] });
  before(async () => {
    vehicleId = await firstVehicleInStock(LIST_KEY);
  });

  async function mount(lang: string) {
    const el = mountElement('lrdx-showroom', { 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang });
    // The vehicle's own view (its heading) is drawn: the tick-box found now is the one that stays.
    await waitFor(() => shadowOf(el).querySelector('h1 bdi') && shadowOf(el).querySelector('.lrdx-similar'), 'the vehicle view');
    const box = await waitFor(() => shadowOf(el).querySelector<HTMLInputElement>('input[data-action="compare"]'), 'the Compare tick-box');
    return { el, box };
  }

  it('adds the car to the shared list and links to the comparison', async () => {
    preset([900001]);
    const { el, box } = await mount('en');
    assert(box.getAttribute('aria-label')?.startsWith('Compare '), `named: ${box.getAttribute('aria-label')}`);
    box.click();
    const link = await waitFor(() => shadowOf(el).querySelector<HTMLAnchorElement>('a[data-action="compare-open"]'), 'the compare link');
    assert(link.href === `${location.origin}/en/stock/compare?ids=900001,${vehicleId}`, `link: ${link.href}`);
    assert(JSON.stringify(stored()) === JSON.stringify([900001, vehicleId]), `stored: ${JSON.stringify(stored())}`);
  });

  it('refuses a fourth, says why in Kurdish, and leaves the box unticked', async () => {
    preset([900001, 900002, 900003]);
    const { el, box } = await mount('ku');
    box.click();
    await waitFor(
      () => shadowOf(el).querySelector('.lrdx-compare-tick__status')?.textContent?.includes('تا سێ ئۆتۆمبێل'),
      'the Kurdish refusal',
    );
    assert(!box.checked, 'unticked');
    assert(stored().length === 3 && !stored().includes(vehicleId), `not stored: ${JSON.stringify(stored())}`);
  });
});
