/**
 * Waits for what the browser's first paint waits for: the page's stylesheets (and its fonts, which
 * are font-display optional, so they either make it now or not at all). DOMContentLoaded does not
 * wait for them (the loader is an async module), so a size taken then on a slow machine is the
 * unstyled page's, not the one a visitor sees.
 */
import type { Page } from 'playwright-core';

export async function waitForFirstPaint(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
