/**
 * The reservation flow (catalogue: landing, vehicle block with tabs, reservation made, no vehicles,
 * checkout with soft lock, soft-lock expired, awaiting payment / payment expired, thank you, page
 * unavailable, error). Pure: every call is an actor the caller provides with `.provide()`, and the
 * outward effects (`persist`, `forget`, `releaseLock`) are actions it provides.
 * The soft lock's countdown lives in its own machine (state-machines/soft-lock), run by the view;
 * it tells this one `lock.expired`, `lock.lost` or `lock.extended`. Calls are spawned children,
 * not invocations, so `createTestModel` can walk the machine; each is stopped when its state exits.
 */
import { and, assertEvent, assign, cancel, raise, setup, spawnChild, stopChild } from 'xstate';
import { requiredCall } from '../shared/async.js';
import { eventValue } from '../shared/event-value.js';
import { CLEARED_HOLD, errorOf, heldConfig, heldVehicle, persistable, reservationGuards } from './reservation.guards.js';
import { EMPTY_DETAILS, initialContext, leadIdempotencyKey, phoneIsSettled, toStored } from './reservation.rules.js';
import {
  PAYMENT_POLL_MS,
  TAB_PAGE_SIZE,
  type CheckPaymentInput,
  type CheckPaymentOutput,
  type ConfirmInput,
  type ConfirmOutput,
  type CreateLeadInput,
  type CreateLeadOutput,
  type LoadInput,
  type LoadOutput,
  type LoadTabInput,
  type LoadTabOutput,
  type LockInput,
  type LockOutput,
  type PayInput,
  type PayOutput,
  type ReservationContext,
  type ReservationEvent,
  type ReservationInput,
  type StartPaymentInput,
  type StartPaymentOutput,
  type StoredReservation,
} from './reservation.types.js';

export const reservationMachine = setup({
  types: { context: {} as ReservationContext, events: {} as ReservationEvent, input: {} as ReservationInput },
  actors: {
    load: requiredCall<LoadOutput, LoadInput>('reservationMachine', 'load'),
    loadTab: requiredCall<LoadTabOutput, LoadTabInput>('reservationMachine', 'loadTab'),
    acquireLock: requiredCall<LockOutput, LockInput>('reservationMachine', 'acquireLock'),
    createLead: requiredCall<CreateLeadOutput, CreateLeadInput>('reservationMachine', 'createLead'),
    startPayment: requiredCall<StartPaymentOutput, StartPaymentInput>('reservationMachine', 'startPayment'),
    pay: requiredCall<PayOutput, PayInput>('reservationMachine', 'pay'),
    checkPayment: requiredCall<CheckPaymentOutput, CheckPaymentInput>('reservationMachine', 'checkPayment'),
    confirm: requiredCall<ConfirmOutput, ConfirmInput>('reservationMachine', 'confirm'),
  },
  // The poll timer is a delayed event on the actor's clock (shared/async.ts); tests move a SimulatedClock.
  delays: { pollInterval: PAYMENT_POLL_MS },
  guards: reservationGuards,
  actions: {
    // Provided by the caller: storage and the courtesy release of a lock the visitor walks away from.
    persist: (_args, _params: StoredReservation | null) => {},
    forget: () => {},
    releaseLock: (_args, _params: { lockId: string; holder: string } | null) => {},
    startLoad: spawnChild('load', { id: 'load', input: ({ context }) => ({ listKey: context.listKey }) }),
    stopLoad: stopChild('load'),
    startTab: spawnChild('loadTab', {
      id: 'loadTab',
      input: ({ context, event }) => {
        assertEvent(event, 'tab.select');
        return { listKey: context.listKey, tab: event.tab, page: 1 };
      },
    }),
    startMore: spawnChild('loadTab', {
      id: 'loadTab',
      input: ({ context }) => ({
        listKey: context.listKey,
        tab: context.tab ?? '',
        page: Math.floor(context.vehicles.length / TAB_PAGE_SIZE) + 1,
      }),
    }),
    stopTab: stopChild('loadTab'),
    startLock: spawnChild('acquireLock', {
      id: 'acquireLock',
      input: ({ context }) => ({ vehicleId: context.vehicle?.id ?? 0, holder: context.holder }),
    }),
    stopLock: stopChild('acquireLock'),
    startLead: spawnChild('createLead', {
      id: 'createLead',
      input: ({ context }) => ({
        listKey: context.listKey,
        idempotencyKey: leadIdempotencyKey(context),
        vehicle: heldVehicle(context),
        details: context.details,
      }),
    }),
    stopLead: stopChild('createLead'),
    startPaymentCall: spawnChild('startPayment', {
      id: 'startPayment',
      input: ({ context }) => ({
        leadId: context.leadId ?? '',
        leadToken: context.leadToken ?? '',
        vehicle: heldVehicle(context),
        config: heldConfig(context),
      }),
    }),
    stopPaymentCall: stopChild('startPayment'),
    startPay: spawnChild('pay', {
      id: 'pay',
      input: ({ context, event }) => {
        assertEvent(event, 'card.submit');
        return { reference: context.paymentReference ?? '', leadId: context.leadId ?? '', leadToken: context.leadToken ?? '' };
      },
    }),
    stopPay: stopChild('pay'),
    startCheck: spawnChild('checkPayment', {
      id: 'checkPayment',
      input: ({ context }) => ({ leadId: context.leadId ?? '', leadToken: context.leadToken ?? '' }),
    }),
    stopCheck: stopChild('checkPayment'),
    startConfirm: spawnChild('confirm', {
      id: 'confirm',
      input: ({ context }) => ({
        vehicle: heldVehicle(context),
        lockId: context.lockId ?? '',
        holder: context.holder,
        leadId: context.leadId ?? '',
        leadToken: context.leadToken ?? '',
        paymentReference: context.paymentReference,
        email: context.details.email.trim(),
      }),
    }),
    stopConfirm: stopChild('confirm'),
    startPollTimer: raise({ type: 'poll.due' }, { id: 'pollTimer', delay: 'pollInterval' }),
    stopPollTimer: cancel('pollTimer'),
    storeLoad: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.load');
      const { config, tabs, tab, vehicles } = event.output;
      return { config, tabs, tab, vehicles, error: null };
    }),
    storeTab: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadTab');
      return { tab: event.output.tab, vehicles: event.output.vehicles };
    }),
    // A car may appear on two pages when the list changed in between: it is shown once.
    appendTab: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadTab');
      if (event.output.tab !== context.tab) return {};
      const shown = new Set(context.vehicles.map((v) => v.id));
      return { vehicles: [...context.vehicles, ...event.output.vehicles.filter((v) => !shown.has(v.id))] };
    }),
    chooseVehicle: assign(({ context, event }) => {
      assertEvent(event, 'vehicle.select');
      return { vehicle: context.vehicles.find((v) => v.id === event.vehicleId) ?? null, notice: null };
    }),
    storeLock: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.acquireLock');
      return { lockId: event.output.lockId, expiresAt: event.output.expiresAt, stage: 'checkout' as const };
    }),
    storeLockTimes: assign(({ event }) => {
      assertEvent(event, 'lock.extended');
      return { lockId: event.lockId, expiresAt: event.expiresAt };
    }),
    setNotice: assign({ notice: ({ event }) => errorOf(event), vehicle: null }),
    setError: assign({ error: ({ event }) => errorOf(event) }),
    setDeclined: assign({ error: { code: 'card_declined', message: 'The card was declined', status: 0 } }),
    setDetail: assign(({ context, event }) => {
      assertEvent(event, 'details.change');
      const details = { ...context.details, [event.field]: event.value };
      // Another number is not the verified one (the same number written differently still is).
      return {
        details,
        verifiedPhone: phoneIsSettled(context.config, details, context.verifiedPhone) ? context.verifiedPhone : null,
        // Other details are another lead: a key already sent with the old ones would be refused (409).
        leadAttempt: context.leadAttempt + 1,
      };
    }),
    setVerifiedPhone: assign({ verifiedPhone: eventValue('phone.verified', 'phone') }),
    setTerms: assign({ termsAccepted: eventValue('terms.set', 'accepted') }),
    storeLead: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.createLead');
      return { leadId: event.output.leadId, leadToken: event.output.leadToken };
    }),
    storeReference: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.startPayment');
      return { paymentReference: event.output.reference, stage: 'payment' as const };
    }),
    markAwaiting: assign({ stage: 'awaiting' as const }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    storeOrder: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.confirm');
      return { orderNumber: event.output.orderNumber, stage: 'done' as const };
    }),
    // A failed payment cannot be paid again: the next attempt starts with a new lead and payment.
    // A lead that was never answered keeps its attempt, so the retry re-sends its idempotency key and gets it.
    dropPayment: assign(({ context }) => ({
      leadId: null,
      leadToken: null,
      paymentReference: null,
      stage: 'checkout' as const,
      leadAttempt: context.leadId ? context.leadAttempt + 1 : context.leadAttempt,
    })),
    clearHold: assign({ ...CLEARED_HOLD }),
    clearAll: assign({ ...CLEARED_HOLD, vehicle: null, orderNumber: null, details: EMPTY_DETAILS, notice: null, error: null }),
    clearError: assign({ error: null }),
    clearVendorNotice: assign({ vendorNotice: null }),
    noticeCancelled: assign({ vendorNotice: 'cancelled' as const }),
    noticeFailed: assign({ vendorNotice: 'failed' as const }),
  },
}).createMachine({
  id: 'reservation',
  context: ({ input }) => initialContext(input),
  initial: 'boot',
  states: {
    boot: { always: [{ guard: 'isReservationMade', target: 'reservationMade' }, { target: 'loading' }] },
    loading: {
      entry: ['clearError', 'startLoad'],
      exit: 'stopLoad',
      on: {
        'xstate.done.actor.load': { target: 'routing', actions: 'storeLoad' },
        'xstate.error.actor.load': [
          { guard: 'isNotFound', target: 'unavailable', actions: 'setError' },
          { target: 'error', actions: 'setError' },
        ],
      },
    },
    // Where a (re)loaded page continues: a stored journey first, then the welcome.
    routing: {
      always: [
        { guard: 'resumesAwaiting', target: 'held.awaitingPayment' },
        { guard: 'resumesPayment', target: 'held.payment' },
        { guard: 'resumesCheckout', target: 'held.checkout' },
        { guard: 'lostAwaitedPayment', target: 'paymentExpired' },
        { guard: 'lostHold', target: 'softLockExpired' },
        { guard: 'hasNoVehicles', target: 'noVehicles' },
        { target: 'landing' },
      ],
    },
    landing: { on: { start: 'vehicles' } },
    vehicles: {
      on: {
        'tab.select': { guard: 'isOtherTab', target: 'loadingTab' },
        'vehicles.more': { guard: 'hasMoreVehicles', target: 'loadingMore' },
        'vehicle.select': { guard: 'isListedVehicle', target: 'locking', actions: 'chooseVehicle' },
      },
    },
    // The cars shown stay (and can be reserved) while the next page loads below them.
    loadingMore: {
      entry: 'startMore',
      exit: 'stopTab',
      on: {
        'tab.select': { guard: 'isOtherTab', target: 'loadingTab' },
        'vehicle.select': { guard: 'isListedVehicle', target: 'locking', actions: 'chooseVehicle' },
        'xstate.done.actor.loadTab': { target: 'vehicles', actions: 'appendTab' },
        'xstate.error.actor.loadTab': { target: 'error', actions: 'setError' },
      },
    },
    loadingTab: {
      entry: 'startTab',
      exit: 'stopTab',
      on: {
        'tab.select': { guard: 'isOtherTab', target: 'loadingTab', reenter: true },
        'xstate.done.actor.loadTab': { target: 'vehicles', actions: 'storeTab' },
        'xstate.error.actor.loadTab': { target: 'error', actions: 'setError' },
      },
    },
    locking: {
      entry: 'startLock',
      exit: 'stopLock',
      on: {
        'xstate.done.actor.acquireLock': { target: 'held.checkout', actions: 'storeLock' },
        'xstate.error.actor.acquireLock': [
          { guard: 'isLockRefused', target: 'vehicles', actions: 'setNotice' },
          { target: 'error', actions: 'setError' },
        ],
      },
    },
    // The states in which the visitor holds the car; the soft-lock countdown runs through all of them.
    held: {
      on: {
        'lock.extended': { actions: ['storeLockTimes', { type: 'persist', params: ({ context }) => persistable(context) }] },
        'lock.expired': [{ guard: 'hasPaymentStarted', target: 'paymentExpired' }, { target: 'softLockExpired' }],
        'lock.lost': [{ guard: 'hasPaymentStarted', target: 'paymentExpired' }, { target: 'softLockExpired' }],
      },
      initial: 'checkout',
      states: {
        checkout: {
          entry: { type: 'persist', params: ({ context }) => toStored(context, 'checkout') },
          on: {
            back: {
              target: '#reservation.vehicles',
              actions: [
                {
                  type: 'releaseLock',
                  params: ({ context }) => (context.lockId ? { lockId: context.lockId, holder: context.holder } : null),
                },
                'forget',
                'clearHold',
              ],
            },
            'details.change': { actions: 'setDetail' },
            'terms.set': { actions: 'setTerms' },
            'phone.verified': { actions: 'setVerifiedPhone' },
            submit: { guard: 'canSubmit', target: 'creatingLead', actions: 'clearVendorNotice' },
          },
        },
        creatingLead: {
          entry: 'startLead',
          exit: 'stopLead',
          on: {
            'xstate.done.actor.createLead': [
              { guard: 'isFree', target: '#reservation.confirming', actions: 'storeLead' },
              { target: 'startingPayment', actions: 'storeLead' },
            ],
            'xstate.error.actor.createLead': { target: '#reservation.error', actions: ['setError', 'dropPayment'] },
          },
        },
        startingPayment: {
          entry: 'startPaymentCall',
          exit: 'stopPaymentCall',
          on: {
            'xstate.done.actor.startPayment': { target: 'payment', actions: 'storeReference' },
            'xstate.error.actor.startPayment': { target: '#reservation.error', actions: ['setError', 'dropPayment'] },
          },
        },
        payment: {
          entry: { type: 'persist', params: ({ context }) => toStored(context, 'payment') },
          on: {
            'card.submit': { target: 'paying', actions: 'clearError' },
            // Back from PayPal's or LiqPay's page: approved → ask what the deposit became; cancelled →
            // the checkout again (its details kept) with the reason; the next try is a new lead and payment.
            'vendor.returned': [
              { guard: 'approvedAtVendor', target: 'checkingPayment' },
              { target: 'checkout', actions: ['dropPayment', 'noticeCancelled'] },
            ],
          },
        },
        paying: {
          entry: 'startPay',
          exit: 'stopPay',
          on: {
            'xstate.done.actor.pay': [
              { guard: 'isSecured', target: '#reservation.confirming' },
              { guard: 'isRefused', target: 'declined', actions: ['setDeclined', 'dropPayment'] },
              { target: 'awaitingPayment', actions: 'markAwaiting' },
            ],
            'xstate.error.actor.pay': { target: '#reservation.error', actions: ['setError', 'dropPayment'] },
          },
        },
        // A declined card is the visitor's to fix, not a fault: the hold and the details stay, and
        // another card goes through a new lead and payment (dropPayment).
        declined: { on: { 'card.retry': { target: 'creatingLead', actions: 'clearError' } } },
        awaitingPayment: {
          entry: ['markAwaiting', { type: 'persist', params: ({ context }) => toStored(context, 'awaiting') }, 'startPollTimer'],
          exit: 'stopPollTimer',
          on: { 'poll.due': 'checkingPayment' },
        },
        checkingPayment: {
          entry: ['countPoll', 'startCheck'],
          exit: 'stopCheck',
          on: {
            'xstate.done.actor.checkPayment': [
              { guard: 'isSecured', target: '#reservation.confirming' },
              {
                guard: and(['isRefused', 'paysByRedirect']),
                target: 'checkout',
                actions: ['dropPayment', 'noticeFailed'],
              },
              { guard: 'isRefused', target: 'declined', actions: ['setDeclined', 'dropPayment'] },
              { guard: 'hasPollsLeft', target: 'awaitingPayment' },
              { target: '#reservation.paymentExpired' },
            ],
            // A failed check is not an answer: ask again while polls are left.
            'xstate.error.actor.checkPayment': [
              { guard: 'hasPollsLeft', target: 'awaitingPayment' },
              { target: '#reservation.paymentExpired' },
            ],
          },
        },
      },
    },
    // Outside `held`: once the money is secured the server alone decides whether the hold still stands.
    confirming: {
      entry: 'startConfirm',
      exit: 'stopConfirm',
      on: {
        'xstate.done.actor.confirm': { target: 'thankYou', actions: 'storeOrder' },
        'xstate.error.actor.confirm': [
          { guard: 'isHoldLost', target: 'paymentExpired', actions: 'setError' },
          { target: 'error', actions: 'setError' },
        ],
      },
    },
    thankYou: { entry: { type: 'persist', params: ({ context }) => toStored(context, 'done') } },
    reservationMade: { on: { 'reservation.forget': { target: 'loading', actions: ['forget', 'clearAll'] } } },
    softLockExpired: { entry: ['forget', 'clearHold'], on: { restart: { target: 'loading', actions: 'clearAll' } } },
    paymentExpired: { entry: ['forget', 'clearHold'], on: { restart: { target: 'loading', actions: 'clearAll' } } },
    noVehicles: { on: { retry: 'loading' } },
    unavailable: {},
    error: { on: { retry: 'loading' } },
  },
});

export type ReservationMachine = typeof reservationMachine;
