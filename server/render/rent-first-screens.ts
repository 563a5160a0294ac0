/**
 * The first step of every car-rental enquiry block on a page, drawn on the server into its
 * `<lrdx-rent-a-car>` (widgets/rent-a-car/server-render.tsx), so the element stands at its full
 * height from the first paint instead of growing from its list of cars when the widget runs
 * (docs/decisions.md, "Page speed as a first-time visitor gets it"). Any failure leaves the
 * element as before.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { readProps } from '../../site/blocks/read-props.js';
import { carRentalEnquiryTemplate } from '../../site/blocks/car_rental_enquiry/template.js';
import { rentElementAttributes, rentElementKey } from '../../site/blocks/car_rental_enquiry/render.js';
import { renderRentFirstScreen } from '../../widgets/rent-a-car/server-render.js';
import { widgetStyles } from './widget-styles.js';

export function pageShowsRentEnquiry(page: Page): boolean {
  return page.blocks.some((block) => block.template === carRentalEnquiryTemplate.key);
}

/** Shadow-root HTML by `rentElementKey` (site/blocks/car_rental_enquiry/render.tsx reads it). */
export async function loadRentFirstScreens(options: {
  page: Page;
  language: Language;
  nonce: string | undefined;
  log: FastifyBaseLogger;
}): Promise<Map<string, string>> {
  const drawn = new Map<string, string>();
  for (const block of options.page.blocks) {
    if (block.template !== carRentalEnquiryTemplate.key) continue;
    const attributes = rentElementAttributes(readProps(carRentalEnquiryTemplate, block.props), () => undefined);
    const key = rentElementKey(attributes);
    if (drawn.has(key)) continue;
    try {
      drawn.set(
        key,
        await renderRentFirstScreen({
          element: { ...attributes, lang: options.language },
          styles: widgetStyles('rent-a-car'),
          nonce: options.nonce,
        }),
      );
    } catch (error) {
      options.log.warn({ err: error }, 'rent-a-car first screen not rendered');
    }
  }
  return drawn;
}
