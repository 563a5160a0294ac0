/**
 * The machine lab in Chromium, served by `npm start` on the examples origin: it lists every machine,
 * draws the chosen one, an event changes the state (chart and timeline follow), the clock jumps 14
 * minutes into the 15-minute hold, a bug report link replays the session, and axe finds no violations.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.js';
import { useVisitorSuite } from './support/lifecycle.js';
import { machineFolders } from '../examples/machine-lab/engine/discover.js';

const SHOTS = process.env.LAB_SHOTS ?? '/tmp/lab-shots';

describe('machine lab', () => {
  const suite = useVisitorSuite('machine-lab');
  let page: Page;
  const state = () => page.getByTestId('current-state').textContent();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await suite.newPage({ width: 1400, height: 1000 });
  });

  it('lists every machine of state-machines/ and draws the first one', async () => {
    await page.goto(`${suite.server.examplesOrigin}/machine-lab/`);
    const picker = page.getByLabel('Machine', { exact: true });
    await picker.waitFor({ timeout: 20_000 });
    expect(await picker.locator('option').allTextContents()).toEqual(machineFolders());
    await page.locator('svg.chart g.state').first().waitFor({ timeout: 20_000 });
  });

  it('picks the soft lock, sends an event, and sees the state change in the chart and the timeline', async () => {
    await page.getByLabel('Machine', { exact: true }).selectOption('soft-lock');
    await expect.poll(state, { timeout: 20_000 }).toBe('active');
    await page.locator('svg.chart g.state.active[data-state="softLock.active"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/soft-lock-start.png`, fullPage: true });

    // 14 minutes into the 15-minute hold: the warning.
    await page.getByLabel('Minutes to jump').fill('14');
    await page.getByRole('button', { name: 'Jump', exact: true }).click();
    await expect.poll(state).toBe('warning');
    await page.getByRole('button', { name: 'lock.extend' }).click();
    await expect.poll(state).toBe('active');
    await page.locator('svg.chart g.state.active[data-state="softLock.active"]').waitFor();
    expect(await page.locator('.timeline li').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/soft-lock-extended.png`, fullPage: true });

    // Back to the warning by clicking the timeline.
    await page.locator('.timeline li').nth(1).getByRole('button').click();
    await expect.poll(state).toBe('warning');
  });

  it('a bug report link carries the session and replays it', async () => {
    const href = await page.locator('#bug-link').getAttribute('href');
    expect(href).toContain('#session=');
    const other = await suite.newPage({ width: 1400, height: 1000 });
    await other.goto(href ?? '');
    await expect.poll(() => other.getByTestId('current-state').textContent(), { timeout: 20_000 }).toBe('warning');
    expect(await other.locator('.timeline li').count()).toBe(2);
    await other.close();
  });

  it('order-online: the chart of a nested machine with the current state', async () => {
    await page.getByLabel('Machine', { exact: true }).selectOption('order-online');
    await expect.poll(state, { timeout: 20_000 }).toBe('loading');
    await page.locator('svg.chart g.state.active[data-state="orderOnline.loading"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/order-online.png`, fullPage: true });
  });

  it("sends an event with its payload from the form the machine's event type gives", async () => {
    await page.getByLabel('Machine', { exact: true }).selectOption('soft-lock');
    await expect.poll(state, { timeout: 20_000 }).toBe('active');
    const tick = page.getByRole('form', { name: 'Event tick' });
    // `tick { now: number }`: a number field, not a JSON text.
    await tick.getByLabel('now').fill(String(Date.UTC(2026, 0, 1, 9, 14)));
    await tick.getByRole('button', { name: 'tick' }).click();
    await expect.poll(state).toBe('warning');
    expect(await page.locator('.timeline li').last().textContent()).toContain('tick');
  });

  it("draws the machine's widget on the lab's actor, in Kurdish, Arabic and English", async () => {
    await page.getByLabel('Machine', { exact: true }).selectOption('cancellation');
    await page.getByRole('button', { name: 'Show the widget' }).click();
    const widget = page.locator('.widget-host[data-widget="lrdx-cancellation"]');
    await widget.locator('section, form, div').first().waitFor({ timeout: 20_000 });
    await expect.poll(state, { timeout: 20_000 }).toBe('landing');
    for (const lang of ['ku', 'ar', 'en']) {
      await page.getByLabel('Language', { exact: true }).selectOption(lang);
      await expect.poll(() => widget.locator('[dir]').first().getAttribute('dir')).toBe(lang === 'en' ? 'ltr' : 'rtl');
    }
    await page.screenshot({ path: `${SHOTS}/cancellation-widget.png`, fullPage: true });
    // The widget's button drives the lab's machine: the step is in the timeline, the chart follows.
    const steps = await page.locator('.timeline li').count();
    await widget
      .getByRole('button', { name: /cancel/i })
      .first()
      .click();
    await expect.poll(state).toBe('confirm');
    expect(await page.locator('.timeline li').count()).toBe(steps + 1);
    expect(await page.locator('.timeline li').last().textContent()).toContain('cancel.open');
    // The confirm dialog is modal, as on a retailer's page: it is answered in the widget.
    await widget.getByRole('button', { name: /keep/i }).click();
    await expect.poll(state).toBe('landing');
    expect(await page.locator('.timeline li').last().textContent()).toContain('cancel.dismiss');
  });

  it('generates the paths of every machine in the page, without an error', async () => {
    for (const name of machineFolders()) {
      await page.getByLabel('Machine', { exact: true }).selectOption(name);
      const heading = page.getByRole('heading', { name: 'Generated paths' });
      await heading.waitFor({ timeout: 20_000 });
      const summary = await page.locator('section[aria-labelledby="paths-h"] > p').first().textContent();
      const [, shortest = '0', simple = '0'] = /^(\d+) shortest, (\d+)/.exec(summary ?? '') ?? [];
      expect(Number(shortest) + Number(simple), `${name}: ${summary}`).toBeGreaterThan(0);
      expect(await page.getByText('Paths could not be generated').count(), name).toBe(0);
    }
  });

  it('stock locator: sample answers, not {}; the modes survive a restart; the current state stays in view', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Machine', { exact: true }).selectOption('stock-locator');
    await expect.poll(state, { timeout: 20_000 }).toBe('loading');
    // fetchSettings in success mode starts from its sample answer, a StockLocatorSettings.
    await page.getByLabel('Mode').nth(1).selectOption('success');
    const data = page.locator('#answer-fetchSettings-data');
    expect(JSON.parse(await data.inputValue())).toMatchObject({ data: { features: [], market: 'default' } });
    await page.locator('form.answer').nth(1).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('form.answer legend').nth(1).textContent()).toContain('success');
    // The waiting listing call is answered with its sample, its own request id filled in: the machine takes it.
    await page.getByRole('button', { name: 'Answer fetchListing with its sample' }).click();
    await expect.poll(state).toBe('loaded');
    await page.screenshot({ path: `${SHOTS}/stock-locator-loaded-1280.png` });
    // Restart keeps fetchSettings in success mode.
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await expect.poll(state).toBe('loading');
    expect(await page.locator('form.answer legend').nth(1).textContent()).toContain('success');
    // The current state's box is inside the chart's scrolling box.
    const frame = await page.locator('.chart-scroll').boundingBox();
    const current = await page.locator('svg.chart g.state.active[data-state="stockLocator.loading"] > rect').boundingBox();
    expect(frame && current).toBeTruthy();
    if (frame && current) {
      expect(current.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(current.x + current.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(current.y).toBeGreaterThanOrEqual(frame.y - 1);
      expect(current.y + current.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }
    await page.screenshot({ path: `${SHOTS}/stock-locator-restarted-1280.png` });
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it('has no accessibility violations (axe)', async () => {
    await page.getByLabel('Machine', { exact: true }).selectOption('soft-lock');
    await expect.poll(state, { timeout: 20_000 }).toBe('active');
    expect(await axeViolations(page)).toEqual([]);
  });
});
