/**
 * <lrdx-retailer-locator> as shipped (dist/) in real Chromium against the real server's seeded
 * retailers (GET /dealers): typing a governorate or city in Kurdish script filters the list; each
 * street is in the page language (Kurdish, Arabic); "near me" with a position sorts by distance,
 * and a refused position shows the refusal; on a narrow
 * screen the List / Map switch works by keyboard; on a phone no day or time range of the opening hours
 * is broken over two lines; on a phone the whole country's pins stand on their
 * retailers' places (count badges where they would cover each other), and every retailer is reached
 * by keyboard; the map draws the governorates as one tab stop after the pins (arrow keys between
 * them), and one activated by keyboard filters the list to it (Kurdish and English); the `list` variant never
 * requests the Leaflet chunk; axe finds nothing in the three languages. The browser's geolocation is replaced by a stand-in
 * that answers as a granted or a refused permission would (web-test-runner cannot grant one).
 */
import { sendKeys } from '@web/test-runner-commands';
import {
  assert,
  waitFor,
  mountElement,
  unmountAll,
  shadowOf,
  assertNoAxeViolations,
  onBundles,
  atViewport,
} from '../testing/browser-fixture.js';

const mount = (attributes: Record<string, string>) => mountElement('lrdx-retailer-locator', { 'api-base': location.origin, ...attributes });
const root = shadowOf;
const codes = (el: HTMLElement) =>
  [...root(el).querySelectorAll<HTMLElement>('.lrdx-locator__card[data-code]')].map((card) => card.dataset.code ?? '');
const status = (el: HTMLElement) => root(el).querySelector('.lrdx-locator__status')?.textContent ?? '';
/** The seeded retailers (server/seed/dealers.ts), listed once loaded. */
const loaded = (el: HTMLElement) => waitFor(() => codes(el).length >= 9 && codes(el), 'the nine seeded retailers');
const search = (el: HTMLElement) => {
  const input = root(el).querySelector<HTMLInputElement>('#lrdx-locator-query');
  assert(input, 'the search field');
  return input;
};

type Answer = { latitude: number; longitude: number } | { code: number };
/** Replaces navigator.geolocation.getCurrentPosition for one test; gives back the restore. */
function fakeGeolocation(answer: Answer): () => void {
  const geolocation = navigator.geolocation;
  const real = Object.getOwnPropertyDescriptor(geolocation, 'getCurrentPosition');
  Object.defineProperty(geolocation, 'getCurrentPosition', {
    configurable: true,
    value: (ok: PositionCallback, fail?: PositionErrorCallback) =>
      setTimeout(() => {
        if ('code' in answer)
          fail?.({ code: answer.code, message: 'User denied Geolocation', PERMISSION_DENIED: 1 } as GeolocationPositionError);
        else
          ok({
            coords: { latitude: answer.latitude, longitude: answer.longitude, accuracy: 1000 },
            timestamp: Date.now(),
          } as GeolocationPosition);
      }, 10),
  });
  return () => {
    if (real) Object.defineProperty(geolocation, 'getCurrentPosition', real);
    else delete (geolocation as unknown as Record<string, unknown>).getCurrentPosition;
  };
}

/** The Leaflet chunk's file, as the manifest names it (a dynamic import of the locator bundle). */
async function leafletChunk(): Promise<string> {
  const manifest = (await (await fetch('/dist/manifest.json')).json()) as { bundles: { name: string; dynamicImports?: string[] }[] };
  const chunk = manifest.bundles.find((b) => b.name === 'retailer-locator')?.dynamicImports?.find((file) => /leaflet-map/.test(file));
  assert(chunk, 'the manifest names the Leaflet chunk of the retailer locator');
  return chunk;
}
/** The seeded retailers' places, as the list and the map get them. */
async function places(): Promise<Map<string, { latitude: number; longitude: number }>> {
  const body = (await (await fetch('/dealers?items=50&sort=name')).json()) as {
    data: { dealer_code: string; latitude: number | null; longitude: number | null }[];
  };
  return new Map(
    body.data.flatMap((d) =>
      d.latitude !== null && d.longitude !== null ? [[d.dealer_code, { latitude: d.latitude, longitude: d.longitude }]] : [],
    ),
  );
}
type MapHost = HTMLElement & { clientPointOf?: (latitude: number, longitude: number) => { x: number; y: number } };
/** The map's pins and count badges (each names its retailers' codes in data-codes). */
const targets = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('.leaflet-marker-pane .leaflet-marker-icon')];
const codesOf = (target: Element) => ((target as HTMLElement).dataset.codes ?? '').split(' ').filter(Boolean);
/** Waits until the markers have not moved for longer than a zoom animation (250 ms), and gives them. */
async function settled(el: HTMLElement): Promise<HTMLElement[]> {
  let last = '';
  let since = performance.now();
  return waitFor(() => {
    const now = targets(el)
      .map((t) => `${t.dataset.codes}@${JSON.stringify(t.getBoundingClientRect())}`)
      .join('|');
    if (now !== last) [last, since] = [now, performance.now()];
    return now !== '' && performance.now() - since > 400 && targets(el);
  }, 'the map pins to settle');
}
/** On a phone: the Map side of the List / Map switch, drawn. */
async function phoneMap(el: HTMLElement): Promise<MapHost> {
  root(el).querySelectorAll<HTMLButtonElement>('.lrdx-locator__switch button')[1]?.click();
  return waitFor(() => root(el).querySelector<MapHost>('.lrdx-locator__map[data-ready="true"]'), 'the map, drawn');
}

const requested = (file: string) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file));

describe('<lrdx-retailer-locator>', () => {
  onBundles('lrdx-retailer-locator');

  // First in the file: Arabic's texts are not loaded yet, so the element renders before they come.
  // The list variant: a map would bring the Leaflet chunk into the page, which the next test refuses.
  it('draws no title, label or button before it has words for them: nothing grows and moves when the texts come', async () => {
    const el = mount({ lang: 'ar', variant: 'list' });
    const empty: string[] = [];
    const check = () => {
      for (const node of root(el).querySelectorAll('h2, label, button'))
        if (!node.textContent?.trim() && !node.getAttribute('aria-label')) empty.push(node.outerHTML.slice(0, 60));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root(el), { childList: true, subtree: true, characterData: true });
    await loaded(el);
    observer.disconnect();
    check();
    assert(empty.length === 0, `empty titles, labels or buttons drawn while loading: ${empty.join(', ')}`);
    assert(root(el).querySelector('h2')?.textContent?.trim(), 'the title once the texts are there');
  });

  // First in the file: once any test has shown a map, the chunk is in the page for good.
  it('list variant: searches and lists without ever requesting the Leaflet chunk', async () => {
    const chunk = await leafletChunk();
    const el = mount({ lang: 'en', variant: 'list' });
    await loaded(el);
    search(el).focus();
    await sendKeys({ type: 'Basra' });
    await waitFor(() => codes(el).join() === 'IQ-BSR-01' || null, `Basra only: ${codes(el).join()}`);
    assert(!root(el).querySelector('.lrdx-locator__map, .lrdx-locator__switch'), 'no map and no List/Map switch');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert(!requested(chunk), `the list variant requested ${chunk}`);
  });

  it('hide-title: the title stays a heading for screen readers, out of view; without it, in view', async () => {
    const title = (el: HTMLElement) => root(el).querySelector<HTMLElement>('#lrdx-locator-title');
    const hidden = mount({ lang: 'ku', variant: 'list', 'hide-title': 'true' });
    await loaded(hidden);
    const box = title(hidden)?.getBoundingClientRect();
    assert(title(hidden)?.textContent === 'بریکارێک بدۆزەرەوە', 'the title is still there, in Kurdish');
    assert(box && box.width <= 1 && box.height <= 1, `hidden title drawn ${box?.width}×${box?.height}`);
    assert(root(hidden).querySelector('section[aria-labelledby="lrdx-locator-title"]'), 'the locator is still named by it');
    unmountAll();
    const shown = mount({ lang: 'ku', variant: 'list' });
    await loaded(shown);
    assert((title(shown)?.getBoundingClientRect().height ?? 0) > 10, 'the title shows without hide-title');
  });

  it('in Kurdish: typing a governorate or a city in Kurdish script filters the list, right to left', async () => {
    const el = mount({ lang: 'ku', variant: 'list' });
    const all = await loaded(el);
    assert(root(el).querySelector('section')?.dir === 'rtl', 'rtl');
    search(el).focus();
    await sendKeys({ type: 'سلێمانی' });
    await waitFor(() => codes(el).join() === 'IQ-SUL-01' || null, `Sulaymaniyah only: ${codes(el).join()}`);
    assert(status(el).includes('١'), `the count in Kurdish digits: ${status(el)}`);
    search(el).select();
    await sendKeys({ type: 'بەغدا' });
    await waitFor(
      () => {
        const found = codes(el);
        return found.length === 2 && found.every((code) => code.startsWith('IQ-BGD')) && found;
      },
      `the two Baghdad retailers: ${codes(el).join()}`,
    );
    search(el).select();
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => codes(el).length === all.length || null, 'every retailer again once the field is empty');
  });

  it("in Kurdish and Arabic: every street is the page language's, with Eastern digits", async () => {
    const place = (el: HTMLElement, code: string) =>
      root(el).querySelector(`.lrdx-locator__card[data-code="${code}"] .lrdx-locator__place`)?.textContent ?? '';
    const ku = mount({ lang: 'ku', variant: 'list' });
    await loaded(ku);
    assert(place(ku, 'IQ-EBL-01') === 'شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر', `Erbil in Kurdish: ${place(ku, 'IQ-EBL-01')}`);
    assert(place(ku, 'IQ-MSL-01') === 'شەقامی زانکۆ، موسەننا، مووسڵ، نەینەوا', `Mosul in Kurdish: ${place(ku, 'IQ-MSL-01')}`);
    const latin = codes(ku).filter((code) => /\p{Script=Latin}/u.test(place(ku, code)));
    assert(latin.length === 0, `no Latin street on the Kurdish page: ${latin.map((code) => place(ku, code)).join(' | ')}`);
    unmountAll();
    const ar = mount({ lang: 'ar', variant: 'list' });
    await loaded(ar);
    assert(place(ar, 'IQ-BGD-02') === 'شارع ١٤ رمضان، المنصور، بغداد', `Al-Mansour in Arabic: ${place(ar, 'IQ-BGD-02')}`);
    // The element's language changing reads the streets again, in the new language.
    ar.setAttribute('lang', 'en');
    await waitFor(() => place(ar, 'IQ-EBL-01') === '100 Meter Road, Ankawa, Erbil' || null, `Erbil in English: ${place(ar, 'IQ-EBL-01')}`);
  });

  it('"near me" with a granted position sorts by distance, and "show all by name" undoes it', async () => {
    // Ankawa, Erbil: the Erbil retailer first, then Duhok/Mosul/Kirkuk/Sulaymaniyah before Baghdad and Basra.
    const restore = fakeGeolocation({ latitude: 36.19, longitude: 44.01 });
    try {
      const el = mount({ lang: 'en', variant: 'list' });
      const byName = await loaded(el);
      const near = root(el).querySelector<HTMLButtonElement>('[data-action="near-me"]');
      assert(near, 'the near me button');
      near.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => status(el).includes('Nearest first') || null, `the status says nearest first: ${status(el)}`);
      const order = codes(el);
      assert(order[0] === 'IQ-EBL-01', `the Erbil retailer first: ${order.join()}`);
      assert(order.indexOf('IQ-BSR-01') === order.length - 1, `Basra, the farthest, last: ${order.join()}`);
      const distances = [...root(el).querySelectorAll('.lrdx-locator__distance')].map((p) =>
        Number(/[\d.]+/.exec(p.textContent ?? '')?.[0]),
      );
      assert(distances.length === order.length, 'every card tells its distance');
      assert(
        distances.every((d, i) => i === 0 || d >= distances[i - 1]!),
        `distances grow down the list: ${distances.join(', ')}`,
      );
      assert(distances[0]! < 5, `the Erbil retailer is a few km away: ${distances[0]}`);
      assert(near.textContent === 'Show all by name', `the button now offers the name order: ${near.textContent}`);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => codes(el).join() === byName.join() || null, 'back to the name order');
    } finally {
      restore();
    }
  });

  it('"near me" with a refused position shows the refusal and keeps the list', async () => {
    const restore = fakeGeolocation({ code: 1 });
    try {
      const el = mount({ lang: 'en', variant: 'list' });
      const all = await loaded(el);
      root(el).querySelector<HTMLButtonElement>('[data-action="near-me"]')?.click();
      await waitFor(() => status(el).includes('Location access was refused.') || null, `the refusal: ${status(el)}`);
      assert(root(el).querySelector('.lrdx-locator__status')?.getAttribute('role') === 'status', 'read out as a status');
      assert(codes(el).join() === all.join(), 'the list stays, in name order');
      assert(!root(el).querySelector('.lrdx-locator__distance'), 'no distances');
    } finally {
      restore();
    }
  });

  it('on a phone, each day range and each time range of the opening hours stays on one line (Kurdish, Arabic, English)', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      for (const lang of ['ku', 'ar', 'en']) {
        const el = mount({ lang, variant: 'list' });
        await loaded(el);
        // The card's width on a 390 px phone is the page's, less its gutters: every width it may be
        // given is tried, so a line break inside a range shows at whichever width it falls.
        for (let width = 280; width <= 374; width += 4) {
          el.style.inlineSize = `${width}px`;
          const hours = root(el).querySelector('.lrdx-locator__hours bdi');
          const text = hours?.firstChild;
          assert(text instanceof Text, `${lang}: the hours are one text`);
          const ranges = [...text.data.matchAll(/[^\s؛;]+[–-][^\s؛;]+/g)];
          assert(ranges.length === 2, `${lang}: a day range and a time range in ${text.data}`);
          for (const range of ranges) {
            const measured = document.createRange();
            measured.setStart(text, range.index);
            measured.setEnd(text, range.index + range[0].length);
            const lines = new Set([...measured.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            assert(lines.size === 1, `${lang} at ${width} px: «${range[0]}» is broken over ${lines.size} lines`);
          }
        }
        unmountAll();
      }
    });
  });

  it('on a narrow screen the List / Map switch works by keyboard', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const el = mount({ lang: 'ku', variant: 'full' });
      await loaded(el);
      const [list, map] = [...root(el).querySelectorAll<HTMLButtonElement>('.lrdx-locator__switch button')];
      assert(list && map, 'the two switch buttons');
      assert(root(el).querySelector('.lrdx-locator__switch')?.getAttribute('aria-label') === 'پیشاندان وەک', 'the switch group is named');
      assert(list.getAttribute('aria-pressed') === 'true' && map.getAttribute('aria-pressed') === 'false', 'the list shows first');
      assert(!root(el).querySelector('.lrdx-locator__map'), 'no map yet');
      list.focus();
      await sendKeys({ press: 'Tab' });
      assert(root(el).activeElement === map, 'Tab moves from List to Map');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => root(el).querySelector('.lrdx-locator__map[data-ready="true"]'), 'the map, drawn');
      assert(map.getAttribute('aria-pressed') === 'true', 'Map is pressed');
      assert(!root(el).querySelector('#lrdx-locator-list'), 'the list gives way to the map');
      assert(requested(await leafletChunk()), 'the map brought the Leaflet chunk');
      await sendKeys({ press: 'Shift+Tab' });
      assert(root(el).activeElement === list, 'Shift+Tab back to List');
      await sendKeys({ press: 'Space' });
      await waitFor(() => root(el).querySelector('#lrdx-locator-list .lrdx-locator__card[data-code]'), 'the list again');
      assert(!root(el).querySelector('.lrdx-locator__map'), 'the map gives way to the list');
    });
  });

  it('on a phone, the whole country: every pin stands on its retailer, badges group the ones too close, none overlaps', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const where = await places();
      const el = mount({ lang: 'ku', variant: 'full' });
      await loaded(el);
      const host = await phoneMap(el);
      const project = host.clientPointOf;
      assert(project, "the map tells its own projection (the element's clientPointOf)");
      const drawn = await settled(el);
      const box = host.getBoundingClientRect();
      const seen: string[] = [];
      const far: string[] = [];
      for (const target of drawn) {
        const rect = target.getBoundingClientRect();
        const codes = codesOf(target);
        seen.push(...codes);
        assert(rect.width >= 24 && rect.height >= 24, `a target of 24 px at least: ${codes.join()} ${rect.width}×${rect.height}`);
        assert(
          rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom,
          `${codes.join()} is inside the map`,
        );
        const isBadge = target.classList.contains('lrdx-pin-group');
        // A pin's tip is its place; a badge's centre is its group's place.
        const at = isBadge
          ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
          : { x: rect.left + rect.width / 2, y: rect.bottom };
        for (const code of codes) {
          const place = where.get(code);
          assert(place, `${code} is a seeded retailer with a place`);
          const truth = project(place.latitude, place.longitude);
          const off = Math.hypot(at.x - truth.x, at.y - truth.y);
          // A pin on its point (1 px of rounding); a badge within two pins' widths of each of its retailers.
          if (off > (isBadge ? 48 : 1.5)) far.push(`${code} ${isBadge ? 'badge' : 'pin'} ${Math.round(off)} px off`);
        }
        if (isBadge) {
          assert(codes.length > 1 && target.getAttribute('role') === 'button' && target.tabIndex === 0, 'a badge is a focusable button');
          const label = target.getAttribute('aria-label') ?? '';
          assert(label.startsWith('بریکاران لێرە: ') && label.includes(' نزیک '), `a badge is named in Kurdish: ${label}`);
          assert(/^[٠-٩]+$/.test(target.textContent ?? ''), `its count in Kurdish digits: ${target.textContent}`);
        }
      }
      assert(far.length === 0, `every pin and badge is where its retailers are:\n${far.join('\n')}`);
      assert(seen.sort().join() === [...where.keys()].sort().join(), `each retailer on the map once: ${seen.join()}`);
      assert(
        drawn.some((t) => t.classList.contains('lrdx-pin-group')),
        'at the whole-country zoom on a phone, the northern retailers share a badge',
      );
      for (const [i, a] of drawn.entries())
        for (const b of drawn.slice(i + 1)) {
          const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
          const apart = p.right <= q.left || q.right <= p.left || p.bottom <= q.top || q.bottom <= p.top;
          assert(apart, `${codesOf(a).join()} and ${codesOf(b).join()} do not cover each other`);
        }
    });
  });

  it('on a phone, every retailer is reached by keyboard: Enter on a badge zooms in and keeps the focus in its group', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const where = await places();
      const el = mount({ lang: 'ku', variant: 'full' });
      await loaded(el);
      await phoneMap(el);
      let drawn = await settled(el);
      const reached = new Set<string>();
      const collect = () =>
        drawn.filter((t) => t.classList.contains('lrdx-pin')).forEach((pin) => codesOf(pin).forEach((c) => reached.add(c)));
      collect();
      for (let round = 0; round < 12; round++) {
        const badge = drawn.find((t) => t.classList.contains('lrdx-pin-group') && codesOf(t).some((c) => !reached.has(c)));
        if (!badge) break;
        const group = codesOf(badge);
        badge.focus();
        await sendKeys({ press: round % 2 ? ' ' : 'Enter' });
        await waitFor(() => {
          const active = root(el).activeElement as HTMLElement | null;
          return (active && active !== badge && active.isConnected && codesOf(active).every((c) => group.includes(c))) || null;
        }, `the focus on a pin or badge of ${group.join()} once zoomed in`);
        drawn = await settled(el);
        collect();
      }
      assert([...reached].sort().join() === [...where.keys()].sort().join(), `every retailer's own pin reached: ${[...reached].join()}`);
      const pin = drawn.find((t) => t.classList.contains('lrdx-pin'));
      assert(pin, 'a pin');
      pin.focus();
      await sendKeys({ press: 'Enter' });
      const code = codesOf(pin).join();
      await waitFor(() => {
        const now = targets(el).find((t) => t.classList.contains('lrdx-pin') && codesOf(t).join() === code);
        return (now?.getAttribute('aria-pressed') === 'true' && root(el).activeElement === now) || null;
      }, `Enter on ${code}'s pin chooses it, and the focus stays on it`);
    });
  });

  it('the map draws the governorates as buttons; Enter on one lists its retailers, Enter again lists all', async () => {
    await atViewport({ width: 1280, height: 900 }, async () => {
      const el = mount({ lang: 'en', variant: 'full' });
      const all = await loaded(el);
      await waitFor(() => root(el).querySelector('.lrdx-locator__map[data-ready="true"]'), 'the map, drawn');
      const shapes = [...root(el).querySelectorAll<SVGElement>('.lrdx-governorate')];
      const names = shapes.map((shape) => shape.getAttribute('aria-label'));
      // Natural Earth's 18 shapes, and Halabja's seat as its button (docs/retailer-locator.md).
      assert(shapes.length === 19 && new Set(names).size === 19, `19 named governorates: ${names.join(', ')}`);
      assert(names.includes('Erbil') && names.includes('Halabja') && names.includes('Al-Qadisiyyah'), `English names: ${names.join()}`);
      assert(
        shapes.every((shape) => shape.getAttribute('role') === 'button'),
        'every governorate is a button',
      );
      // One tab stop for the 19, in a labelled group, after every retailer's pin or badge.
      const stops = shapes.filter((shape) => shape.tabIndex === 0);
      assert(stops.length === 1 && stops[0] === shapes[0], `one governorate in the Tab order, the first: ${stops.length}`);
      assert(
        shapes.slice(1).every((shape) => shape.tabIndex === -1),
        'the others are reached with the arrow keys',
      );
      const group = shapes[0]!.closest('[role="group"]');
      assert(group?.getAttribute('aria-label') === 'Governorates', `the group is named: ${group?.getAttribute('aria-label')}`);
      const drawn = await settled(el);
      drawn[drawn.length - 1]!.focus();
      await sendKeys({ press: 'Tab' });
      assert(root(el).activeElement === shapes[0], 'Tab from the last retailer reaches the governorates');
      await sendKeys({ press: 'Tab' });
      assert(!(root(el).activeElement as Element | null)?.classList.contains('lrdx-governorate'), 'the next Tab leaves them');
      await sendKeys({ press: 'Shift+Tab' });
      assert(root(el).activeElement === shapes[0], 'Shift+Tab comes back to the same governorate');
      await sendKeys({ press: 'ArrowDown' });
      assert(root(el).activeElement === shapes[1], 'ArrowDown: the next governorate');
      assert(shapes[1]!.tabIndex === 0 && shapes[0]!.tabIndex === -1, 'which is now the tab stop');
      await sendKeys({ press: 'ArrowRight' });
      assert(root(el).activeElement === shapes[2], 'ArrowRight (English, left to right): the next one');
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowUp' });
      assert(root(el).activeElement === shapes[0], 'ArrowLeft and ArrowUp: back to the first');
      await sendKeys({ press: 'ArrowUp' });
      assert(root(el).activeElement === shapes[18], 'ArrowUp on the first wraps to the last');
      await sendKeys({ press: 'Home' });
      assert(root(el).activeElement === shapes[0], 'Home: the first');
      await sendKeys({ press: 'End' });
      assert(root(el).activeElement === shapes[18] && shapes[18]!.getAttribute('aria-label') === 'Halabja', 'End: the last, Halabja');
      const erbil = shapes.find((shape) => shape.getAttribute('aria-label') === 'Erbil') as SVGElement;
      assert(erbil.getBoundingClientRect().width > 30, 'Erbil is drawn as a shape, not a point');
      erbil.focus();
      await waitFor(() => root(el).querySelector('.lrdx-governorate-name')?.textContent === 'Erbil' || null, 'its name shows on focus');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => codes(el).join() === 'IQ-EBL-01' || null, `Erbil only: ${codes(el).join()}`);
      assert(search(el).value === 'Erbil', `the search field says what the list is filtered by: ${search(el).value}`);
      assert(status(el) === 'Retailers in Erbil: 1', `announced: ${status(el)}`);
      await waitFor(() => erbil.getAttribute('aria-pressed') === 'true' || null, 'Erbil is pressed');
      assert(root(el).activeElement === erbil, 'the focus stays on Erbil');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => codes(el).length === all.length || null, 'every retailer again');
      // The map draws the pressed state in an effect, which Preact runs after the list's paint.
      await waitFor(
        () => (search(el).value === '' && erbil.getAttribute('aria-pressed') === 'false') || null,
        `the filter is cleared: search '${search(el).value}', Erbil pressed ${erbil.getAttribute('aria-pressed')}`,
      );
      const halabja = shapes.find((shape) => shape.getAttribute('aria-label') === 'Halabja') as SVGElement;
      halabja.focus();
      await sendKeys({ press: ' ' });
      await waitFor(() => status(el) === 'No retailer matches “Halabja”.' || null, `Halabja has no retailer yet: ${status(el)}`);
      await waitFor(() => halabja.getAttribute('aria-pressed') === 'true' || null, 'Halabja is pressed');
    });
  });

  it('in Kurdish on a phone: the governorates carry their Kurdish names, and Space on one filters the list', async () => {
    await atViewport({ width: 390, height: 844 }, async () => {
      const el = mount({ lang: 'ku', variant: 'full' });
      await loaded(el);
      root(el).querySelectorAll<HTMLButtonElement>('.lrdx-locator__switch button')[1]?.click();
      await waitFor(() => root(el).querySelector('.lrdx-locator__map[data-ready="true"]'), 'the map, drawn');
      const shape = (name: string) =>
        [...root(el).querySelectorAll<SVGElement>('.lrdx-governorate')].find((s) => s.getAttribute('aria-label') === name);
      const sulaymaniyah = shape('سلێمانی');
      assert(sulaymaniyah && shape('هەولێر') && shape('هەڵەبجە'), 'Kurdish names from the glossary');
      // Right to left: ArrowLeft goes on to the next governorate, ArrowRight back.
      const all = [...root(el).querySelectorAll<SVGElement>('.lrdx-governorate')];
      all[0]!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      assert(root(el).activeElement === all[1], 'ArrowLeft in Kurdish: the next governorate');
      await sendKeys({ press: 'ArrowRight' });
      assert(root(el).activeElement === all[0], 'ArrowRight in Kurdish: the previous one');
      assert(all[0]!.closest('[role="group"]')?.getAttribute('aria-label') === 'پارێزگاکان', 'the group named in Kurdish');
      sulaymaniyah.focus();
      await sendKeys({ press: ' ' });
      await waitFor(() => search(el).value === 'سلێمانی' || null, `the search field: ${search(el).value}`);
      assert(status(el) === 'بریکاران لە سلێمانی: ١', `announced in Kurdish: ${status(el)}`);
      root(el).querySelectorAll<HTMLButtonElement>('.lrdx-locator__switch button')[0]?.click();
      await waitFor(() => codes(el).join() === 'IQ-SUL-01' || null, `Sulaymaniyah only: ${codes(el).join()}`);
    });
  });

  it("names the map's zoom buttons and the keys of its hint in the page language", async () => {
    const expected = { ku: ['نزیککردنەوە', 'دوورخستنەوە'], ar: ['تكبير', 'تصغير'], en: ['Zoom in', 'Zoom out'] };
    // The map is drawn on a desktop-wide page (the phone layout lists the retailers first).
    await atViewport({ width: 1280, height: 900 }, async () => {
      for (const lang of ['ku', 'ar', 'en'] as const) {
        const el = mount({ lang, variant: 'full' });
        await loaded(el);
        await waitFor(() => root(el).querySelector('.lrdx-locator__map[data-ready="true"]'), `${lang} map`);
        const zoom = [...root(el).querySelectorAll<HTMLElement>('.leaflet-control-zoom a')].map((button) => button.title);
        assert(zoom.join() === expected[lang].join(), `${lang} zoom buttons: ${zoom.join()}`);
        const hint = root(el).querySelector('#lrdx-locator-map-hint');
        const keys = [...(hint?.querySelectorAll('kbd') ?? [])].map((key) => key.textContent);
        assert(keys.includes('Tab') && keys.includes('Enter') && keys.includes('Space'), `${lang} hint keys as <kbd>: ${keys.join()}`);
        // Outside the key caps, a Kurdish or Arabic hint has no Latin letter.
        const words = [...(hint?.childNodes ?? [])]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        if (lang !== 'en') assert(!/[A-Za-z]/.test(words), `${lang} hint outside <kbd>: ${words}`);
        el.remove();
      }
    });
  });

  it('has no accessibility violations (axe) in the three languages, list and map', async () => {
    await atViewport({ width: 1280, height: 900 }, async () => {
      for (const lang of ['ku', 'ar', 'en']) {
        const el = mount({ lang, variant: 'full' });
        await loaded(el);
        await waitFor(() => root(el).querySelector('.lrdx-locator__map[data-ready="true"]'), `${lang} map`);
        await assertNoAxeViolations(el, `${lang} full`);
        el.remove();
        const compact = mount({ lang, variant: 'compact' });
        await waitFor(() => codes(compact).length === 3 || null, `${lang} compact: three retailers`);
        await assertNoAxeViolations(compact, `${lang} compact`);
        compact.remove();
      }
    });
  });
});
