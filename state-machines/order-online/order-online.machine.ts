/**
 * The order-online journey (docs/buy-online.md, "The journey"): steps page (payment option, trade-in,
 * service pack, appointment, retailer) → checkout (soft lock taken in the init dialog, details
 * form with terms, payment, confirmation; payment error, awaiting payment, lock expired
 * (rebooking), kicked out, confirmation error) → success. Free reservation skips the payment.
 * Pure: every call is an actor the caller provides; `persist` (write storage) and
 * `announceConfirmed` are actions the caller provides. Calls are spawned children, not
 * invocations, so `createTestModel` can walk the machine.
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';
import { laterLock, mergeReservation } from '../../domain/order-online-journey.js';
import { idempotencyKeyOf } from '../../domain/order-online-storage.js';
import { ownRetailerChoice } from './own-retailer.js';
import {
  canSubmitForm,
  hasRequiredDetails,
  isFailedPayment,
  isLockExpiredError,
  isLockLostError,
  isSecured,
  keptVerifiedPhone,
  toOrderOnlineError,
} from './order-online.guards.js';
import type {
  CheckPaymentInput,
  ConfirmInput,
  ConfirmOutput,
  HeldLockRef,
  LoadJourneyInput,
  LoadJourneyOutput,
  OrderOnlineContext,
  OrderOnlineEvent,
  OrderOnlineInput,
  PayInput,
  PayOutput,
  TakeLockInput,
} from './order-online.types.js';

/** A lock that ends within this margin is not worth resuming: take a new one. */
const RESUME_MARGIN_MS = 5_000;

type PaymentDone = Extract<OrderOnlineEvent, { type: 'xstate.done.actor.pay' | 'xstate.done.actor.checkPayment' }>;
const statusOf = (event: OrderOnlineEvent) => (event as PaymentDone).output.status;
const errorOf = (event: OrderOnlineEvent) => (event as { error?: unknown }).error;

/** Where a payment answer leads; shared by paying and checking. */
const PAYMENT_DONE = [
  { guard: 'paymentSecured', target: 'confirming', actions: ['setPaymentResult', 'persist'] },
  { guard: 'paymentFailed', target: 'paymentError', actions: ['setPaymentResult', 'persist'] },
  { target: 'awaitingPayment', actions: ['setPaymentResult', 'persist'] },
] as const;
const PAYMENT_FAILED = [
  { guard: 'lockLost', target: 'kickedOut', actions: 'setError' },
  { guard: 'lockExpired', target: 'expired', actions: 'setError' },
  { target: 'error', actions: 'setError' },
] as const;

export const orderOnlineMachine = setup({
  types: { context: {} as OrderOnlineContext, events: {} as OrderOnlineEvent, input: {} as OrderOnlineInput },
  actors: {
    loadJourney: requiredCall<LoadJourneyOutput, LoadJourneyInput>('orderOnlineMachine', 'loadJourney'),
    takeLock: requiredCall<HeldLockRef, TakeLockInput>('orderOnlineMachine', 'takeLock'),
    pay: requiredCall<PayOutput, PayInput>('orderOnlineMachine', 'pay'),
    checkPayment: requiredCall<PayOutput, CheckPaymentInput>('orderOnlineMachine', 'checkPayment'),
    confirmOrder: requiredCall<ConfirmOutput, ConfirmInput>('orderOnlineMachine', 'confirmOrder'),
  },
  guards: {
    wantsConfirmationPage: ({ context }) => context.step === 'confirmation',
    // The configurator journey may start from its config_url alone: the vehicle comes with the configuration.
    hasNoVehicle: ({ context }) => context.vehicleId === null && context.configUrl === null,
    // The server drew this vehicle's steps page (the standard journey only): start from what it drew.
    drawnForThis: ({ context }) =>
      context.drawn !== null && context.step === 'steps' && context.configUrl === null && context.drawn.vehicle.id === context.vehicleId,
    isConfirmed: ({ context }) => context.reservation.confirmed && context.reservation.orderNumber !== null,
    wantsCheckout: ({ context }) => context.step === 'checkout' && hasRequiredDetails(context),
    hasDetails: ({ context }) => hasRequiredDetails(context),
    hasLock: ({ context }) => context.lock !== null,
    canSubmit: ({ context }) => canSubmitForm(context),
    resumesOnCard: ({ context }) => context.resumeOnCard && context.lock !== null && canSubmitForm(context),
    isFree: ({ context }) => context.config?.freeReservation === true,
    paymentSecured: ({ event }) => isSecured(statusOf(event)),
    paymentFailed: ({ event }) => isFailedPayment(statusOf(event)),
    lockLost: ({ event }) => isLockLostError(errorOf(event)),
    lockExpired: ({ event }) => isLockExpiredError(errorOf(event)),
    approvedAtVendor: ({ event }) => event.type === 'vendor.returned' && event.outcome === 'approved',
    confirmedElsewhere: ({ context, event }) => {
      assertEvent(event, 'storage.changed');
      return event.reservation.vehicleId === context.vehicleId && event.reservation.confirmed && event.reservation.orderNumber !== null;
    },
  },
  actions: {
    dropResume: assign({ resumeOnCard: false }),
    persist: () => {},
    announceConfirmed: () => {},
    startLoad: spawnChild('loadJourney', {
      id: 'loadJourney',
      input: ({ context }) => ({ listKey: context.listKey, vehicleId: context.vehicleId, configUrl: context.configUrl }),
    }),
    setJourney: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadJourney');
      const { vehicle, config, retailers } = event.output;
      // The journey's config_url (null on the standard journey) is the one the order will carry.
      const data = { ...context.data, vehicleId: vehicle.id, configUrl: context.configUrl };
      return { vehicle, config, retailers, vehicleId: vehicle.id, data, error: null };
    }),
    // The steps page as the server drew it: its data, and the car's own retailer chosen as the drawn
    // page shows it (the steps view would choose it on opening), so the take-over changes nothing.
    takeDrawn: assign(({ context }) => {
      const { vehicle, config, retailers } = context.drawn!; // the guard drawnForThis checked it
      const loaded = { ...context.data, vehicleId: vehicle.id, configUrl: context.configUrl };
      const own = ownRetailerChoice(loaded, vehicle, retailers);
      const data = own ? { ...loaded, ...own, paymentRecipient: own.locationDetails } : loaded;
      return { vehicle, config, retailers, vehicleId: vehicle.id, data, error: null, drawn: null };
    }),
    setError: assign({ error: ({ event }) => toOrderOnlineError(errorOf(event)) }),
    clearError: assign({ error: null }),
    setDetails: assign(({ context, event }) => {
      assertEvent(event, 'details.set');
      const patched = { ...context.data, ...event.patch };
      // The chosen location is also the payment recipient: the retailer of the visit is the one paid.
      const data = { ...patched, paymentRecipient: patched.locationDetails };
      return { data, verifiedPhone: keptVerifiedPhone(data, context.verifiedPhone) };
    }),
    setCustomerField: assign(({ context, event }) => {
      assertEvent(event, 'customer.set');
      const customer = context.data.customerData ?? { firstName: '', lastName: '', email: '', phone: '' };
      const data = { ...context.data, customerData: { ...customer, [event.field]: event.value } };
      // Another number is not the verified one (the same number written differently still is).
      return { data, verifiedPhone: keptVerifiedPhone(data, context.verifiedPhone) };
    }),
    setVerifiedPhone: assign({ verifiedPhone: eventValue('phone.verified', 'phone') }),
    adoptStorage: assign(({ context, event }) => {
      assertEvent(event, 'storage.changed');
      // Another tab of the same journey wrote storage (same vehicle only): its choices win (last write),
      // the order attempt merges so nothing known is undone, and its hold is followed when it ends later.
      if (event.data.vehicleId !== context.vehicleId || context.vehicleId === null) return {};
      const vehicleId = context.vehicleId;
      const reservation = mergeReservation({ ...context.reservation, vehicleId }, event.reservation);
      const mine = context.lock ? { vehicleId, holder: context.holder, ...context.lock } : null;
      const followed = laterLock(mine, event.lock ?? null, 0);
      const lock =
        followed?.lockId && followed.expiresAt !== null ? { lockId: followed.lockId, expiresAt: followed.expiresAt } : context.lock;
      return { data: event.data, reservation, lock, verifiedPhone: keptVerifiedPhone(event.data, context.verifiedPhone) };
    }),
    startTakeLock: spawnChild('takeLock', {
      id: 'takeLock',
      input: ({ context }) => ({ vehicleId: context.vehicleId ?? 0, holder: context.holder }),
    }),
    setLock: assign({
      lock: ({ event }) => {
        assertEvent(event, ['xstate.done.actor.takeLock', 'lock.extended']);
        return event.type === 'lock.extended' ? { lockId: event.lockId, expiresAt: event.expiresAt } : event.output;
      },
      initError: null,
      initRetryAfterSeconds: null,
    }),
    setInitError: assign(({ event }) => {
      const { code, retryAfterSeconds } = toOrderOnlineError(errorOf(event));
      return { initError: code, initRetryAfterSeconds: retryAfterSeconds ?? null };
    }),
    clearLock: assign({ lock: null, initError: null, initRetryAfterSeconds: null }),
    startPay: spawnChild('pay', {
      id: 'pay',
      input: ({ context }) => ({ ...orderInput(context), config: context.config! }), // config is loaded before checkout
    }),
    startCheck: spawnChild('checkPayment', {
      id: 'checkPayment',
      input: ({ context }) => ({ orderNumber: context.reservation.orderNumber ?? '', orderToken: context.reservation.orderToken ?? null }),
    }),
    startConfirm: spawnChild('confirmOrder', { id: 'confirmOrder', input: ({ context }) => orderInput(context) }),
    setPaymentResult: assign(({ context, event }) => {
      const { orderNumber, orderToken, status } = (event as PaymentDone).output;
      return { paymentStatus: status, reservation: { ...context.reservation, orderNumber, orderToken } };
    }),
    // A declined card ends that order: the next try is a new order, under a new idempotency key.
    nextAttempt: assign({
      reservation: ({ context }) => ({
        ...context.reservation,
        attempt: context.reservation.attempt + 1,
        orderNumber: null,
        orderToken: null,
      }),
      paymentStatus: null,
      error: null,
    }),
    clearVendorNotice: assign({ vendorNotice: null }),
    noticeCancelled: assign({ vendorNotice: 'cancelled' as const }),
    noticeFailed: assign({ vendorNotice: 'failed' as const }),
    markConfirmed: assign(({ context, event }) => {
      const from =
        event.type === 'xstate.done.actor.confirmOrder'
          ? event.output
          : event.type === 'storage.changed'
            ? event.reservation
            : context.reservation;
      const { orderNumber } = from;
      const orderToken =
        from.orderToken ?? (orderNumber === context.reservation.orderNumber ? context.reservation.orderToken : null) ?? null;
      return { reservation: { ...context.reservation, orderNumber, orderToken, confirmed: true }, lock: null, step: 'success' as const };
    }),
  },
}).createMachine({
  id: 'orderOnline',
  context: ({ input }) => ({
    step: input.step,
    vehicleId: input.vehicleId,
    configUrl: input.configUrl,
    resumeOnCard: input.resumeOnCard ?? false,
    listKey: input.listKey,
    data: input.data,
    holder: input.holder,
    lock: input.lock && input.lock.expiresAt > input.now + RESUME_MARGIN_MS ? input.lock : null,
    reservation: input.reservation,
    vehicle: null,
    config: null,
    retailers: [],
    paymentStatus: null,
    initError: null,
    initRetryAfterSeconds: null,
    error: null,
    verifiedPhone: null,
    vendorNotice: null,
    drawn: input.drawn ?? null,
  }),
  initial: 'start',
  on: {
    'storage.changed': [
      // Leaving checkout stops whatever call was out (each state stops its own child on exit).
      { guard: 'confirmedElsewhere', target: '.success', actions: 'markConfirmed' },
      { actions: 'adoptStorage' },
    ],
  },
  states: {
    start: {
      always: [
        { guard: 'wantsConfirmationPage', target: 'confirmation' },
        { guard: 'isConfirmed', target: 'success' },
        { guard: 'hasNoVehicle', target: 'failed', actions: assign({ error: { code: 'no_vehicle', message: 'No vehicle chosen' } }) },
        { guard: 'drawnForThis', target: 'steps', actions: ['takeDrawn', 'persist'] },
        { target: 'loading', actions: assign({ drawn: null }) },
      ],
    },
    loading: {
      entry: 'startLoad',
      exit: stopChild('loadJourney'),
      on: {
        'xstate.done.actor.loadJourney': [
          { guard: 'wantsCheckout', target: 'checkout', actions: ['setJourney', 'persist'] },
          { target: 'steps', actions: ['setJourney', 'persist'] },
        ],
        'xstate.error.actor.loadJourney': { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { retry: { target: 'start', actions: 'clearError' } } },
    steps: {
      on: {
        'details.set': { actions: ['setDetails', 'persist'] },
        'steps.continue': { guard: 'hasDetails', target: 'checkout' },
      },
    },
    checkout: {
      initial: 'start',
      on: {
        'details.set': { actions: ['setDetails', 'persist'] },
        'customer.set': { actions: ['setCustomerField', 'persist'] },
        'phone.verified': { actions: 'setVerifiedPhone' },
        'lock.extended': { actions: ['setLock', 'persist'] },
        'lock.expired': '.expired',
        'lock.kickedOut': '.kickedOut',
      },
      states: {
        // A reload on the card step comes back to it (docs/decisions.md, "Stock locator and journeys on a phone"), once; every other entry starts at the form or the hold.
        start: {
          always: [
            { guard: 'resumesOnCard', target: 'payment', actions: 'dropResume' },
            { guard: 'hasLock', target: 'form', actions: 'dropResume' },
            { target: 'lockInit', actions: 'dropResume' },
          ],
        },
        lockInit: {
          on: {
            'lock.take': 'taking',
            'checkout.back': '#orderOnline.steps',
          },
        },
        taking: {
          entry: 'startTakeLock',
          exit: stopChild('takeLock'),
          on: {
            'xstate.done.actor.takeLock': { target: 'form', actions: ['setLock', 'persist'] },
            'xstate.error.actor.takeLock': { target: 'lockInit', actions: 'setInitError' },
          },
        },
        form: {
          on: {
            'form.submit': { guard: 'canSubmit', target: 'payment' },
            'checkout.back': '#orderOnline.steps',
          },
        },
        payment: {
          // Free reservation: no payment step, the order is confirmed straight away.
          always: { guard: 'isFree', target: 'confirming' },
          on: {
            'payment.submit': { target: 'paying', actions: 'clearVendorNotice' },
            'checkout.back': 'form',
            // Back from PayPal's or LiqPay's page: approved → read what the order became; cancelled →
            // this step again with the reason, and the next try is a new order (its payment is spent).
            'vendor.returned': [
              { guard: 'approvedAtVendor', target: 'returning', actions: 'clearVendorNotice' },
              { target: 'payment', reenter: true, actions: ['nextAttempt', 'noticeCancelled', 'persist'] },
            ],
          },
        },
        returning: {
          entry: 'startCheck',
          exit: stopChild('checkPayment'),
          on: {
            'lock.expired': {},
            'xstate.done.actor.checkPayment': [
              { guard: 'paymentSecured', target: 'confirming', actions: ['setPaymentResult', 'persist'] },
              { guard: 'paymentFailed', target: 'payment', actions: ['nextAttempt', 'noticeFailed', 'persist'] },
              { target: 'awaitingPayment', actions: ['setPaymentResult', 'persist'] },
            ],
            'xstate.error.actor.checkPayment': 'awaitingPayment',
          },
        },
        paying: {
          entry: 'startPay',
          exit: stopChild('pay'),
          // The hold may end while the vendor answers; the server decides what the order became.
          on: { 'lock.expired': {}, 'xstate.done.actor.pay': PAYMENT_DONE, 'xstate.error.actor.pay': PAYMENT_FAILED },
        },
        awaitingPayment: { on: { 'payment.check': 'checking' } },
        checking: {
          entry: 'startCheck',
          exit: stopChild('checkPayment'),
          on: { 'lock.expired': {}, 'xstate.done.actor.checkPayment': PAYMENT_DONE, 'xstate.error.actor.checkPayment': 'awaitingPayment' },
        },
        paymentError: { on: { 'payment.retry': { target: 'payment', actions: ['nextAttempt', 'persist'] } } },
        error: { on: { 'payment.retry': { target: 'payment', actions: ['nextAttempt', 'persist'] } } },
        confirming: {
          entry: 'startConfirm',
          exit: stopChild('confirmOrder'),
          on: {
            'lock.expired': {},
            'xstate.done.actor.confirmOrder': {
              target: '#orderOnline.success',
              actions: ['markConfirmed', 'persist', 'announceConfirmed'],
            },
            'xstate.error.actor.confirmOrder': [
              { guard: 'lockLost', target: 'kickedOut', actions: 'setError' },
              { target: 'confirmationError', actions: 'setError' },
            ],
          },
        },
        confirmationError: { on: { 'confirm.retry': 'confirming' } },
        // Rebooking: the hold ended; a new one may be taken if the car is still free.
        expired: { entry: ['clearLock', 'persist'], on: { 'lock.reattempt': { target: 'lockInit', actions: 'nextAttempt' } } },
        kickedOut: { entry: ['clearLock', 'persist'], on: { 'checkout.back': '#orderOnline.steps' } },
      },
    },
    success: { entry: 'persist' },
    confirmation: {},
  },
});

function orderInput(context: OrderOnlineContext) {
  return {
    vehicleId: context.vehicleId ?? 0,
    lockId: context.lock?.lockId ?? '',
    idempotencyKey: idempotencyKeyOf(context.holder, context.reservation.attempt),
    orderNumber: context.reservation.orderNumber,
    orderToken: context.reservation.orderToken ?? null,
    data: context.data,
    customer: context.data.customerData ?? { firstName: '', lastName: '', email: '', phone: '' },
    configUrl: context.configUrl,
  };
}

export type OrderOnlineMachine = typeof orderOnlineMachine;
