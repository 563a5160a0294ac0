/**
 * The welcome of every reservation flow block on a page, drawn on the server into its
 * `<lrdx-reservation>` (widgets/reservation/server-render.tsx): the page's largest paint is that
 * welcome, which used to wait for the widget's bundle, its texts and its first API answers
 * (docs/decisions.md, "Page speed as a first-time visitor gets it"). It reads no API, so the page
 * stays cacheable as before. Any failure leaves the element bare, as before.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { readProps } from '../../site/blocks/read-props.js';
import { reservationFlowTemplate } from '../../site/blocks/reservation_flow/template.js';
import { reservationTexts } from '../../site/blocks/reservation_flow/render.js';
import { renderReservationFirstScreen } from '../../widgets/reservation/server-render.js';
import { widgetStyles } from './widget-styles.js';

export function pageShowsReservation(page: Page): boolean {
  return page.blocks.some((block) => block.template === reservationFlowTemplate.key);
}

/** Shadow-root HTML by the element's `texts` attribute (site/blocks/reservation_flow/render.tsx reads it). */
export async function loadReservationFirstScreens(options: {
  page: Page;
  language: Language;
  nonce: string | undefined;
  log: FastifyBaseLogger;
}): Promise<Map<string, string>> {
  const drawn = new Map<string, string>();
  for (const block of options.page.blocks) {
    if (block.template !== reservationFlowTemplate.key) continue;
    const texts = reservationTexts(readProps(reservationFlowTemplate, block.props));
    if (drawn.has(texts)) continue;
    try {
      drawn.set(
        texts,
        await renderReservationFirstScreen({
          element: { lang: options.language, texts },
          styles: widgetStyles('reservation'),
          nonce: options.nonce,
        }),
      );
    } catch (error) {
      options.log.warn({ err: error }, 'reservation first screen not rendered');
    }
  }
  return drawn;
}
