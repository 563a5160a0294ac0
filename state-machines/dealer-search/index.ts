export { dealerSearchMachine, FETCH_DEALERS_ID } from './dealer-search.machine.js';
export type { DealerSearchContext, DealerSearchEvent } from './dealer-search.types.js';
