/** Holding a widget's script back, so a test can act on the server-drawn first screen before the take-over. */
import type { Page } from 'playwright-core';

/** Holds the stock locator's bundle back until the returned function is called (the page then takes over). */
export async function holdStockLocatorBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/widgets\/stock-locator-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
