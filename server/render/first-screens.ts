/**
 * What every widget's first screen drawn into a page does (the form's, the rent-a-car enquiry's,
 * the reservation's: docs/decisions.md, "Page speed as a first-time visitor gets it"): one drawing
 * per distinct element on the page, and a failure only logged, leaving that element bare to load
 * itself as before.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { readProps } from '../../site/blocks/read-props.js';
import type { BlockProps, BlockTemplate } from '../../site/blocks/types.js';

export interface FirstScreen {
  /** The element's key: the block's render looks its first screen up by it. */
  key: string;
  /** The element's HTML, or undefined when there is nothing to draw. */
  draw(): Promise<string | undefined>;
}

/** What a page's first screens are drawn for: the page, its language, the response's CSP nonce, and the log a failed drawing is told to. */
export interface FirstScreensRequest {
  page: Page;
  language: Language;
  nonce: string | undefined;
  log: FastifyBaseLogger;
}

/** Whether the page holds a block of this template: only those pages draw its widget's first screens. */
export function pageShowsTemplate(page: Page, template: { key: string }): boolean {
  return page.blocks.some((block) => block.template === template.key);
}

/** The first screen of each of the page's blocks of this template, from the block's props as the template reads them. */
export function blockFirstScreens<P extends BlockProps>(
  page: Page,
  template: BlockTemplate<P>,
  screen: (props: P) => FirstScreen,
): FirstScreen[] {
  return page.blocks.filter((block) => block.template === template.key).map((block) => screen(readProps(template, block.props)));
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
