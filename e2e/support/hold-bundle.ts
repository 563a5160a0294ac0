/** Holding a widget's script back, so a test can act on the server-drawn first screen before the take-over. */
import type { Page } from 'playwright-core';

/** Holds the bundle of `widget` (dist/widgets/<widget>-<hash>.js) back until the returned function is called. */
export async function holdWidgetBundle(page: Page, widget: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/widgets/${widget}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the stock locator's bundle back until the returned function is called (the page then takes over). */
export const holdStockLocatorBundle = (page: Page): Promise<() => void> => holdWidgetBundle(page, 'stock-locator');
