/** The demo's embed configurations: the whole country, and one retailer's own stock. */
import type { Insertable } from 'kysely';
import type { ListingsTable } from '../schema.js';
import { ERBIL_DEALER_CODE } from './dealers.js';
import { createRandom, SEEDS } from './random.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';

export const IRAQ_LISTING_ID = DEMO_LIST_KEY;
export const ERBIL_LISTING_ID = 'erbil-retailer';

const BUTTON_SET = JSON.stringify({ setup_type: 'extended', financing_options: ['cash', 'lease'], reservation_fee: 500, currency: 'USD' });

export interface ListingSeedOptions {
  examplesOrigin: string;
  /** The site's own origin; listed too, so the site may call the API from another host name. */
  publicOrigin?: string | undefined;
}

export function listingRows(options: ListingSeedOptions): Insertable<ListingsTable>[] {
  const random = createRandom(SEEDS.listings);
  const origins = JSON.stringify([...new Set([options.examplesOrigin, ...(options.publicOrigin ? [options.publicOrigin] : [])])]);
  return [
    {
      id: IRAQ_LISTING_ID,
      name: 'Iraq — all retailers',
      dealer_codes: '[]',
      brands: '[]',
      states: '[]',
      forced_filters: '{}',
      allowed_origins: origins,
      button_set: BUTTON_SET,
      uuid: random.uuid(),
    },
    {
      id: ERBIL_LISTING_ID,
      name: 'Hawler Premium Motors (Erbil)',
      dealer_codes: JSON.stringify([ERBIL_DEALER_CODE]),
      brands: '[]',
      states: '[]',
      forced_filters: '{}',
      allowed_origins: origins,
      button_set: BUTTON_SET,
      uuid: random.uuid(),
    },
  ];
}
