/**
 * A new step of a flow (the reservation's screens, order online's steps) is shown from its heading:
 * the visitor pressed "continue" at the foot of a long step, and the shorter step that replaces it
 * would otherwise leave them at the page's footer. The heading comes to the top of the view (below
 * the site's sticky header, which the page's scroll-padding accounts for) and takes focus, so a
 * screen reader reads where the visitor is now (docs/site-shell.md, "A new step of a flow").
 * The step shown first is not moved to: it must not pull the page's focus or scroll into the widget.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Brings `heading` into view at the top unless it is seen whole already, then focuses it (no second scroll). */
export function showStepHeading(heading: HTMLElement): void {
  const root = getComputedStyle(document.documentElement);
  const top = Number.parseFloat(root.scrollPaddingBlockStart) || 0;
  const bottom = innerHeight - (Number.parseFloat(root.scrollPaddingBlockEnd) || 0);
  const box = heading.getBoundingClientRect();
  // The page's scroll-behavior (smooth, or instant with reduced motion) applies.
  if (box.top < top || box.bottom > bottom) heading.scrollIntoView({ block: 'start', inline: 'nearest' });
  heading.focus({ preventScroll: true });
}

/** A ref for a step's heading (give it tabIndex -1): shown and focused once, when the step mounts and `show` holds. */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>(show: boolean): RefObject<T | null> {
  const heading = useRef<T>(null);
  useEffect(() => {
    if (show && heading.current) showStepHeading(heading.current);
    // On mount only: a step is shown when it appears, never again while it stays.
  }, []);
  return heading;
}

/**
 * Whether the flow has left the first screen it showed (`screen`: a key of the step on screen,
 * counted once `ready`): from then on every new step is shown from its heading.
 */
export function useMovedOn(screen: string, ready: boolean): boolean {
  const last = useRef<string | null>(null);
  const moved = useRef(false);
  if (ready) {
    if (last.current !== null && last.current !== screen) moved.current = true;
    last.current = screen;
  }
  return moved.current;
}
