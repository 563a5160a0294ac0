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

export const REAL_CALLS: Record<string, Record<string, RealCall>> = {
  'stock-locator': {
    fetchListing: async (input, { apiBase, signal }) => {
      const i = input as FetchListingInput;
      const response = await fetchListing(apiBase, i.listKey, { page: i.page, items: i.items, sort: i.sort, filters: i.filters }, signal);
      return { requestId: i.requestId, response };
    },
  },
  showroom: {
    fetchVehicle: (input, { apiBase }) =>
      fetchVehicle(apiBase, (input as FetchVehicleInput).listKey, (input as FetchVehicleInput).vehicleId),
    fetchSimilar: (input, { apiBase }) =>
      fetchSimilarVehicles(apiBase, (input as FetchSimilarInput).listKey, (input as FetchSimilarInput).model, SIMILAR),
    fetchShowroomConfig: (input, { apiBase }) => fetchCompanyConfig(apiBase, (input as FetchConfigInput).listKey, SHOWROOM_CONFIG_TYPES),
    fetchOrderOnlineConfig: (input, { apiBase }) =>
      fetchCompanyConfig(apiBase, (input as FetchConfigInput).listKey, ORDER_ONLINE_CONFIG_TYPES),
  },
  'order-online': {
    // The lab page is English: the retailers' addresses are asked in English.
    loadJourney: (input, { apiBase }) => loadJourney(apiBase, input as LoadJourneyInput, 'en'),
    takeLock: async (input, { apiBase, now }) => {
      const i = input as TakeLockInput;
      // Times on the lab's clock, as the widget's are on the browser's.
      const held = await takeSoftLock(apiBase, i.vehicleId, i.holder, now);
      return { lockId: held.lockId, expiresAt: held.expiresAt };
    },
  },
};
