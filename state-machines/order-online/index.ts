export { orderOnlineMachine, type OrderOnlineMachine } from './order-online.machine.js';
export { toOrderOnlineError, hasRequiredDetails, canSubmitForm } from './order-online.guards.js';
export type * from './order-online.types.js';
export { ownRetailerChoice } from './own-retailer.js';
