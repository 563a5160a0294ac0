export { cancellationMachine, toCancellationError, CAPTURED_PAYMENT_STATUSES, type CancellationMachine } from './cancellation.machine.js';
export * from './cancellation.types.js';
