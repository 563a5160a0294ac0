export { reservationMachine, type ReservationMachine } from './reservation.machine.js';
export {
  toReservationError,
  detailProblem,
  detailsAreValid,
  phoneIsSettled,
  toStored,
  initialContext,
  EMPTY_DETAILS,
  type DetailProblem,
} from './reservation.rules.js';
export * from './reservation.types.js';
