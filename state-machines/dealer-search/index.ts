export { dealerSearchMachine, FETCH_DEALERS_ID, type DealerSearchContext, type DealerSearchEvent } from './dealer-search.machine.js';
