/** The demo's embed configurations: the whole country, and one retailer's own stock. */
import type { Insertable } from 'kysely';
import type { ListingsTable } from '../db/schema.js';
import { ERBIL_DEALER_CODE } from './dealers.js';
import { createRandom, SEEDS } from './random.js';
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { loopbackForms } from '../../domain/embed-origin.js';

export const IRAQ_LISTING_ID = DEMO_LIST_KEY;
export const ERBIL_LISTING_ID = 'erbil-retailer';

const BUTTON_SET = JSON.stringify({ setup_type: 'extended', financing_options: ['cash', 'lease'], reservation_fee: 500, currency: 'USD' });

export interface ListingSeedOptions {
  examplesOrigin: string;
  /** The site's own origin; listed too, so the site may call the API from another host name. */
  publicOrigin?: string | undefined;
}

/**
 * The demo listings' origins: the retailer demo's and the site's own. A loopback origin (the
 * development default, `http://localhost:8081`) comes with its other loopback names, so the demo
 * works at every address the README prints and the machine answers: localhost, 127.0.0.1 and [::1]
 * (docs/embedding.md, "Trying it locally"). A real origin is listed alone.
 */
export function demoOrigins(options: ListingSeedOptions): string[] {
  const given = [options.examplesOrigin, ...(options.publicOrigin ? [options.publicOrigin] : [])];
  return [...new Set(given.flatMap((origin) => (loopbackForms(origin).length ? loopbackForms(origin) : [origin])))];
}

export function listingRows(options: ListingSeedOptions): Insertable<ListingsTable>[] {
  const random = createRandom(SEEDS.listings);
  const origins = JSON.stringify(demoOrigins(options));
  // The demo's lists differ only in which retailers' cars they show (none named: every retailer).
  const listing = (id: string, name: string, dealerCodes: string[]): Insertable<ListingsTable> => ({
    id,
    name,
    dealer_codes: JSON.stringify(dealerCodes),
    brands: '[]',
    states: '[]',
    forced_filters: '{}',
    allowed_origins: origins,
    button_set: BUTTON_SET,
    uuid: random.uuid(),
  });
  return [
    listing(IRAQ_LISTING_ID, 'Iraq — all retailers', []),
    listing(ERBIL_LISTING_ID, 'Hawler Premium Motors (Erbil)', [ERBIL_DEALER_CODE]),
  ];
}
