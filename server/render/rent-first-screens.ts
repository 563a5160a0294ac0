/**
 * The first step of every car-rental enquiry block on a page, drawn on the server into its
 * `<lrdx-rent-a-car>` (widgets/rent-a-car/server-render.tsx), so the element stands at its full
 * height from the first paint instead of growing from its list of cars when the widget runs
 * (docs/decisions.md, "Page speed as a first-time visitor gets it"). Any failure leaves the
 * element as before.
 */
import type { Page } from '../../domain/page.js';
import { carRentalEnquiryTemplate } from '../../site/blocks/car_rental_enquiry/template.js';
import { rentElementAttributes, rentElementKey } from '../../site/blocks/car_rental_enquiry/render.js';
import { renderRentFirstScreen } from '../../widgets/rent-a-car/server-render.js';
import { blockFirstScreens, drawFirstScreens, pageShowsTemplate, type FirstScreen, type FirstScreensRequest } from './first-screens.js';
import { widgetStyles } from './widget-styles.js';

export function pageShowsRentEnquiry(page: Page): boolean {
  return pageShowsTemplate(page, carRentalEnquiryTemplate);
}

/** Shadow-root HTML by `rentElementKey` (site/blocks/car_rental_enquiry/render.tsx reads it). */
export async function loadRentFirstScreens(options: FirstScreensRequest): Promise<Map<string, string>> {
  const screens = blockFirstScreens(options.page, carRentalEnquiryTemplate, (props): FirstScreen => {
    const attributes = rentElementAttributes(props, () => undefined);
    return {
      key: rentElementKey(attributes),
      draw: () =>
        renderRentFirstScreen({
          element: { ...attributes, lang: options.language },
          styles: widgetStyles('rent-a-car'),
          nonce: options.nonce,
        }),
    };
  });
  return drawFirstScreens(screens, 'rent-a-car', options.log);
}
