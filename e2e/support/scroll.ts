/**
 * Programmatic scroll steps for the e2e tests that walk a page so its lazy pictures and widgets load.
 * The site scrolls smoothly (`scroll-behavior: smooth`, site/styles/site.css), and a `scrollTo` evaluated
 * from the test then returned only when the animation ended: about half a second per step, 43 s of a
 * 57 s walk through /blocks on a phone. A jump (`behavior: 'instant'`) followed by two drawn frames
 * puts the view at each step long enough for the page's observers (the loader's, lazy images') to see
 * it, which is what the walk is for; what they start loading is then awaited by the caller
 * (docs/architecture.md, "Tests").
 */
import type { Page } from 'playwright-core';

/** Jumps the view to `top` (a `scrollBy` when `relative`) and resolves after two frames drawn there; answers whether the view reached the page's end. */
export function jumpTo(page: Page, top: number, relative = false): Promise<boolean> {
  return page.evaluate(
    ([to, by]) =>
      new Promise<boolean>((resolve) => {
        if (by) window.scrollBy({ top: to, behavior: 'instant' });
        else window.scrollTo({ top: to, behavior: 'instant' });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)),
        );
      }),
    [top, relative] as const,
  );
}
