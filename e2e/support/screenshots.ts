/**
 * Screenshots for a person to review, taken only when the test's folder variable is set
 * (e.g. $CMS_SCREENSHOTS): nothing is asserted on them.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** `{name}.png` of the view as it is, into `folder` when it is set. */
export async function screenshotInto(folder: string | undefined, page: Page, name: string, fullPage = false): Promise<void> {
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}

/**
 * `{name}-{width}.png` of the whole page at each size, into `folder` when it is set; the view is
 * left at the last size.
 */
export async function screenshotsAtSizes(
  folder: string | undefined,
  page: Page,
  name: string,
  sizes: readonly { width: number; height: number }[],
): Promise<void> {
  if (!folder) return;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await screenshotInto(folder, page, `${name}-${size.width}`, true);
  }
}
