/**
 * The welcome of every reservation flow block on a page, drawn on the server into its
 * `<lrdx-reservation>` (widgets/reservation/server-render.tsx): the page's largest paint is that
 * welcome, which used to wait for the widget's bundle, its texts and its first API answers
 * (docs/decisions.md, "Page speed as a first-time visitor gets it"). It reads no API, so the page
 * stays cacheable as before. Any failure leaves the element bare, as before.
 */
import type { Page } from '../../domain/page.js';
import { reservationFlowTemplate } from '../../site/blocks/reservation_flow/template.js';
import { reservationTexts } from '../../site/blocks/reservation_flow/render.js';
import { renderReservationFirstScreen } from '../../widgets/reservation/server-render.js';
import { blockFirstScreens, drawFirstScreens, pageShowsTemplate, type FirstScreen, type FirstScreensRequest } from './first-screens.js';
import { widgetStyles } from './widget-styles.js';

export function pageShowsReservation(page: Page): boolean {
  return pageShowsTemplate(page, reservationFlowTemplate);
}

/** Shadow-root HTML by the element's `texts` attribute (site/blocks/reservation_flow/render.tsx reads it). */
export async function loadReservationFirstScreens(options: FirstScreensRequest): Promise<Map<string, string>> {
  const screens = blockFirstScreens(options.page, reservationFlowTemplate, (props): FirstScreen => {
    const texts = reservationTexts(props);
    return {
      key: texts,
      draw: () =>
        renderReservationFirstScreen({
          element: { lang: options.language, texts },
          styles: widgetStyles('reservation'),
          nonce: options.nonce,
        }),
    };
  });
  return drawFirstScreens(screens, 'reservation', options.log);
}
