/**
 * What every widget test in Chromium needs (*.browser.test.ts): assertions that name what failed,
 * waiting for what a visitor would see, mounting elements and removing them after each test, the
 * page at another size for one test, the shipped bundles by tag (dist/manifest.json), axe-core and
 * the accessibility check most tests share, and JSON calls to the real test server.
 * Test support only: never imported by a widget.
 */
import { setViewport } from '@web/test-runner-commands';
import type { AxeResults } from 'axe-core';

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Polls `read` until it gives something truthy; `what` names the wait in the failure. */
export async function waitFor<T>(read: () => T | null | undefined | false, what: string, timeoutMs = 20_000): Promise<T> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Does `act` while watching the page's fetches to a URL ending in `pathEnd` (a widget's own calls go
 * through `fetch`); once `count` went out, gives the JSON of each answer.
 */
export async function answersTo(pathEnd: string, count: number, act: () => void): Promise<unknown[]> {
  const answers: Promise<unknown>[] = [];
  const realFetch = window.fetch;
  window.fetch = (input, init) => {
    const answer = realFetch(input, init);
    if (String(input).endsWith(pathEnd)) answers.push(answer.then((response) => response.clone().json()));
    return answer;
  };
  try {
    act();
    await waitFor(() => answers.length >= count, `${count} request(s) to ${pathEnd}`);
    return await Promise.all(answers);
  } finally {
    window.fetch = realFetch;
  }
}

/** The detail of the next `name` event on `target`. */
export function nextEvent<T>(target: EventTarget, name: string): Promise<T> {
  return new Promise((resolve) => target.addEventListener(name, (e) => resolve((e as CustomEvent<T>).detail), { once: true }));
}

const mounted: HTMLElement[] = [];

/** Adds `<tag>` with these attributes (and light-DOM children) to the page; `unmountAll` removes it. */
export function mountElement(tag: string, attributes: Record<string, string>, lightHtml = ''): HTMLElement {
  const el = document.createElement(tag);
  mounted.push(el);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (lightHtml) el.innerHTML = lightHtml;
  document.body.append(el);
  return el;
}

export function unmountAll(): void {
  for (const el of mounted.splice(0)) el.remove();
}

export function shadowOf(el: HTMLElement): ShadowRoot {
  assert(el.shadowRoot, `<${el.localName}> has an open shadow root`);
  return el.shadowRoot;
}

/** Runs `body` with the page at this size, then gives the page the test runner's 800 × 600 back, whatever happened. */
export async function atViewport<T>(size: { width: number; height: number }, body: () => Promise<T>): Promise<T> {
  await setViewport(size);
  try {
    return await body();
  } finally {
    await setViewport({ width: 800, height: 600 });
  }
}

/** Imports the shipped bundles (dist/) that define these tags, as loader.js would. */
export async function loadBundles(...tags: string[]): Promise<void> {
  const manifest = (await (await fetch('/dist/manifest.json')).json()) as { tags: Record<string, string> };
  for (const tag of tags) {
    const file = manifest.tags[tag];
    assert(file, `the manifest maps ${tag} to a bundle`);
    await import(`/dist/${file}`);
    assert(customElements.get(tag), `the bundle defines ${tag}`);
  }
}

/** What a test may leave on the page besides its elements, which the next test must not find. */
export interface Leftovers {
  /**
   * The page's address to put back: widgets write their filters and page to it (docs/embedding.md,
   * "What the widgets do"); `true` is the page's path without a query.
   */
  url?: string | true;
  /** localStorage entries to remove (saved lists, alert stops, a stored reservation). */
  stored?: readonly string[];
}

/**
 * Within a `describe`: its tests run on the shipped bundles of these tags (loaded once before them),
 * and after each test every element it mounted is removed, and so are its `leftovers`.
 */
export function onBundles(tags: string | readonly string[], leftovers: Leftovers = {}): void {
  before(async () => {
    await loadBundles(...(typeof tags === 'string' ? [tags] : tags));
  });
  afterEach(() => {
    unmountAll();
    for (const key of leftovers.stored ?? []) localStorage.removeItem(key);
    if (leftovers.url !== undefined) history.replaceState(null, '', leftovers.url === true ? location.pathname : leftovers.url);
  });
}

export interface Axe {
  run(context: Element, options?: object): Promise<AxeResults>;
}

let axe: Promise<Axe> | undefined;

/** axe-core, loaded once per test file. */
export function loadAxe(): Promise<Axe> {
  axe ??= new Promise<Axe>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve((window as unknown as { axe: Axe }).axe);
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
  return axe;
}

/** What every widget is checked against: WCAG 2.0 to 2.2 at A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on `el` (its shadow root included) and fails naming each violation and its nodes, with
 * `where` saying which screen it was; gives the results for checks of what axe looked at.
 */
export async function assertNoAxeViolations(el: Element, where: string): Promise<AxeResults> {
  const results = await (await loadAxe()).run(el, { runOnly: { type: 'tag', values: AXE_TAGS } });
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  assert(violations.length === 0, `axe (${where}):\n${violations.join('\n')}`);
  return results;
}

/** POSTs JSON to the test server and gives the reply's `data`; a failure names the path and the answer. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert(response.ok, `${path}: ${response.status} ${await response.clone().text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The id of the first vehicle in stock of the listing `listKey` on the test server (the vehicle a showroom test shows). */
export async function firstVehicleInStock(listKey: string): Promise<number> {
  const listing = (await (await fetch(`/public_api/listing/${listKey}?items=1&filter[statuses_in][]=stock`)).json()) as {
    data: { id: number }[];
  };
  const id = listing.data[0]?.id ?? 0;
  assert(id > 0, `a vehicle in stock in ${listKey}`);
  return id;
}
