/**
 * The `real` answer mode: a machine's calls made exactly as its widget makes them, with the
 * widgets' own API client (widgets/runtime/api-client.ts, widgets/order-online/api.ts). A call not
 * listed here answers `lab_no_real_call` in that mode (docs/machine-lab.md says which and why).
 */
import type { RealCall } from '../engine/calls.js';
import {
  fetchCompanyConfig,
  fetchListing,
  fetchSimilarVehicles,
  fetchVehicle,
  ORDER_ONLINE_CONFIG_TYPES,
  SHOWROOM_CONFIG_TYPES,
} from '../../../widgets/runtime/api-client.js';
import { loadJourney } from '../../../widgets/order-online/api.js';
import { takeSoftLock } from '../../../widgets/features/soft-lock/lock-api.js';
import type { FetchListingInput } from '../../../state-machines/stock-locator/index.js';
import type { FetchConfigInput, FetchSimilarInput, FetchVehicleInput } from '../../../state-machines/showroom/index.js';
import type { LoadJourneyInput, TakeLockInput } from '../../../state-machines/order-online/index.js';

/** How many similar vehicles the showroom asks for (the widget's SIMILAR_VEHICLES_FETCH). */
const SIMILAR = 8;

/**
 * Runs a real call and, when it fails, adds the address it called to the failure, so the lab can
 * say what failed where (engine/calls.ts, `explained`).
 */
async function at<T>(apiBase: string, path: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const url = `${apiBase.replace(/\/+$/, '')}${path}`;
    throw Object.assign(error && typeof error === 'object' ? error : { message: String(error) }, { url });
  }
}
const key = (listKey: string) => encodeURIComponent(listKey);

export const REAL_CALLS: Record<string, Record<string, RealCall>> = {
  'stock-locator': {
    fetchListing: async (input, { apiBase, signal }) => {
      const i = input as FetchListingInput;
      const response = await at(apiBase, `/public_api/listing/${key(i.listKey)}`, () =>
        fetchListing(apiBase, i.listKey, { page: i.page, items: i.items, sort: i.sort, filters: i.filters }, signal),
      );
      return { requestId: i.requestId, response };
    },
  },
  showroom: {
    fetchVehicle: (input, { apiBase }) => {
      const i = input as FetchVehicleInput;
      return at(apiBase, `/public_api/listing/${key(i.listKey)}/vehicle/${i.vehicleId}`, () =>
        fetchVehicle(apiBase, i.listKey, i.vehicleId),
      );
    },
    fetchSimilar: (input, { apiBase }) => {
      const i = input as FetchSimilarInput;
      return at(apiBase, `/public_api/listing/${key(i.listKey)}`, () => fetchSimilarVehicles(apiBase, i.listKey, i.model, SIMILAR));
    },
    fetchShowroomConfig: (input, { apiBase }) =>
      at(apiBase, '/company_config/all', () => fetchCompanyConfig(apiBase, (input as FetchConfigInput).listKey, SHOWROOM_CONFIG_TYPES)),
    fetchOrderOnlineConfig: (input, { apiBase }) =>
      at(apiBase, '/company_config/all', () => fetchCompanyConfig(apiBase, (input as FetchConfigInput).listKey, ORDER_ONLINE_CONFIG_TYPES)),
  },
  'order-online': {
    // The lab page is English: the retailers' addresses are asked in English.
    loadJourney: (input, { apiBase }) => {
      const i = input as LoadJourneyInput;
      return at(apiBase, `/public_api/listing/${key(i.listKey)}/vehicle/${i.vehicleId ?? ''} (and the order configuration)`, () =>
        loadJourney(apiBase, i, 'en'),
      );
    },
    takeLock: async (input, { apiBase, now }) => {
      const i = input as TakeLockInput;
      // Times on the lab's clock, as the widget's are on the browser's.
      const held = await at(apiBase, '/buy_online/orders/init', () => takeSoftLock(apiBase, i.vehicleId, i.holder, now));
      return { lockId: held.lockId, expiresAt: held.expiresAt };
    },
  },
};
