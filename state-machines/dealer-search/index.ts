export { dealerSearchMachine, FETCH_DEALERS_ID, LOAD_RETAILERS_ID, LOCATE_ID, locateFailureOf } from './dealer-search.machine.js';
export type { DealerSearchContext, DealerSearchEvent, LocateFailure } from './dealer-search.types.js';
