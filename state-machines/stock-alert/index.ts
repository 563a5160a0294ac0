export { stockAlertMachine, looksLikeEmail, type StockAlertMachine } from './stock-alert.machine.js';
export type { SignUpInput, StockAlertContext, StockAlertEvent } from './stock-alert.types.js';
