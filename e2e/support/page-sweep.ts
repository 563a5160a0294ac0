/**
 * What the page sweep (e2e/page-sweep.e2e.test.ts) checks on one page in one browser page: it
 * scrolls the page down like a visitor (so lazy widgets load), and reports each finding as
 * `check: detail`. The checks are the visitor's promises of docs/site-shell.md ("The page sweep"):
 * no sideways overflow at any point of the scroll, every image loaded and every picture request
 * answered, no console error, no axe violation, no Latin text on a Kurdish or Arabic page outside
 * <bdi> and the brand's names, no digits of two scripts in one text, no price in a currency the
 * settings do not name, and a layout shift of at most 0.05.
 */
import type { Page, Response } from 'playwright-core';
import { axeViolations } from './axe.js';
import { SHIFT_RECORDER, type ShiftEntry } from './layout-shift.js';
import { geometry } from './page-geometry.js';

export const CLS_LIMIT = 0.05;

/**
 * Latin words a Kurdish or Arabic page may show as they are: the brand, its families and model
 * names, trims and engine codes as the brand writes them everywhere (compared case-insensitively).
 */
export const LATIN_ALLOWED = new Set(
  [
    'Land',
    'Rover',
    'Range',
    'Defender',
    'Discovery',
    'Sport',
    'Velar',
    'Evoque',
    'LRDX',
    // The social networks the footer links to, by their own names.
    'Facebook',
    'Instagram',
    'YouTube',
    'X',
    'TikTok',
    'LinkedIn',
    // Trims and body names of the models.
    'SE',
    'HSE',
    'Dynamic',
    'Autobiography',
    'Velar',
  ].map((word) => word.toLowerCase()),
);

/** Engine and powertrain designations as the brand writes them (D300, P530, P400e, V8, PHEV, MHEV). */
const MODEL_CODE = /^(?:[PDE]\d{3}e?|V\d{1,2}|PHEV|MHEV|BEV)$/;

export interface SweepOptions {
  /** The page's language segment: Latin text and mixed digits are checked on ku and ar only. */
  language: string;
  /** The currencies of the price settings (ISO code and symbols), the only ones a price may be in. */
  currencies: string[];
  /** Names written as their owners write them besides the brand's (the retailers' trading names). */
  names: string[];
}

/**
 * Call (and await) before the first `goto` of the page: records layout shifts and console errors
 * from the start. The init scripts are awaited: registered late, the first document of a new page
 * had no shift recorder (its shifts read as undefined).
 */
export async function watchPage(page: Page): Promise<{ consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url ?? ''}`.trim());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.addInitScript(SHIFT_RECORDER);
  // tsx/esbuild wraps named inner functions of the evaluated callbacks in `__name(...)`, a helper
  // that exists only in Node: the page gets a no-op of the same name.
  await page.addInitScript('self.__name = (fn) => fn;');
  return { consoleErrors };
}

/**
 * Scrolls by the wheel (as a visitor does) from where the page is to its end in `direction`, noting
 * overflow at each step. The walk ends at the page's end, or after three steps in a row that did not
 * move the view (a page that cannot scroll further); never after a fixed count of steps: /blocks is
 * 57,000–59,500 px tall on a phone, more than 80 steps of 675 px, and a walk cut short there left
 * the checks (axe's target-size above all) looking at the middle of the page, where the fixed bottom
 * bars (the quick links, the cookie banner) lie over whatever card or link is at the foot of the view.
 */
export async function scrollThrough(page: Page, direction: 1 | -1, findings: Set<string>): Promise<void> {
  let stuck = 0;
  let last = Number.NaN;
  // A bound against a page that keeps growing under the walk: 1,000 steps of 675 px are 675,000 px.
  for (let step = 0; step < 1000 && stuck < 3; step++) {
    const now = await geometry(page);
    stuck = now.scrollY === last ? stuck + 1 : 0;
    last = now.scrollY;
    if (now.scrollWidth > now.innerWidth || now.scrollX !== 0)
      findings.add(
        `overflow: ${now.scrollWidth} px wide in a ${now.innerWidth} px view, scrollX ${now.scrollX} (at scrollY ${now.scrollY})`,
      );
    if (direction === 1 ? now.atBottom : now.scrollY <= 0) return;
    const viewportHeight = page.viewportSize()?.height ?? 800;
    await page.mouse.wheel(0, direction * Math.round(viewportHeight * 0.8));
    await page
      .waitForFunction(
        ([from, down]) => scrollY !== from || (down ? scrollY + innerHeight >= document.documentElement.scrollHeight - 1 : scrollY <= 0),
        [now.scrollY, direction === 1] as const,
        { timeout: 5_000 },
      )
      .catch(() => undefined); // a page that cannot scroll further ends the walk at the next check
  }
}

/** Images (in the page and in open shadow roots) that are rendered but did not load. */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images: HTMLImageElement[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement) images.push(element);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    const shown = images.filter((image) => image.checkVisibility() && (image.currentSrc || image.getAttribute('src')));
    // Give images still on their way a moment. A lazy picture the walk never brought near the view
    // (a carousel's later slide, beside the view rather than below it) has not been asked for at all
    // and would only be waited on: it is asked for now, so it is checked as well instead.
    await Promise.all(
      shown
        .filter((image) => !image.complete)
        .map((image) => {
          if (image.loading === 'lazy') image.loading = 'eager';
          return Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
        }),
    );
    return shown
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.getAttribute('src') || '?');
  });
}

interface TextFinding {
  latin: string[];
  mixedDigits: string[];
  currencies: string[];
}

/** Walks the text a visitor reads or hears (text, alt, aria-label, placeholder), in the page and open shadow roots. */
function readTexts(page: Page, options: SweepOptions & { allowed: string[]; modelCode: string }): Promise<TextFinding> {
  return page.evaluate(({ language, currencies, allowed, names, modelCode }) => {
    const allowedWords = new Set(allowed);
    const code = new RegExp(modelCode);
    const rtl = language === 'ku' || language === 'ar';
    const found: TextFinding = { latin: [], mixedDigits: [], currencies: [] };
    const skipTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BDI', 'CODE', 'KBD', 'SAMP']);
    const isoCodes = new Set((Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('currency'));
    const allowedCurrencies = new Set(currencies);
    const foreignMarks = /[€£¥₹₺]|\bEUR\b|\bAED\b|\bGBP\b|درهم|یۆرۆ|يورو|یورۆ|\beuros?\b|\bdirhams?\b/i;
    const codeNextToDigits = /(?:\b([A-Z]{3})\s?[\d٠-٩۰-۹])|(?:[\d٠-٩۰-۹]\s?([A-Z]{3})\b)/g;
    const check = (text: string, where: string) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (!trimmed) return;
      const mark = foreignMarks.exec(trimmed);
      if (mark && !allowedCurrencies.has(mark[0])) found.currencies.push(`${where}: «${trimmed.slice(0, 80)}»`);
      for (const match of trimmed.matchAll(codeNextToDigits)) {
        const code = match[1] ?? match[2] ?? '';
        if (isoCodes.has(code) && !allowedCurrencies.has(code)) found.currencies.push(`${where}: «${trimmed.slice(0, 80)}»`);
      }
      if (!rtl) return;
      if (/[0-9]/.test(trimmed) && /[٠-٩۰-۹]/.test(trimmed)) found.mixedDigits.push(`${where}: «${trimmed.slice(0, 80)}»`);
      const unnamed = names.reduce((rest, name) => rest.split(name).join(' '), trimmed);
      const words = (unnamed.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
        (word) => !allowedWords.has(word.toLowerCase()) && !code.test(word),
      );
      if (words.length > 0) found.latin.push(`${where}: «${trimmed.slice(0, 80)}»`);
    };
    const describe = (element: Element) =>
      element.localName + (element.id ? `#${element.id}` : '') + (element.classList[0] ? `.${element.classList[0]}` : '');
    const foreignLanguage = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? language;
      return !/^(ku|ckb|ar)/.test(lang) && rtl;
    };
    const visit = (root: Document | ShadowRoot | Element) => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent) check(node.textContent ?? '', describe(parent));
          continue;
        }
        if (!(node instanceof Element)) continue;
        if (skipTags.has(node.tagName) || node.localName === 'svg') continue;
        if (!node.checkVisibility()) continue;
        if (foreignLanguage(node)) continue;
        for (const attribute of ['alt', 'aria-label', 'placeholder', 'title']) {
          const value = node.getAttribute(attribute);
          if (value) check(value, `${describe(node)}[${attribute}]`);
        }
        if (node.shadowRoot) visit(node.shadowRoot);
        visit(node);
      }
    };
    visit(document.body);
    return found;
  }, options);
}

/**
 * Cumulative Layout Shift as browsers report it: shifts are grouped into session windows (a gap of
 * more than 1 s or a window longer than 5 s starts a new one) and the page's CLS is its worst window.
 */
export function worstSessionWindow(shifts: readonly ShiftEntry[]): ShiftEntry[] {
  let worst: ShiftEntry[] = [];
  let current: ShiftEntry[] = [];
  const total = (entries: ShiftEntry[]) => entries.reduce((sum, entry) => sum + entry.value, 0);
  for (const entry of [...shifts].sort((a, b) => a.at - b.at)) {
    const first = current[0];
    const last = current[current.length - 1];
    if (first && last && (entry.at - last.at > 1000 || entry.at - first.at > 5000)) current = [];
    current.push(entry);
    if (total(current) > total(worst)) worst = [...current];
  }
  return worst;
}

/** Visits `url` in `page` (watched by `watchPage`) and returns every finding, each `check: detail`. */
export async function sweepPage(page: Page, url: string, options: SweepOptions, watch: { consoleErrors: string[] }): Promise<string[]> {
  const findings = new Set<string>();
  watch.consoleErrors.length = 0;
  // The requests still open, to name them when the page's network never goes quiet.
  const open = new Set<string>();
  const opened = (request: { url: () => string }) => open.add(request.url());
  const closed = (request: { url: () => string }) => open.delete(request.url());
  // Every picture the page asks for, a CSS background or a srcset candidate included, must exist:
  // a stored path without a size answered 404 behind a box that still looked drawn.
  const missingPictures = new Set<string>();
  const answered = (response: Response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      missingPictures.add(`${response.status()} ${response.url()}`);
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  page.on('response', answered);
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() >= 400) findings.add(`status: ${response?.status() ?? 'no response'}`);
  await page.mouse.move(10, 10);
  await scrollThrough(page, 1, findings);
  try {
    await page.waitForLoadState('networkidle');
  } catch {
    findings.add(`network: never quiet for half a second in 30 s; still open: ${[...open].slice(0, 5).join(', ') || 'none'}`);
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
  // Once more at the end, now that the widgets met on the way down have loaded: the page's width
  // is the document's, wherever the view is.
  const end = await geometry(page);
  if (end.scrollWidth > end.innerWidth || end.scrollX !== 0)
    findings.add(
      `overflow: ${end.scrollWidth} px wide in a ${end.innerWidth} px view, scrollX ${end.scrollX} (loaded, at scrollY ${end.scrollY})`,
    );
  for (const src of await brokenImages(page)) findings.add(`image: ${src}`);
  page.off('response', answered);
  for (const missing of missingPictures) findings.add(`image: ${missing}`);
  const texts = await readTexts(page, { ...options, allowed: [...LATIN_ALLOWED], modelCode: MODEL_CODE.source });
  for (const line of texts.latin) findings.add(`latin: ${line}`);
  for (const line of texts.mixedDigits) findings.add(`digits: ${line}`);
  for (const line of texts.currencies) findings.add(`currency: ${line}`);
  // axe-core, evaluated into the page, adds a <style> of its own on pages with shadow roots, which
  // the page's CSP (style-src with a nonce) rightly refuses: that refusal is the checker's, not the
  // page's, so a CSP style refusal logged while axe runs is not counted. Any other error is.
  const beforeAxe = watch.consoleErrors.length;
  for (const line of await axeViolations(page))
    findings.add(`axe ${line.slice(0, line.indexOf(':'))}: ${line.slice(line.indexOf(':') + 2)}`);
  const duringAxe = watch.consoleErrors.splice(beforeAxe);
  watch.consoleErrors.push(...duringAxe.filter((error) => !/Content Security Policy directive 'style-src/.test(error)));
  const shifts = await page.evaluate(() => (window as unknown as { __lrdxShifts: ShiftEntry[] }).__lrdxShifts);
  const worst = worstSessionWindow(shifts);
  const cls = worst.reduce((sum, entry) => sum + entry.value, 0);
  if (cls > CLS_LIMIT)
    findings.add(
      `cls: ${cls.toFixed(3)} (${worst
        .filter((entry) => entry.value > 0.005)
        .flatMap((entry) => entry.sources)
        .slice(0, 3)
        .join('; ')})`,
    );
  for (const error of watch.consoleErrors) findings.add(`console: ${error.slice(0, 200)}`);
  return [...findings];
}
