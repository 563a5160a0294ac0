/**
 * The complete stock locator as shipped (dist/), against the real server: filters with counts,
 * the URL (written, restored on reload, back and forward), the slider keyboard, saved vehicles
 * with the 404 drop, the retailer search, and axe in ku and en.
 */
import { sendKeys } from '@web/test-runner-commands';
import {
  assert,
  waitFor,
  mountElement,
  unmountAll,
  shadowOf,
  onBundles,
  assertNoAxeViolations,
  atViewport,
} from '../testing/browser-fixture.js';

const LIST_KEY = 'iraq';
const START = location.href;

const mount = mountElement;
const root = shadowOf;
const cards = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('li.lrdx-card:not(.lrdx-skeleton)')];
const countText = (el: HTMLElement) => root(el).querySelector('.lrdx-stock-locator__count')?.textContent ?? '';
const settled = (el: HTMLElement) => root(el).querySelector('section')?.getAttribute('aria-busy') === 'false' && cards(el).length > 0;
const checkbox = (el: HTMLElement, filter: string, value: string) =>
  root(el).querySelector<HTMLInputElement>(`[data-filter="${filter}"] input[value="${CSS.escape(value)}"]`);
/** The count line in English: one vehicle, else grouped digits and the plural (widgets/runtime/i18n.ts). */
const expectedCount = (n: number) => (n === 1 ? '1 vehicle' : `${n.toLocaleString('en')} vehicles`);
const locator = (attributes: Record<string, string> = {}) =>
  mount('lrdx-stock-locator', { 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en', ...attributes });

describe('<lrdx-stock-locator> filters, URL, saved vehicles, retailer search', () => {
  onBundles(['lrdx-stock-locator', 'lrdx-stock-carousel'], { url: START, stored: ['sl_product_page_data'] });

  it('filters by a model: counts, results and the URL change; a reload restores them', async () => {
    const el = locator();
    await waitFor(() => settled(el) && checkbox(el, 'models', 'Defender 110'), 'the model options');
    const before = countText(el);
    const option = checkbox(el, 'models', 'Defender 110');
    assert(option?.parentElement?.textContent?.match(/Defender 110 \(\d+\)/), `label with a count: ${option?.parentElement?.textContent}`);
    assert(option, 'the option');
    option.click();
    await waitFor(() => new URL(location.href).searchParams.getAll('models').includes('Defender 110'), 'models in the URL');
    await waitFor(() => settled(el) && countText(el) !== before, 'a new count');
    const total = countText(el);
    const models = cards(el).map((c) => c.querySelector('h3')?.textContent);
    assert(
      models.every((m) => m === 'Defender 110'),
      `only Defender 110: ${models.join(', ')}`,
    );
    assert(checkbox(el, 'models', 'Defender 110')?.checked, 'the option is checked');
    el.remove();
    // "Reload": a new element reads the URL.
    const again = locator();
    await waitFor(() => settled(again) && countText(again) === total, `the same count after reload (${total})`);
    assert(checkbox(again, 'models', 'Defender 110')?.checked, 'the option is checked after reload');
  });

  it('shows counts in Kurdish digits and disables options without vehicles', async () => {
    history.replaceState(null, '', `${location.pathname}?models=XE`);
    const el = locator({ lang: 'ku' });
    await waitFor(() => settled(el) && checkbox(el, 'brands', 'land_rover'), 'brand options');
    const lr = checkbox(el, 'brands', 'land_rover');
    assert(lr?.disabled, 'Land Rover has 0 XE vehicles: disabled');
    assert(/\(٠\)/.test(lr.parentElement?.textContent ?? ''), `count in Eastern digits: ${lr.parentElement?.textContent}`);
    assert(!checkbox(el, 'brands', 'jaguar')?.disabled, 'Jaguar is enabled');
  });

  it('restores filters on back and forward', async () => {
    const el = locator();
    await waitFor(() => settled(el) && checkbox(el, 'states', 'used'), 'state options');
    const allCount = countText(el);
    checkbox(el, 'states', 'used')?.click();
    await waitFor(() => location.search.includes('states=used') && settled(el) && countText(el) !== allCount, 'used');
    const usedCount = countText(el);
    checkbox(el, 'states', 'new')?.click();
    await waitFor(() => location.search.includes('states=new') && settled(el) && countText(el) !== usedCount, 'used + new');
    history.back();
    await waitFor(() => !location.search.includes('states=new') && settled(el) && countText(el) === usedCount, 'back to used only');
    assert(!checkbox(el, 'states', 'new')?.checked, 'new is unchecked after back');
    history.forward();
    await waitFor(() => checkbox(el, 'states', 'new')?.checked && settled(el) && countText(el) !== usedCount, 'forward to used + new');
  });

  it('moves a slider thumb with the keyboard, with aria-valuetext, and filters after the pause', async () => {
    const el = locator({ filters: 'mileage' });
    const max = await waitFor(
      () => settled(el) && root(el).querySelector<HTMLInputElement>('#lrdx-range-mileage-to'),
      'the mileage slider',
    );
    assert(max.getAttribute('aria-label') === 'Maximum Mileage', `label: ${max.getAttribute('aria-label')}`);
    assert(/km$/.test(max.getAttribute('aria-valuetext') ?? ''), `valuetext: ${max.getAttribute('aria-valuetext')}`);
    const before = countText(el);
    max.focus();
    await sendKeys({ press: 'PageDown' });
    await sendKeys({ press: 'PageDown' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => new URL(location.href).searchParams.has('mileage.to'), 'mileage.to in the URL');
    await waitFor(() => settled(el) && countText(el) !== before, 'fewer vehicles');
    const limit = Number(new URL(location.href).searchParams.get('mileage.to'));
    assert(Number(max.value) === limit, `the thumb (${max.value}) is the URL's limit (${limit})`);
    await sendKeys({ press: 'Home' });
    const min = root(el).querySelector<HTMLInputElement>('#lrdx-range-mileage-from');
    assert(min && Number(max.value) >= Number(min.value), 'the upper thumb never passes the lower');
  });

  it('saves a vehicle, lists it under Saved, and drops a saved id that answers 404', async () => {
    localStorage.setItem(
      'sl_product_page_data',
      JSON.stringify({ savedCars: [{ id: 99_999_999, list: LIST_KEY }], savedCarsIDs: [99_999_999] }),
    );
    const el = locator();
    await waitFor(() => settled(el), 'cards');
    const card = cards(el)[0];
    const id = Number(card?.dataset.vehicleId);
    const save = card?.querySelector<HTMLButtonElement>('button[aria-pressed]');
    assert(save?.getAttribute('aria-pressed') === 'false', 'not saved yet');
    save.click();
    await waitFor(() => save.getAttribute('aria-pressed') === 'true', 'pressed');
    const savedTab = root(el).querySelector<HTMLButtonElement>('[data-action="saved"]');
    assert(savedTab?.textContent === 'Saved (2)', `tab text: ${savedTab?.textContent}`);
    savedTab.click();
    await waitFor(() => root(el).querySelector('.lrdx-saved') && cards(el).length === 1, 'one saved card');
    assert(Number(cards(el)[0]?.dataset.vehicleId) === id, 'the saved vehicle is listed');
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem('sl_product_page_data') ?? '{}') as { savedCarsIDs?: number[] };
      return stored.savedCarsIDs?.length === 1 && stored.savedCarsIDs[0] === id;
    }, 'the missing id dropped from storage');
  });

  it('counts the saved vehicles in the Saved view and keeps the view in the URL (reload, Back)', async () => {
    const el = locator();
    await waitFor(() => settled(el), 'cards');
    const listTotal = countText(el);
    const save = cards(el)[0]?.querySelector<HTMLButtonElement>('button[aria-pressed]');
    assert(save, 'a save button');
    save.click();
    const savedTab = root(el).querySelector<HTMLButtonElement>('[data-action="saved"]');
    await waitFor(() => savedTab?.textContent === 'Saved (1)', 'Saved (1)');
    savedTab?.click();
    await waitFor(() => new URL(location.href).searchParams.get('view') === 'saved', 'view=saved in the URL');
    await waitFor(() => cards(el).length === 1, 'one saved card');
    assert(countText(el) === expectedCount(1), `the count is the saved one, not the listing's ${listTotal}: ${countText(el)}`);
    // Unsaving keeps the card on screen (no reflow), but the numbers follow at once.
    cards(el)[0]?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
    await waitFor(() => savedTab?.textContent === 'Saved (0)' && countText(el) === expectedCount(0), `0 saved: ${countText(el)}`);
    el.remove();
    // "Reload": the URL opens the Saved view.
    const again = locator();
    await waitFor(() => root(again).querySelector('.lrdx-saved'), 'the Saved view after reload');
    assert(root(again).querySelector('[data-action="saved"]')?.getAttribute('aria-pressed') === 'true', 'the Saved tab is pressed');
    // Back leaves the Saved view for the list.
    history.back();
    await waitFor(() => !root(again).querySelector('.lrdx-saved') && settled(again), 'the list after Back');
    assert(!new URL(location.href).searchParams.has('view'), `no view in the URL: ${location.href}`);
  });

  it('shows a friendly message for an empty or broken saved list', async () => {
    localStorage.setItem('sl_product_page_data', '{broken');
    const el = locator();
    await waitFor(() => settled(el), 'cards');
    root(el).querySelector<HTMLButtonElement>('[data-action="saved"]')?.click();
    await waitFor(() => root(el).textContent?.includes('You have not saved any vehicles yet'), 'the empty message');
  });

  it('searches by retailer: the dealers filter applies', async () => {
    const el = locator();
    const select = await waitFor(
      () => settled(el) && root(el).querySelector<HTMLSelectElement>('select[name="retailer"]'),
      'the retailer select',
    );
    await waitFor(() => select.options.length > 1, 'retailer options');
    const code = select.options[1]?.value ?? '';
    select.value = code;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const before = countText(el);
    root(el).querySelector<HTMLFormElement>('.lrdx-search__form')?.requestSubmit();
    await waitFor(() => new URL(location.href).searchParams.get('dealers') === code, `dealers=${code} in the URL`);
    await waitFor(() => settled(el) && countText(el) !== before, 'fewer vehicles');
    assert(checkbox(el, 'dealers', code)?.checked, 'the dealer option is checked');
  });

  it('names governorates and retailer places in the page language, and finds a locality typed in Kurdish', async () => {
    for (const [lang, erbil] of [
      ['ku', 'هەولێر'],
      ['ar', 'أربيل'],
      ['en', 'Erbil'],
    ] as const) {
      const el = locator({ lang });
      const select = await waitFor(
        () => settled(el) && root(el).querySelector<HTMLSelectElement>('.lrdx-search__form select[name="state"]'),
        `the governorate select (${lang})`,
      );
      const option = [...select.options].find((o) => o.value === 'Erbil');
      assert(option?.textContent === erbil, `${lang}: Erbil is shown as «${erbil}»: «${option?.textContent}»`);
      if (lang !== 'en') assert(![...select.options].some((o) => /[A-Za-z]/.test(o.textContent ?? '')), `${lang}: no Latin governorate`);
      el.remove();
    }
    const el = locator({ lang: 'ku' });
    const form = await waitFor(() => settled(el) && root(el).querySelector<HTMLFormElement>('.lrdx-search__form'), 'the search form');
    const fill = (name: string, value: string) => {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    fill('postcode', '٤٤٠٠١');
    fill('locality', 'عەنکاوە');
    form.requestSubmit();
    const found = await waitFor(() => root(el).querySelector('.lrdx-search__found li'), 'the retailer found in Ankawa');
    assert(found.textContent?.includes('عەنکاوە، هەولێر'), `the place in Kurdish: ${found.textContent}`);
    // And the street too (docs/listing-api.md, "Retailers and dealers"): the Kurdish one, Eastern digits, nothing of the stored English.
    assert(found.textContent?.includes('شەقامی ١٠٠ مەتری، عەنکاوە'), `the street in Kurdish: ${found.textContent}`);
    assert(!/Meter|Road/.test(found.textContent ?? ''), `no English street: ${found.textContent}`);
    el.remove();
  });

  it('says a postcode or locality search found nothing and suggests the governorate, in en and ku', async () => {
    for (const [lang, expected] of [
      ['en', 'Nothing found. Try searching by governorate instead.'],
      ['ku', 'هیچ شتێک نەدۆزرایەوە. گەڕان بەپێی پارێزگا تاقی بکەرەوە.'],
    ] as const) {
      const el = locator({ lang });
      const postcode = await waitFor(
        () => settled(el) && root(el).querySelector<HTMLInputElement>('.lrdx-search__form input[name="postcode"]'),
        'the postcode field',
      );
      const notice = root(el).querySelector('.lrdx-search__notice');
      assert(notice?.getAttribute('role') === 'status' && notice.textContent === '', 'an empty status before the search');
      const before = location.search;
      postcode.value = '44001';
      postcode.dispatchEvent(new Event('input', { bubbles: true }));
      root(el).querySelector<HTMLFormElement>('.lrdx-search__form')?.requestSubmit();
      await waitFor(() => notice.textContent === expected, `the nothing-found notice (${lang}): "${notice.textContent}"`);
      assert(location.search === before, 'the filters are unchanged');
      el.remove();
    }
  });

  it('computes a budget limit and applies it as the price limit; Reset Filter clears it', async () => {
    const el = locator();
    await waitFor(() => settled(el), 'cards');
    const form = root(el).querySelector<HTMLFormElement>('.lrdx-budget__form');
    const monthly = form?.querySelector<HTMLInputElement>('input');
    assert(form && monthly, 'the budget form');
    root(el).querySelector<HTMLDetailsElement>('.lrdx-budget')?.setAttribute('open', '');
    monthly.value = '1000';
    monthly.dispatchEvent(new Event('input', { bubbles: true }));
    form.requestSubmit();
    await waitFor(() => new URL(location.href).searchParams.get('display_price.to') === '53225', 'display_price.to=53225');
    [...form.querySelectorAll('button')].find((b) => b.textContent === 'Reset Filter')?.click();
    await waitFor(() => !new URL(location.href).searchParams.has('display_price.to'), 'the limit cleared');
  });

  it('jumps to a numbered page, marks it current, and keeps it in the URL', async () => {
    const el = locator();
    await waitFor(() => settled(el), 'first page');
    const first = cards(el).map((c) => c.dataset.vehicleId);
    const pageButton = (n: number) => root(el).querySelector<HTMLButtonElement>(`.lrdx-pages__page[data-page="${n}"]`);
    assert(pageButton(1)?.getAttribute('aria-current') === 'page', 'page 1 is current at first');
    const three = await waitFor(() => pageButton(3), 'a page 3 button');
    assert(three.getAttribute('aria-label') === 'Page 3', `page 3 is labelled: ${three.getAttribute('aria-label')}`);
    three.click();
    await waitFor(() => pageButton(3)?.getAttribute('aria-current') === 'page' && settled(el), 'page 3 current');
    assert(!pageButton(1)?.hasAttribute('aria-current'), 'page 1 is no longer current');
    assert(
      cards(el).every((c) => !first.includes(c.dataset.vehicleId)),
      'page 3 shows other vehicles',
    );
    assert(new URL(location.href).searchParams.get('page') === '3', `the URL has page 3: ${location.href}`);
  });

  it('opens the phone filters as a sheet with a sticky "Show N cars" and a clear-all', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const el = locator({ lang: 'en' });
      await waitFor(() => settled(el), 'first page');
      const toggle = await waitFor(() => root(el).querySelector<HTMLButtonElement>('[data-action="toggle-filters"]'), 'the toggle');
      toggle.click();
      const sheet = await waitFor(() => root(el).querySelector<HTMLElement>('aside[role="dialog"]'), 'the sheet');
      assert(sheet.getAttribute('aria-modal') === 'true', 'a modal dialog');
      assert(getComputedStyle(sheet).position === 'fixed', 'over the whole screen');
      // The sheet tells the locator it opened from an effect: the results turn inert at the next render.
      await waitFor(() => root(el).querySelector('.lrdx-results')?.hasAttribute('inert'), 'the results inert behind it');
      const show = root(el).querySelector<HTMLButtonElement>('[data-action="show-results"]')!;
      assert(/^Show (1 car|[\d,]+ cars)$/.test(show.textContent ?? ''), `Show N cars: ${show.textContent}`);
      const footer = show.parentElement!;
      assert(getComputedStyle(footer).position === 'sticky', 'the footer sticks');
      assert(show.getBoundingClientRect().bottom <= 844 + 1, 'Show N cars is on screen without scrolling');
      assert(root(el).querySelector('[data-action="clear-all"]')?.textContent === 'Clear all', 'a clear-all');
      checkbox(el, 'models', 'Defender 110')?.click();
      await waitFor(() => settled(el) && /^Show \d+ cars$/.test(show.textContent ?? ''), 'the count follows');
      show.click();
      await waitFor(() => !root(el).querySelector('aside[role="dialog"]'), 'the sheet closes');
      // Focus moves once the results are no longer inert (an effect after the sheet's close).
      await waitFor(() => root(el).activeElement === root(el).querySelector('.lrdx-results'), 'focus goes to the results');
    });
  });

  it('folds the filters behind a disclosure button on a phone-sized screen', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const el = locator();
      await waitFor(() => settled(el), 'first page');
      const toggle = await waitFor(() => root(el).querySelector<HTMLButtonElement>('[data-action="toggle-filters"]'), 'the toggle');
      const body = root(el).querySelector<HTMLElement>('#lrdx-filters-body');
      assert(body && getComputedStyle(body).display === 'none', 'the filters start folded');
      assert(
        toggle.getAttribute('aria-expanded') === 'false' && toggle.getAttribute('aria-controls') === 'lrdx-filters-body',
        'a closed disclosure',
      );
      toggle.click();
      await waitFor(() => getComputedStyle(body).display !== 'none', 'the filters open');
      assert(toggle.getAttribute('aria-expanded') === 'true', 'aria-expanded follows');
      assert(checkbox(el, 'models', 'Defender 110'), 'the model filter is reachable');
    });
  });

  it('shows the filters without a disclosure button on a wide screen', async () => {
    const el = locator();
    await waitFor(() => settled(el), 'first page');
    const toggle = root(el).querySelector<HTMLButtonElement>('[data-action="toggle-filters"]');
    assert(toggle && getComputedStyle(toggle).display === 'none', 'no toggle on a wide screen');
    const body = root(el).querySelector<HTMLElement>('#lrdx-filters-body');
    assert(body && getComputedStyle(body).display !== 'none', 'the filters are shown');
  });

  it("shows only the filters its `filters` attribute turns on (the block's toggles), and none for `none`", async () => {
    // The filter groups: checkbox groups by name, ranges by their id (lrdx-range-<name>).
    const groups = (el: HTMLElement) =>
      [...root(el).querySelectorAll<HTMLElement>('fieldset.lrdx-filter, fieldset.lrdx-range')].map((g) => g.dataset.filter);
    const chosen = locator({ filters: 'models,statuses' });
    await waitFor(() => settled(chosen) && checkbox(chosen, 'models', 'Defender 110'), 'the model options');
    const shown = groups(chosen);
    assert(shown.includes('models') && shown.includes('statuses'), `models and availability shown: ${shown.join()}`);
    // Colour is one of the defaults, turned off here.
    assert(!shown.includes('colors') && !shown.includes('brands'), `colour and brand not shown: ${shown.join()}`);
    unmountAll();
    const none = locator({ filters: 'none' });
    await waitFor(() => settled(none), 'first page');
    assert(groups(none).length === 0, `no filter group: ${groups(none).join()}`);
  });

  it('has no accessibility violations (axe) with the filter panel, in ku and en', async () => {
    for (const lang of ['ku', 'en']) {
      const el = locator({ lang, filters: 'brands,models,states,msrp_price,mileage,dealers' });
      await waitFor(() => settled(el) && root(el).querySelector('.lrdx-range'), 'cards and sliders');
      await assertNoAxeViolations(el, lang);
      el.remove();
    }
  });
});

describe('<lrdx-stock-carousel>', () => {
  onBundles(['lrdx-stock-locator', 'lrdx-stock-carousel']);

  it('shows up to 12 vehicles of the model, moves with next, announces the position', async () => {
    const el = mount('lrdx-stock-carousel', { 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en', models: 'Defender 110' });
    await waitFor(() => cards(el).length > 1, 'carousel cards');
    assert(cards(el).length <= 12, 'at most 12');
    assert(
      cards(el).every((c) => c.querySelector('h3')?.textContent === 'Defender 110'),
      'only Defender 110',
    );
    const position = await waitFor(() => root(el).querySelector('.lrdx-carousel__position'), 'the position');
    assert(position.textContent?.startsWith('Vehicle 1 of'), `position: ${position.textContent}`);
    root(el).querySelector<HTMLButtonElement>('[data-action="next"]')?.click();
    await waitFor(() => position.textContent?.startsWith('Vehicle 2 of'), 'position 2');
  });

  it('moves with next in right-to-left too: the row scrolls towards the left, the page stays put', async () => {
    const el = mount('lrdx-stock-carousel', { 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'ku', models: 'Defender 110' });
    await waitFor(() => cards(el).length > 1, 'carousel cards');
    const position = await waitFor(() => root(el).querySelector('.lrdx-carousel__position'), 'the position');
    assert(position.textContent?.startsWith('ئۆتۆمبێلی ١ لە'), `position: ${position.textContent}`);
    const row = root(el).querySelector<HTMLElement>('.lrdx-carousel__row')!;
    const pageY = scrollY;
    root(el).querySelector<HTMLButtonElement>('[data-action="next"]')?.click();
    await waitFor(() => position.textContent?.startsWith('ئۆتۆمبێلی ٢ لە'), 'position 2');
    assert(row.scrollLeft < 0, `the row scrolled to the left: ${row.scrollLeft}`);
    assert(scrollX === 0 && scrollY === pageY, `the page did not move: ${scrollX}, ${scrollY} (was ${pageY})`);
  });

  it('says so when no vehicle matches', async () => {
    const el = mount('lrdx-stock-carousel', { 'list-key': LIST_KEY, 'api-base': location.origin, lang: 'en', models: 'No Such Model' });
    await waitFor(() => root(el).textContent?.includes('Stock Locator Carousel with 0 cars'), 'the empty text');
  });
});
