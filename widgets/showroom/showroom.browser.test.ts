/**
 * <lrdx-showroom> as shipped (dist/, Preact build) in real Chromium, against the real lrdx server
 * (started by web-test-runner.config.mjs and reached through its proxy on this origin).
 */
import {
  assert,
  waitFor,
  mountElement,
  shadowOf,
  onBundles,
  firstVehicleInStock,
  assertNoAxeViolations,
} from '../testing/browser-fixture.js';

const LIST_KEY = 'iraq';
const STORAGE_KEY = 'sl_product_page_data';

const mount = (attributes: Record<string, string>, lightHtml = '') => mountElement('lrdx-showroom', attributes, lightHtml);

const shadow = shadowOf;
const root = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('.lrdx-showroom');
const q = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => shadow(el).querySelector<T>(selector);
const text = (el: HTMLElement) => shadow(el).textContent ?? '';
const viewport = (el: HTMLElement) => q(el, '.lrdx-gallery__viewport');
const ready = (el: HTMLElement) => waitFor(() => viewport(el) && q(el, '.lrdx-specs'), 'the vehicle view');

let vehicleId = 0;

describe('<lrdx-showroom>', () => {
  onBundles('lrdx-showroom', { stored: [STORAGE_KEY] });
  before(async () => {
    vehicleId = await firstVehicleInStock(LIST_KEY);
    localStorage.removeItem(STORAGE_KEY);
  });

  it('shows the server-rendered content through its slot until the vehicle is there, then its own view in Kurdish', async () => {
    const el = mount(
      { 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin },
      '<h1 id="ssr">SSR heading</h1>',
    );
    assert(q(el, 'slot') || viewport(el), 'a slot (or the view) from the first paint');
    await ready(el);
    assert(root(el)?.dir === 'rtl' && root(el)?.lang === 'ckb', 'Kurdish, right to left');
    assert(q(el, 'h1 bdi')?.textContent, 'the model sits in <bdi> in the heading');
    assert(text(el).includes('تایبەتمەندییەکان'), 'the Kurdish specifications heading');
    assert(q(el, '[data-spec="vin"] bdi'), 'the VIN is isolated in <bdi>');
    assert(!/[0-9]/.test(q(el, '[data-spec="productionYear"] dd')?.textContent ?? '0'), 'the year in Eastern digits');
    const img = q<HTMLImageElement>(el, '.lrdx-gallery__photo');
    assert(img && /1600w/.test(img.srcset) && /480w/.test(img.srcset), `every size in the srcset: ${img?.srcset}`);
    await waitFor(() => q(el, '.lrdx-similar'), 'similar vehicles');
    const similarIds = [...shadow(el).querySelectorAll('[data-vehicle-id]')].map((c) => Number(c.getAttribute('data-vehicle-id')));
    assert(similarIds.length > 0 && similarIds.length <= 6, `one to six similar vehicles: ${similarIds.length}`);
    assert(!similarIds.includes(vehicleId), 'the current vehicle is not among the similar ones');
    assert(
      /\/ku\/showroom\/[a-z0-9-]+-\d+$/.test(q<HTMLAnchorElement>(el, '.lrdx-similar__link')?.href ?? ''),
      'similar cards link to vehicle pages',
    );
  });

  it('changes photo with the arrow keys (mirrored right to left), Home and End, and announces the position', async () => {
    const el = mount({ 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'ku' });
    await ready(el);
    const view = viewport(el);
    assert(view, 'the gallery viewport');
    view.focus();
    assert(shadow(el).activeElement === view, 'the viewport takes focus');
    const key = (k: string) => view.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    key('ArrowLeft'); // next, in a right-to-left page
    await waitFor(() => viewport(el)?.dataset.index === '1', 'photo 2');
    await waitFor(() => text(el).includes('وێنەی ٢ لە ٤'), 'the position announced in Kurdish');
    key('ArrowRight');
    await waitFor(() => viewport(el)?.dataset.index === '0', 'back to photo 1');
    key('End');
    await waitFor(() => viewport(el)?.dataset.index === '3', 'the last photo');
    key('ArrowLeft'); // wraps around
    await waitFor(() => viewport(el)?.dataset.index === '0', 'wrapped to the first');
    const thumbs = [...shadow(el).querySelectorAll<HTMLButtonElement>('.lrdx-gallery__thumb')];
    assert(thumbs.length === 4, `four thumbnails: ${thumbs.length}`);
    thumbs[2]?.click();
    await waitFor(() => viewport(el)?.dataset.index === '2', 'the third photo from its thumbnail');
    assert(thumbs[2]?.getAttribute('aria-current') === 'true', 'the thumbnail is marked current');
  });

  it('changes photo with a swipe of pointer events', async () => {
    const el = mount({ 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
    await ready(el);
    const view = viewport(el);
    assert(view, 'the gallery viewport');
    const pointer = (type: string, x: number) =>
      view.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: 100, bubbles: true, pointerId: 1 }));
    pointer('pointerdown', 300);
    pointer('pointerup', 200); // towards the start of an ltr page: next
    await waitFor(() => viewport(el)?.dataset.index === '1', 'photo 2 after a swipe');
  });

  it('saves and unsaves the vehicle in sl_product_page_data, with aria-pressed', async () => {
    const el = mount({ 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' });
    await ready(el);
    const save = q<HTMLButtonElement>(el, 'button[data-action="save"]');
    assert(save?.getAttribute('aria-pressed') === 'false', 'not saved at first');
    save.click();
    await waitFor(() => save.getAttribute('aria-pressed') === 'true', 'pressed after saving');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as {
      savedCars?: { id: number; list: string }[];
      savedCarsIDs?: number[];
    };
    assert(stored.savedCarsIDs?.includes(vehicleId), `the id is stored: ${JSON.stringify(stored)}`);
    assert(
      stored.savedCars?.some((c) => c.id === vehicleId && c.list === LIST_KEY),
      'with its list',
    );
    save.click();
    await waitFor(() => save.getAttribute('aria-pressed') === 'false', 'unpressed after unsaving');
    assert(!(localStorage.getItem(STORAGE_KEY) ?? '').includes(`${vehicleId}`), 'the id is gone');
  });

  it('switches language without refetching: en is ltr, ar is rtl', async () => {
    const el = mount({ 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin });
    await ready(el);
    const requests = () => performance.getEntriesByType('resource').filter((e) => e.name.includes(`/vehicle/${vehicleId}`)).length;
    const before = requests();
    el.setAttribute('lang', 'en');
    await waitFor(() => root(el)?.dir === 'ltr' && text(el).includes('Specifications'), 'English, ltr');
    el.setAttribute('lang', 'ar');
    await waitFor(() => root(el)?.dir === 'rtl' && text(el).includes('المواصفات'), 'Arabic, rtl');
    assert(root(el)?.lang === 'ar', 'lang is ar');
    assert(requests() === before, 'no vehicle request for a language change');
  });

  it('says the vehicle is gone for an unknown id and keeps the server content', async () => {
    const el = mount({ 'vehicle-id': '99999999', 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en' }, '<p>server text</p>');
    await waitFor(() => text(el).includes('This vehicle is no longer available.'), 'the not-found message');
    assert(q(el, 'slot'), 'the slot keeps the server-rendered content visible');
  });

  it('has no accessibility violations (axe) in the shadow content', async () => {
    for (const lang of ['ku', 'en']) {
      const el = mount({ 'vehicle-id': String(vehicleId), 'list-key': LIST_KEY, 'api-base': location.origin, lang });
      await ready(el);
      await waitFor(() => q(el, '.lrdx-similar'), 'similar vehicles');
      const results = await assertNoAxeViolations(el, lang);
      const inShadow = results.passes.filter((p) => p.nodes.some((n) => n.target.some((t) => Array.isArray(t))));
      assert(inShadow.length > 5, `axe checked the shadow content (${inShadow.length} rules passed there)`);
      el.remove();
    }
  });
});
