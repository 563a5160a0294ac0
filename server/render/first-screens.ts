/**
 * What every widget's first screen drawn into a page does (the form's, the rent-a-car enquiry's,
 * the reservation's: docs/decisions.md, "Page speed as a first-time visitor gets it"): one drawing
 * per distinct element on the page, and a failure only logged, leaving that element bare to load
 * itself as before.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface FirstScreen {
  /** The element's key: the block's render looks its first screen up by it. */
  key: string;
  /** The element's HTML, or undefined when there is nothing to draw. */
  draw(): Promise<string | undefined>;
}

/** HTML by key; `widget` names the widget in the warning of a failed drawing. */
export async function drawFirstScreens(
  screens: Iterable<FirstScreen>,
  widget: string,
  log: FastifyBaseLogger,
): Promise<Map<string, string>> {
  const drawn = new Map<string, string>();
  for (const screen of screens) {
    if (drawn.has(screen.key)) continue;
    try {
      const html = await screen.draw();
      if (html !== undefined) drawn.set(screen.key, html);
    } catch (error) {
      log.warn({ err: error }, `${widget} first screen not rendered`);
    }
  }
  return drawn;
}
