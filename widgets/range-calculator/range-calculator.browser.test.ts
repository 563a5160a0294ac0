/**
 * <lrdx-range-calculator> as shipped (dist/) in real Chromium against the real server's demo range
 * JSON (GET /api/range-calculator): choosing with the keyboard, km and miles, the details modal,
 * a failed load with retry, Kurdish right to left with Kurdish digits, the compact car list on a
 * phone (a radio group still), and axe in three languages.
 */
import { sendKeys } from '@web/test-runner-commands';
import { assert, waitFor, mountElement, shadowOf, assertNoAxeViolations, onBundles, atViewport } from '../testing/browser-fixture.js';

const CONFIG = {
  json_url: '/api/range-calculator/demo/ranges.json',
  range_unit: 'km',
  modal: { button: '', title: 'WLTP', content: 'Measured on the WLTP cycle.\n\nBigger wheels lower the range.' },
  translations: {},
  cars: [
    {
      key: 'range_rover_sport',
      name: 'Range Rover Sport',
      description: 'Plug-in hybrid',
      image: { src: '', alt: '' },
      link: { label: 'Discover', url: '/en/range-rover' },
    },
    { key: 'defender_110', name: 'Defender 110', description: 'Plug-in hybrid', image: { src: '', alt: '' }, link: { label: '', url: '' } },
  ],
  engines: {
    range_rover_sport: [
      { key: 'p460e', label: 'P460e PHEV' },
      { key: 'p550e', label: 'P550e PHEV' },
    ],
    defender_110: [{ key: 'p400e', label: 'P400e PHEV' }],
  },
  wheels: {
    range_rover_sport: [
      { key: '21', label: '21"' },
      { key: '23', label: '23"' },
    ],
    defender_110: [
      { key: '20', label: '20"' },
      { key: '22', label: '22"' },
    ],
  },
};

const mount = (lang: string, config: object = CONFIG) => mountElement('lrdx-range-calculator', { lang, config: JSON.stringify(config) });
const root = shadowOf;
const figure = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[data-range]')?.dataset.range;
const ready = (el: HTMLElement) =>
  waitFor(() => {
    const radio = root(el).querySelector<HTMLInputElement>('input[name="lrdx-range-car"]');
    return radio && !radio.closest('fieldset')?.disabled && radio;
  }, 'the car choice, enabled once the JSON is loaded');
const chooseOption = (el: HTMLElement, id: string, value: string) => {
  const s = root(el).querySelector<HTMLSelectElement>(`#lrdx-range-${id}`);
  assert(s, `the ${id} select`);
  s.value = value;
  s.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('<lrdx-range-calculator>', () => {
  onBundles('lrdx-range-calculator');

  // First in the file: Arabic's texts are not loaded yet, so the element renders before they come.
  it('draws no heading or legend before it has words for them: nothing grows and moves when the texts come', async () => {
    const el = mount('ar');
    const empty: string[] = [];
    const check = () => {
      for (const node of root(el).querySelectorAll('h2, legend, label'))
        if (!node.textContent?.trim()) empty.push(node.outerHTML.slice(0, 60));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root(el), { childList: true, subtree: true, characterData: true });
    await ready(el);
    observer.disconnect();
    check();
    assert(empty.length === 0, `empty headings or legends drawn while loading: ${empty.join(', ')}`);
    assert(root(el).querySelector('h2')?.textContent?.trim(), 'the title once the texts are there');
  });

  it('with the keyboard: a car, then engine and wheel size, shows the range; miles convert it; the modal opens and closes', async () => {
    const el = mount('en');
    const first = await ready(el);
    // The cars come from the block's config at once; the prompt waits for the language's texts.
    await waitFor(() => root(el).textContent?.includes('Choose a vehicle to see its electric range.'), 'the prompt before a choice');
    first.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => figure(el) === '121', `Range Rover Sport P460e 21": ${figure(el)}`);
    // Arrow keys move between the car radios, as native radios do.
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => figure(el) === '51', `Defender 110 P400e 20": ${figure(el)}`);
    chooseOption(el, 'wheels', '22');
    await waitFor(() => figure(el) === '47', 'the 22" wheels');
    const mile = root(el).querySelector<HTMLInputElement>('input[name="lrdx-range-unit"][value="mile"]');
    mile?.click();
    await waitFor(() => figure(el) === '29', `47 km in miles: ${figure(el)}`);
    assert(root(el).querySelector('[role="status"]')?.textContent?.includes('up to 29 miles'), 'the live region reads the figure');
    const details = root(el).querySelector<HTMLButtonElement>('[data-action="details"]');
    details?.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'), 'the details modal');
    assert(dialog.textContent?.includes('Bigger wheels lower the range.'), 'the modal contents, paragraph by paragraph');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root(el).querySelector('dialog[open]'), 'Escape closes the modal');
  });

  it('shows the load error with a retry, and retrying loads the ranges', async () => {
    const realFetch = window.fetch;
    let failures = 1;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/range-calculator') && failures > 0) {
        failures--;
        return Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'range_data_unavailable', message: 'down' } }), { status: 502 }),
        );
      }
      return realFetch(input, init);
    };
    try {
      const el = mount('en');
      const retry = await waitFor(() => root(el).querySelector<HTMLButtonElement>('.lrdx-error button'), 'the retry button');
      assert(root(el).textContent?.includes('The range figures could not be loaded.'), 'the error text');
      retry.click();
      (await ready(el)).click();
      await waitFor(() => figure(el) === '121', 'the range after retry');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('in Kurdish: right to left, Kurdish digits and unit, the block unit in miles first', async () => {
    const el = mount('ku', { ...CONFIG, range_unit: 'mile' });
    (await ready(el)).click();
    await waitFor(() => figure(el) === '75', `121 km in miles: ${figure(el)}`);
    assert(root(el).querySelector('section')?.dir === 'rtl', 'rtl');
    const text = root(el).querySelector('[role="status"]')?.textContent ?? '';
    assert(text.includes('تا ٧٥ میل'), `Kurdish figure: ${text}`);
  });

  it('on a phone the seven cars are a compact radio list: the selects and the result stay near the top; arrows still choose', async () => {
    const seven = {
      ...CONFIG,
      cars: Array.from({ length: 7 }, (_, i) => ({
        ...CONFIG.cars[i % 2]!,
        key: i % 2 ? 'defender_110' : 'range_rover_sport',
        name: `${CONFIG.cars[i % 2]!.name} ${i + 1}`,
      })).map((car, i) => ({ ...car, key: i < 2 ? car.key : `${car.key}_${i}` })),
    };
    const carRows = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('.lrdx-range__car')];
    await atViewport({ width: 390, height: 844 }, async () => {
      const el = mount('ku', seven);
      const first = await ready(el);
      const rows = carRows(el);
      assert(rows.length === 7, 'seven cars');
      for (const row of rows) {
        const height = row.getBoundingClientRect().height;
        assert(height < 90, `a phone car row is short: ${Math.round(height)} px (the cards were ~250)`);
      }
      const top = el.getBoundingClientRect().top;
      const engineTop = root(el).querySelector('#lrdx-range-engine')!.getBoundingClientRect().top - top;
      const resultBottom = root(el).querySelector('.lrdx-range__result')!.getBoundingClientRect().bottom - top;
      assert(engineTop < 800, `the engine select is ${Math.round(engineTop)} px down (was ~1,800)`);
      assert(resultBottom < 1200, `the result ends ${Math.round(resultBottom)} px down`);
      // Still one native radio group under its legend: the screen reader says "radio, 1 of 7".
      const fieldset = first.closest('fieldset');
      assert(fieldset?.querySelector('legend')?.textContent, 'the group has its legend');
      assert(fieldset.querySelectorAll('input[type="radio"][name="lrdx-range-car"]').length === 7, 'seven radios of one name');
      // RTL: the radio is at the row's inline start, which is its larger screen x.
      const row = rows[0]!.getBoundingClientRect();
      const radio = first.getBoundingClientRect();
      assert(
        row.right - radio.right < 24,
        `the radio sits at the inline start in RTL: row ends at x ${row.right}, radio at x ${radio.right}`,
      );
      first.focus();
      await sendKeys({ press: 'Space' });
      await waitFor(() => figure(el) === '121', `the first car's range: ${figure(el)}`);
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => figure(el) === '51', `the second car by arrow key: ${figure(el)}`);
    });
  });

  it('on a wide screen the cars stay picture cards side by side', async () => {
    await atViewport({ width: 1280, height: 900 }, async () => {
      const el = mount('en');
      await ready(el);
      const [a, b] = [...root(el).querySelectorAll<HTMLElement>('.lrdx-range__car')].map((car) => car.getBoundingClientRect());
      assert(a && b && Math.abs(a.top - b.top) < 1, 'two cards on one row');
      assert(a.height > 150, `a card with its picture: ${Math.round(a.height)} px`);
    });
  });

  it('has no accessibility violations (axe) in the three languages, with a range and with the modal', async () => {
    for (const lang of ['ku', 'ar', 'en']) {
      const el = mount(lang);
      (await ready(el)).click();
      await waitFor(() => figure(el), `${lang} range`);
      await assertNoAxeViolations(el, `${lang} range`);
      root(el).querySelector<HTMLButtonElement>('[data-action="details"]')?.click();
      await waitFor(() => root(el).querySelector('dialog[open]'), `${lang} modal`);
      await assertNoAxeViolations(el, `${lang} modal`);
      el.remove();
    }
  });
});
