/**
 * The page's width and horizontal position now, after the frame that follows the last scroll: what
 * the page sweep (page-sweep.ts) and the family pages on a phone check at every scroll step.
 */
import type { Page } from 'playwright-core';

export interface Geometry {
  scrollWidth: number;
  innerWidth: number;
  scrollX: number;
  scrollY: number;
  atBottom: boolean;
}

export const geometry = (page: Page): Promise<Geometry> =>
  page.evaluate(
    () =>
      new Promise<Geometry>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth,
              scrollX,
              scrollY,
              atBottom: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
            }),
          ),
        ),
      ),
  );
