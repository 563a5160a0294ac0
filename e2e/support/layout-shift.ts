/**
 * The layout shift a visitor sees while a page loads and its widgets boot: the sum of
 * `layout-shift` entries without recent input (PerformanceObserver, buffered), read once the page
 * has loaded, its custom elements are defined and rendered, and two more frames have painted.
 */
import type { Page } from 'playwright-core';

/** Records layout shifts from the first paint on into window.__lrdxShifts (installed before any page script runs). */
export const SHIFT_RECORDER = `
  window.__lrdxShifts = [];
  const describe = (node) => {
    if (!node) return '?';
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (!element) return '?';
    const name = element.nodeName + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : '');
    return (node.nodeType === 1 ? '' : 'text in ') + name + ' ' + (element.textContent || '').trim().slice(0, 20);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__lrdxShifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources || []).map((s) => describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export interface ShiftEntry {
  value: number;
  /** ms after navigation start */
  at: number;
  sources: string[];
}

/** Opens `url`, waits until the widgets named by `ready` are rendered, and returns the shifts seen so far. */
export async function layoutShiftEntries(page: Page, url: string, ready = 'lrdx-order-online, lrdx-reservation'): Promise<ShiftEntry[]> {
  await page.addInitScript(SHIFT_RECORDER);
  await page.goto(url, { waitUntil: 'load' });
  // The widget has rendered when its shadow root holds content (the loader upgrades it on `ready`).
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every(
        (el) => (el.shadowRoot?.childElementCount ?? 0) > 0 && el.shadowRoot!.querySelector('[data-step], [data-screen], section, form'),
      ),
    ready,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  // Two more frames: a shift of the last render is reported after it paints.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __lrdxShifts: ShiftEntry[] }).__lrdxShifts);
}

export async function layoutShiftAfterLoad(page: Page, url: string, ready?: string): Promise<number> {
  const entries = await layoutShiftEntries(page, url, ready);
  if (process.env.LRDX_SHIFT_DEBUG) console.log(JSON.stringify(entries, null, 1));
  return entries.reduce((sum, entry) => sum + entry.value, 0);
}
