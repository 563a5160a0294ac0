/**
 * Guards and small helpers of the reservation machine, apart so the machine file stays a readable
 * chart. Guards are predicates over the context and the event; none has side effects.
 */
import { assertEvent } from 'xstate';
import { HOLD_LOST_CODES, LOCK_REFUSED_CODES, detailsAreValid, phoneIsSettled, toReservationError, toStored } from './reservation.rules.js';
import type {
  ReservationConfig,
  ReservationContext,
  ReservationEvent,
  ReservationVehicle,
  StoredReservation,
} from './reservation.types.js';

type GuardArgs = { context: ReservationContext; event: ReservationEvent };

const isLive = (c: ReservationContext) => c.lockId !== null && c.expiresAt > c.now;
export const errorOf = (event: ReservationEvent) => toReservationError('error' in event ? event.error : undefined);
/** The record of the stage the journey is in (an extension changes only the times). */
export function persistable(context: ReservationContext): StoredReservation | null {
  return context.stage === 'browse' ? null : toStored(context, context.stage);
}

// Invariants of the `held` states (a car was chosen after the config loaded): a breach is a bug, so it throws.
export function heldVehicle(context: ReservationContext): ReservationVehicle {
  if (!context.vehicle) throw new Error('reservationMachine: no vehicle is held');
  return context.vehicle;
}
export function heldConfig(context: ReservationContext): ReservationConfig {
  if (!context.config) throw new Error('reservationMachine: the reservation config is not loaded');
  return context.config;
}

export const CLEARED_HOLD = {
  stage: 'browse',
  lockId: null,
  expiresAt: 0,
  leadId: null,
  leadToken: null,
  paymentReference: null,
  polls: 0,
  termsAccepted: false,
  verifiedPhone: null,
} as const;

export const reservationGuards = {
  isReservationMade: ({ context }: GuardArgs) => context.stage === 'done' && context.orderNumber !== null,
  resumesAwaiting: ({ context }: GuardArgs) => context.stage === 'awaiting' && isLive(context),
  resumesPayment: ({ context }: GuardArgs) => context.stage === 'payment' && isLive(context),
  resumesCheckout: ({ context }: GuardArgs) => context.stage === 'checkout' && isLive(context),
  lostAwaitedPayment: ({ context }: GuardArgs) => context.stage === 'awaiting',
  lostHold: ({ context }: GuardArgs) => context.stage === 'checkout' || context.stage === 'payment',
  hasNoVehicles: ({ context }: GuardArgs) => context.vehicles.length === 0,
  isNotFound: ({ event }: GuardArgs) => errorOf(event).status === 404,
  isOtherTab: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'tab.select');
    return event.tab !== context.tab && context.tabs.some((tab) => tab.value === event.tab);
  },
  /** The chosen tab counts more reservable cars than are shown. */
  hasMoreVehicles: ({ context }: GuardArgs) => {
    const count = context.tabs.find((tab) => tab.value === context.tab)?.count ?? 0;
    return context.vehicles.length < count;
  },
  isListedVehicle: ({ context, event }: GuardArgs) => {
    assertEvent(event, 'vehicle.select');
    return context.vehicles.some((vehicle) => vehicle.id === event.vehicleId);
  },
  isLockRefused: ({ event }: GuardArgs) => LOCK_REFUSED_CODES.includes(errorOf(event).code),
  isHoldLost: ({ event }: GuardArgs) => HOLD_LOST_CODES.includes(errorOf(event).code),
  canSubmit: ({ context }: GuardArgs) =>
    context.termsAccepted &&
    detailsAreValid(context.details, context.config?.phoneVerification === 'required') &&
    phoneIsSettled(context.config, context.details, context.verifiedPhone),
  isFree: ({ context }: GuardArgs) => context.config?.free === true,
  hasPaymentStarted: ({ context }: GuardArgs) => context.paymentReference !== null,
  isSecured: ({ event }: GuardArgs) => {
    assertEvent(event, ['xstate.done.actor.pay', 'xstate.done.actor.checkPayment']);
    return event.output.status === 'authorized' || event.output.status === 'paid';
  },
  isRefused: ({ event }: GuardArgs) => {
    assertEvent(event, ['xstate.done.actor.pay', 'xstate.done.actor.checkPayment']);
    return event.output.status === 'failed' || event.output.status === 'cancelled';
  },
  hasPollsLeft: ({ context }: GuardArgs) => context.polls < context.maxPolls,
  /** PayPal and LiqPay: the buyer pays on the vendor's page and comes back (widgets/features/redirect-payment). */
  paysByRedirect: ({ context }: GuardArgs) => context.config?.vendorType === 'PAYPAL' || context.config?.vendorType === 'LIQPAY',
  approvedAtVendor: ({ event }: GuardArgs) => event.type === 'vendor.returned' && event.outcome === 'approved',
};
