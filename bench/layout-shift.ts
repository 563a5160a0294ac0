/**
 * Layout shift of the order-online and reservation pages while their widgets boot: the sum of
 * `layout-shift` entries (PerformanceObserver, buffered, without those after input) at 390×844 with
 * the CPU slowed four times (CDP Emulation.setCPUThrottlingRate) and at 1280×900, plus screenshots.
 * And of the tool pages whose widgets load as they come into view (quizzes, offers and finance,
 * retailer locator, electric): scrolled to the end by the wheel, their CLS as browsers count it
 * (the worst session window), the figure the page sweep (e2e/page-sweep.e2e.test.ts) checks.
 * Part of `npm run bench` (reportJourneyLayoutShift, budget CLS ≤ 0.05; docs/architecture.md, "Tests").
 * Standalone: npx tsx bench/layout-shift.ts [origin] [screenshot folder]. Without an origin it starts
 * the real server (e2e/support/server.ts) on a fresh database.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { layoutShiftAfterLoad, SHIFT_RECORDER, type ShiftEntry } from '../e2e/support/layout-shift.js';
import { scrollThrough, worstSessionWindow } from '../e2e/support/page-sweep.js';
import { printTable } from './table.js';

const CLS_BUDGET = 0.05;

async function reservableId(origin: string): Promise<number> {
  const response = await fetch(
    `${origin}/public_api/listing/iraq?items=1&filter[statuses_in][]=stock&filter[states_in][]=new&sort=priceAsc`,
  );
  return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** A new page on the journey's screen: a phone (CPU slowed four times) or a desktop window. */
async function screenPage(browser: Browser, phone: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return { context, page };
}

async function measure(browser: Browser, url: string, phone: boolean, shot?: string): Promise<number> {
  const { context, page } = await screenPage(browser, phone);
  const cls = await layoutShiftAfterLoad(page, url);
  if (shot) await page.screenshot({ path: shot, fullPage: false });
  await context.close();
  return cls;
}

/** The CLS of `url` scrolled to its end like a visitor, with the same screens as `measure`. */
async function measureScrolled(browser: Browser, url: string, phone: boolean): Promise<number> {
  const { context, page } = await screenPage(browser, phone);
  await page.addInitScript(SHIFT_RECORDER);
  await page.goto(url, { waitUntil: 'load' });
  await page.mouse.move(10, 10);
  await scrollThrough(page, 1, new Set());
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { __lrdxShifts: ShiftEntry[] }).__lrdxShifts);
  if (process.env.LRDX_SHIFT_DEBUG) console.log(JSON.stringify(shifts, null, 1));
  await context.close();
  return worstSessionWindow(shifts).reduce((sum, entry) => sum + entry.value, 0);
}

const TOOL_PAGES = [
  ['quizzes', '/{lang}/quizzes'],
  ['offers and finance', '/{lang}/offers-and-finance'],
  ['retailer locator', '/{lang}/retailer-locator'],
  ['electric', '/{lang}/electric'],
] as const;

/** Measures both journeys in ku (phone, desktop) and en (desktop); prints a table; returns what is over budget. */
export async function reportJourneyLayoutShift(given?: string, shots?: string): Promise<string[]> {
  if (shots) mkdirSync(shots, { recursive: true });
  const rows: string[][] = [];
  const over: string[] = [];
  const server = given ? null : await startServer();
  const origin = given ?? server!.origin;
  try {
    const browser = await launchChromium();
    const id = await reservableId(origin);
    const pages = [
      ['order online', `/{lang}/showroom-order-online/vehicle/${id}`],
      ['reserve', '/{lang}/reserve'],
    ] as const;
    for (const [name, path] of pages) {
      const only = process.env.LRDX_SHIFT_ONLY; // e.g. "en-1280" while looking into one case
      for (const [lang, phone] of [
        ['ku', true],
        ['en', false],
        ['ku', false],
      ] as const) {
        if (only && only !== `${lang}-${phone ? 390 : 1280}`) continue;
        const shot = shots ? join(shots, `${name.replace(' ', '-')}-${lang}-${phone ? 390 : 1280}.png`) : undefined;
        const cls = await measure(browser, origin + path.replace('{lang}', lang), phone, shot);
        const within = cls <= CLS_BUDGET;
        if (!within) over.push(`layout shift ${name} ${lang} ${phone ? 390 : 1280}`);
        rows.push([name, lang, phone ? '390×844, CPU ×4' : '1280×900', cls.toFixed(3), within ? 'ok' : 'NO']);
      }
    }
    for (const [name, path] of TOOL_PAGES) {
      for (const [lang, phone] of [
        ['ku', true],
        ['en', false],
      ] as const) {
        const only = process.env.LRDX_SHIFT_ONLY;
        if (only && only !== `${lang}-${phone ? 390 : 1280}`) continue;
        const cls = await measureScrolled(browser, origin + path.replace('{lang}', lang), phone);
        const within = cls <= CLS_BUDGET;
        if (!within) over.push(`layout shift ${name} ${lang} ${phone ? 390 : 1280}`);
        rows.push([`${name} (scrolled)`, lang, phone ? '390×844, CPU ×4' : '1280×900', cls.toFixed(3), within ? 'ok' : 'NO']);
      }
    }
    await browser.close();
  } finally {
    await server?.stop();
  }
  printTable(
    `Layout shift while the journeys boot (sum of layout-shift entries after load; budget ≤ ${CLS_BUDGET})`,
    ['page', 'language', 'screen', 'CLS', ''],
    rows,
  );
  return over;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const over = await reportJourneyLayoutShift(process.argv[2] || undefined, process.argv[3]);
  if (over.length > 0) console.log(`\nOver budget: ${over.join(', ')}`);
}
