import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { EMPTY_ORDER_ONLINE_DATA } from '../../domain/order-online-storage.js';
import { createHarness as harnessOf, modelParams, testPaths } from '../testing/harness.js';
import { SAMPLE_PAID_ORDER_CONFIG, sampleOrderVehicle } from '../testing/samples.js';
import { phoneIsSettled } from './order-online.guards.js';
import { orderOnlineMachine } from './order-online.machine.js';
import type { LoadJourneyOutput, OrderConfig, OrderOnlineEvent, OrderOnlineInput } from './order-online.types.js';

type Snapshot = SnapshotFrom<typeof orderOnlineMachine>;
const ORDER = 'LRDX-ABCDEFGH';
const TOKEN = 'order-token-1';
const HOLDER = 'holder-1234';
const PAID_CONFIG: OrderConfig = SAMPLE_PAID_ORDER_CONFIG;
const journey = (config: OrderConfig): LoadJourneyOutput => ({
  vehicle: sampleOrderVehicle(7, 'IQ-1', 'Erbil'),
  config,
  retailers: [{ uuid: 'IQ-1', name: 'Erbil', address: 'Erbil', phone: '' }],
});
const INPUT: OrderOnlineInput = {
  step: 'steps',
  vehicleId: 7,
  orderNumber: null,
  configUrl: null,
  listKey: 'iraq',
  data: { ...EMPTY_ORDER_ONLINE_DATA, vehicleId: 7 },
  holder: HOLDER,
  lock: null,
  reservation: { vehicleId: 7, attempt: 1, orderNumber: null, confirmed: false },
  now: 0,
};
const DETAILS = {
  locationDetails: { uuid: 'IQ-1', name: 'Erbil', address: '', phone: '' },
  paymentOptionsData: { type: 'cash' as const, metadata: {}, data: [] },
};
const CUSTOMER = {
  customerData: { firstName: 'Ava', lastName: 'Karim', email: 'ava@example.iq', phone: '07501234567' },
  termsAndConditionsData: { accepted: true, acceptedAt: null },
};
const CALLS = ['loadJourney', 'takeLock', 'pay', 'checkPayment', 'confirmOrder'] as const;
type Call = (typeof CALLS)[number];

function createHarness(config: OrderConfig, input: OrderOnlineInput = INPUT) {
  const persisted: string[] = [];
  const announced: string[] = [];
  const h = harnessOf(orderOnlineMachine, {
    calls: CALLS,
    input,
    actions: {
      persist: ({ context }) => void persisted.push(JSON.stringify(context.reservation)),
      announceConfirmed: ({ context }) => void announced.push(context.reservation.orderNumber ?? ''),
    },
  });
  return { ...h, persisted, announced, config };
}
type Harness = ReturnType<typeof createHarness>;

const stateName = (s: Snapshot) => JSON.stringify(s.value);
function abstractState(s: Snapshot): string {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.data.locationDetails !== null,
    c.data.customerData !== null,
    c.lock !== null,
    Math.min(c.reservation.attempt, 3),
    c.reservation.orderNumber !== null,
    c.reservation.confirmed,
    c.initError,
    c.error?.code ?? null,
    c.resumeOnCard,
    c.vendorNotice,
  ]);
}

const err = (code: string) => ({ code, message: code });
const eventsFor = (config: OrderConfig): OrderOnlineEvent[] => [
  { type: 'xstate.done.actor.loadJourney', output: journey(config) },
  { type: 'xstate.error.actor.loadJourney', error: err('http_500') },
  { type: 'retry' },
  { type: 'details.set', patch: DETAILS },
  { type: 'steps.continue' },
  { type: 'lock.take' },
  { type: 'xstate.done.actor.takeLock', output: { lockId: 'lock-1', expiresAt: 900_000 } },
  { type: 'xstate.error.actor.takeLock', error: err('vehicle_locked') },
  { type: 'details.set', patch: CUSTOMER },
  // One field at a time, as the form sends them: keeps the other fields (abstract state unchanged once filled).
  { type: 'customer.set', field: 'firstName', value: 'Ava' },
  { type: 'form.submit' },
  { type: 'payment.submit' },
  { type: 'xstate.done.actor.pay', output: { orderNumber: ORDER, orderToken: TOKEN, status: 'paid' } },
  { type: 'xstate.done.actor.pay', output: { orderNumber: ORDER, orderToken: TOKEN, status: 'failed' } },
  { type: 'xstate.done.actor.pay', output: { orderNumber: ORDER, orderToken: TOKEN, status: 'pending' } },
  { type: 'xstate.error.actor.pay', error: err('lock_expired') },
  { type: 'payment.retry' },
  { type: 'payment.check' },
  { type: 'xstate.done.actor.checkPayment', output: { orderNumber: ORDER, orderToken: TOKEN, status: 'authorized' } },
  { type: 'xstate.done.actor.confirmOrder', output: { orderNumber: ORDER, orderToken: TOKEN } },
  { type: 'xstate.error.actor.confirmOrder', error: err('vehicle_locked') },
  { type: 'xstate.error.actor.confirmOrder', error: err('http_500') },
  { type: 'confirm.retry' },
  { type: 'lock.expired' },
  { type: 'lock.kickedOut' },
  { type: 'lock.reattempt' },
  { type: 'checkout.back' },
  { type: 'storage.changed', data: INPUT.data, reservation: { vehicleId: 7, attempt: 1, orderNumber: ORDER, confirmed: true } },
];

/** Completion events only while their call is out; one representative of each. */
/** Back from PayPal's or LiqPay's page, and what the order read then says. */
const RETURN_EVENTS: OrderOnlineEvent[] = [
  { type: 'vendor.returned', outcome: 'approved' },
  { type: 'vendor.returned', outcome: 'cancelled' },
  { type: 'xstate.done.actor.checkPayment', output: { orderNumber: ORDER, orderToken: TOKEN, status: 'failed' } },
  { type: 'xstate.done.actor.checkPayment', output: { orderNumber: ORDER, orderToken: TOKEN, status: 'pending' } },
];
const SAMPLED = new Set(eventsFor(PAID_CONFIG).map((e) => e.type));
const SAMPLED_WITH_RETURN = new Set([...SAMPLED, ...RETURN_EVENTS.map((e) => e.type)]);
const isPossible = (state: Snapshot, event: OrderOnlineEvent) => isSampled(SAMPLED, state, event);
const isPossibleWithReturn = (state: Snapshot, event: OrderOnlineEvent) => isSampled(SAMPLED_WITH_RETURN, state, event);
function isSampled(sampled: Set<string>, state: Snapshot, event: OrderOnlineEvent): boolean {
  // The graph also tries every other event the machine accepts, bare (no payload): not ours.
  if (!sampled.has(event.type) || (event.type === 'vendor.returned' && !event.outcome)) return false;
  const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)?.[2];
  if (!call) return true;
  return isRunning(state, call as Call);
}

const RUNNING_STATES: Record<Call, string[]> = {
  loadJourney: ['loading'],
  takeLock: ['taking'],
  pay: ['paying'],
  checkPayment: ['checking', 'returning'],
  confirmOrder: ['confirming'],
};
const isRunning = (state: Snapshot, call: Call) => RUNNING_STATES[call].some((name) => stateName(state).includes(`"${name}"`));

function params(h: Harness) {
  return modelParams(h, {
    serializeState: abstractState,
    // Exactly the call of the current state is out, and nothing else.
    callsOut: (state) => CALLS.filter((call) => isRunning(state, call)),
    check: (state, real) => {
      const pay = h.calls.input('pay') as { idempotencyKey: string } | undefined;
      if (pay) expect(pay.idempotencyKey).toBe(`${HOLDER}:${real.context.reservation.attempt}`);
      if (state.matches('success')) expect(real.context.reservation).toMatchObject({ orderNumber: ORDER, confirmed: true });
    },
    // The journey answers with the config under test.
    events: { 'xstate.done.actor.loadJourney': () => h.answer('loadJourney', journey(h.config)) },
  });
}

/** A payment's status or an error's code, so paths differ by name. */
const outcome = (event: { type: string }) => {
  const e = event as { output?: { status?: string }; error?: { code?: string }; outcome?: string };
  return e.output?.status ? `(${e.output.status})` : e.error?.code ? `(${e.error.code})` : e.outcome ? `(${e.outcome})` : '';
};

for (const [name, config] of [
  ['paid reservation', PAID_CONFIG],
  ['free reservation', { ...PAID_CONFIG, vendorType: 'NO_PAYMENT_JAPAN', freeReservation: true }],
] as const) {
  describe(`order-online machine, model-based: ${name}`, () => {
    const model = createTestModel(orderOnlineMachine, {
      input: INPUT,
      events: () => eventsFor(config),
      filterEvents: isPossible,
      serializeState: abstractState,
    });
    const shortest = model.getShortestPaths();
    it('reaches success', () => expect(shortest.some((p) => p.state.matches('success'))).toBe(true));
    it(config.freeReservation ? 'never shows a payment step' : 'reaches payment error and awaiting payment', () => {
      const values = new Set(shortest.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => JSON.stringify(s.value)));
      const paymentStates = ['{"checkout":"payment"}', '{"checkout":"paymentError"}', '{"checkout":"awaitingPayment"}'];
      for (const v of paymentStates) expect(values.has(v), `${v} in ${[...values].join(' ')}`).toBe(!config.freeReservation);
    });
    testPaths('shortest', shortest, () => params(createHarness(config)), outcome);
  });
}

/** A reload on the card step (docs/decisions.md, "Stock locator and journeys on a phone"): the stored form, a live hold, and the widget's card-step mark. */
const RESUME_ON_CARD: OrderOnlineInput = {
  ...INPUT,
  step: 'checkout',
  data: { ...INPUT.data, ...DETAILS, ...CUSTOMER },
  lock: { lockId: 'l', expiresAt: 600_000 },
  now: 1_000,
  resumeOnCard: true,
};

describe('order-online machine, model-based: reload on the card step', () => {
  const model = createTestModel(orderOnlineMachine, {
    input: RESUME_ON_CARD,
    events: () => eventsFor(PAID_CONFIG),
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths();
  it('the checkout opens on the card step, never on the form first; back still reaches the form; success is reachable', () => {
    // No path shows the form (or the hold) before the card step: the reload lands on the card.
    const early = ['{"checkout":"form"}', '{"checkout":"lockInit"}'];
    for (const p of shortest) {
      const seen = [...p.steps.map((step) => step.state), p.state].map((st) => JSON.stringify(st.value));
      const card = seen.indexOf('{"checkout":"payment"}');
      const firstEarly = seen.findIndex((v) => early.includes(v));
      if (firstEarly >= 0) expect(card >= 0 && card < firstEarly, seen.join(' > ')).toBe(true);
    }
    const values = new Set(shortest.flatMap((p) => [p.state, ...p.steps.map((step) => step.state)]).map((st) => JSON.stringify(st.value)));
    expect(values.has('{"checkout":"form"}')).toBe(true);
    expect(shortest.some((p) => p.state.matches('success'))).toBe(true);
  });
  testPaths('shortest', shortest, () => params(createHarness(PAID_CONFIG, RESUME_ON_CARD)), outcome);
});

/** PayPal (approval page) and LiqPay (checkout form): the buyer leaves on `paying` and comes back to the card step. */
const PAYPAL_CONFIG: OrderConfig = { ...PAID_CONFIG, vendorType: 'PAYPAL' };
const BACK_FROM_VENDOR: OrderOnlineInput = {
  ...RESUME_ON_CARD,
  reservation: { vehicleId: 7, attempt: 1, orderNumber: ORDER, orderToken: TOKEN, confirmed: false },
};

describe('order-online machine, model-based: back from the vendor’s page (PayPal, LiqPay)', () => {
  const model = createTestModel(orderOnlineMachine, {
    input: BACK_FROM_VENDOR,
    events: () => [...eventsFor(PAYPAL_CONFIG), ...RETURN_EVENTS],
    filterEvents: isPossibleWithReturn,
    serializeState: abstractState,
  });
  const shortest = model.getShortestPaths();
  const seen = (p: (typeof shortest)[number]) => [...p.steps.map((step) => step.state), p.state];

  it('an approval leads to the confirmation; a cancel or a refusal back to the payment step with its reason', () => {
    expect(shortest.some((p) => p.state.matches('success') && seen(p).some((st) => st.matches({ checkout: 'returning' })))).toBe(true);
    const notices = new Set(
      shortest
        .flatMap(seen)
        .flatMap((st) => (st.matches({ checkout: 'payment' }) && st.context.vendorNotice ? [st.context.vendorNotice] : [])),
    );
    expect([...notices].sort()).toEqual(['cancelled', 'failed']);
    // A payment started again after a cancel or refusal is a new order (its attempt counts up).
    for (const p of shortest)
      seen(p).forEach((st, i, all) => {
        const before = all[i - 1];
        if (before && st.context.vendorNotice && !before.context.vendorNotice) {
          expect(st.context.reservation.orderNumber).toBeNull();
          expect(st.context.reservation.attempt).toBeGreaterThan(before.context.reservation.attempt);
        }
      });
  });
  testPaths('shortest', shortest, () => params(createHarness(PAYPAL_CONFIG, BACK_FROM_VENDOR)), outcome);
});

describe('order-online machine, rules', () => {
  it('back from PayPal approved: reads the order, then confirms; cancelled: the payment step says so until the next try', async () => {
    const start = () => {
      const h = createHarness(PAYPAL_CONFIG, BACK_FROM_VENDOR);
      h.calls.take('loadJourney').resolve(journey(PAYPAL_CONFIG));
      return h.settle().then(() => h);
    };
    const approved = await start();
    expect(approved.actor.getSnapshot().value).toEqual({ checkout: 'payment' });
    approved.actor.send({ type: 'vendor.returned', outcome: 'approved' });
    expect(approved.actor.getSnapshot().value).toEqual({ checkout: 'returning' });
    expect(approved.calls.input('checkPayment')).toEqual({ orderNumber: ORDER, orderToken: TOKEN });
    approved.calls.take('checkPayment').resolve({ orderNumber: ORDER, orderToken: TOKEN, status: 'authorized' });
    await approved.settle();
    approved.calls.take('confirmOrder').resolve({ orderNumber: ORDER, orderToken: TOKEN });
    await approved.settle();
    expect(approved.actor.getSnapshot().value).toBe('success');

    const cancelled = await start();
    cancelled.actor.send({ type: 'vendor.returned', outcome: 'cancelled' });
    expect(cancelled.actor.getSnapshot().value).toEqual({ checkout: 'payment' });
    expect(cancelled.actor.getSnapshot().context.vendorNotice).toBe('cancelled');
    cancelled.actor.send({ type: 'payment.submit' });
    expect(cancelled.actor.getSnapshot().context).toMatchObject({ vendorNotice: null, reservation: { attempt: 2, orderNumber: null } });
  });

  it('enforces the terms: an invalid form or unticked terms does not submit', () => {
    const h = createHarness(PAID_CONFIG);
    h.calls.take('loadJourney').resolve(journey(PAID_CONFIG));
    return h.settle().then(() => {
      h.actor.send({ type: 'details.set', patch: DETAILS });
      h.actor.send({ type: 'steps.continue' });
      h.actor.send({ type: 'lock.take' });
      h.calls.take('takeLock').resolve({ lockId: 'l', expiresAt: 1 });
      return h.settle().then(() => {
        h.actor.send({ type: 'details.set', patch: { ...CUSTOMER, termsAndConditionsData: { accepted: false, acceptedAt: null } } });
        h.actor.send({ type: 'form.submit' });
        expect(h.actor.getSnapshot().matches({ checkout: 'form' })).toBe(true);
        h.actor.send({ type: 'details.set', patch: CUSTOMER });
        h.actor.send({ type: 'form.submit' });
        expect(h.actor.getSnapshot().matches({ checkout: 'payment' })).toBe(true);
      });
    });
  });

  it('keeps a rate-limit refusal of the hold with its wait, and forgets it once the hold is taken', async () => {
    const h = createHarness(PAID_CONFIG);
    h.calls.take('loadJourney').resolve(journey(PAID_CONFIG));
    await h.settle();
    h.actor.send({ type: 'details.set', patch: DETAILS });
    h.actor.send({ type: 'steps.continue' });
    h.actor.send({ type: 'lock.take' });
    h.calls.take('takeLock').reject({ code: 'rate_limited', message: 'Too many', retryAfterSeconds: 125 });
    await h.settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ initError: 'rate_limited', initRetryAfterSeconds: 125 });
    h.actor.send({ type: 'lock.take' });
    h.calls.take('takeLock').resolve({ lockId: 'l', expiresAt: 1 });
    await h.settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ initError: null, initRetryAfterSeconds: null });
  });

  it('resumes a reload at checkout with a live stored lock straight into the form', () => {
    const actor = createActor(orderOnlineMachine.provide({ actors: { loadJourney: fromPromise(async () => journey(PAID_CONFIG)) } }), {
      input: { ...INPUT, step: 'checkout', data: { ...INPUT.data, ...DETAILS }, lock: { lockId: 'l', expiresAt: 60_000 }, now: 1_000 },
    }).start();
    return new Promise((r) => setTimeout(r, 0)).then(() => expect(actor.getSnapshot().value).toEqual({ checkout: 'form' }));
  });

  it('a reload on the card step resumes there once; without a live hold, or with a form that no longer passes, it does not', async () => {
    const start = (input: OrderOnlineInput) =>
      createActor(orderOnlineMachine.provide({ actors: { loadJourney: fromPromise(async () => journey(PAID_CONFIG)) } }), {
        input,
      }).start();
    const onCard = start(RESUME_ON_CARD);
    await new Promise((r) => setTimeout(r, 0));
    expect(onCard.getSnapshot().value).toEqual({ checkout: 'payment' });
    // Once: back to the steps and into checkout again opens the form.
    onCard.send({ type: 'checkout.back' });
    onCard.send({ type: 'checkout.back' });
    expect(onCard.getSnapshot().value).toBe('steps');
    onCard.send({ type: 'steps.continue' });
    expect(onCard.getSnapshot().value).toEqual({ checkout: 'form' });

    const noHold = start({ ...RESUME_ON_CARD, lock: null });
    await new Promise((r) => setTimeout(r, 0));
    expect(noHold.getSnapshot().value).toEqual({ checkout: 'lockInit' });
    const emptyForm = start({ ...RESUME_ON_CARD, data: { ...INPUT.data, ...DETAILS } });
    await new Promise((r) => setTimeout(r, 0));
    expect(emptyForm.getSnapshot().value).toEqual({ checkout: 'form' });
  });

  it('a confirmed reservation in storage shows success at once', () => {
    const actor = createActor(orderOnlineMachine, {
      input: { ...INPUT, reservation: { vehicleId: 7, attempt: 1, orderNumber: ORDER, confirmed: true } },
    }).start();
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('a configurator journey starts from its config_url alone and keeps it for the order', async () => {
    const loaded: unknown[] = [];
    const actor = createActor(
      orderOnlineMachine.provide({
        actors: {
          loadJourney: fromPromise(async ({ input }) => {
            loaded.push(input);
            return journey({ ...PAID_CONFIG, configurator: true });
          }),
        },
      }),
      { input: { ...INPUT, vehicleId: null, configUrl: '/build-yours?config=1', data: { ...EMPTY_ORDER_ONLINE_DATA } } },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toEqual([{ listKey: 'iraq', vehicleId: null, configUrl: '/build-yours?config=1' }]);
    expect(actor.getSnapshot().value).toBe('steps');
    expect(actor.getSnapshot().context.vehicleId).toBe(7);
    expect(actor.getSnapshot().context.data.configUrl).toBe('/build-yours?config=1');
  });

  it('starts on the steps page the server drew, from its data, with the car’s own retailer chosen, and loads nothing', () => {
    const h = createHarness(PAID_CONFIG, { ...INPUT, drawn: journey(PAID_CONFIG) });
    const snapshot = h.snapshot();
    expect(snapshot.value).toBe('steps');
    expect(h.calls.size).toBe(0);
    expect(snapshot.context.vehicle?.id).toBe(7);
    expect(snapshot.context.data.locationDetails).toEqual({ uuid: 'IQ-1', name: 'Erbil', address: 'Erbil', phone: '' });
    expect(snapshot.context.data.paymentRecipient).toEqual(snapshot.context.data.locationDetails);
    expect(snapshot.context.drawn).toBeNull();
    expect(h.persisted).toHaveLength(1);
  });

  it('loads as before when the drawing is of another car, a configurator journey or another step; a stored choice is kept', () => {
    for (const input of [
      { ...INPUT, drawn: { ...journey(PAID_CONFIG), vehicle: { ...journey(PAID_CONFIG).vehicle, id: 8 } } },
      { ...INPUT, configUrl: '/build-yours?config=1', drawn: journey(PAID_CONFIG) },
      { ...INPUT, step: 'checkout' as const, drawn: journey(PAID_CONFIG) },
    ]) {
      const h = createHarness(PAID_CONFIG, input);
      expect(h.snapshot().value).toBe('loading');
      expect(h.calls.count('loadJourney')).toBe(1);
      expect(h.snapshot().context.drawn).toBeNull();
    }
    const chosen = { uuid: 'IQ-2', name: 'Basra', address: '', phone: '' };
    const kept = createHarness(PAID_CONFIG, {
      ...INPUT,
      data: { ...INPUT.data, locationDetails: chosen, location: 'IQ-2' },
      drawn: journey(PAID_CONFIG),
    });
    expect(kept.snapshot().context.data.locationDetails).toEqual(chosen);
  });

  it('without a vehicle or a config_url there is nothing to order', () => {
    const actor = createActor(orderOnlineMachine, { input: { ...INPUT, vehicleId: null, data: { ...EMPTY_ORDER_ONLINE_DATA } } }).start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('no_vehicle');
  });

  it('follows another tab of the journey: its later hold and its choices, without undoing a known order number', async () => {
    const actor = createActor(orderOnlineMachine.provide({ actors: { loadJourney: fromPromise(async () => journey(PAID_CONFIG)) } }), {
      input: {
        ...INPUT,
        step: 'checkout',
        data: { ...INPUT.data, ...DETAILS },
        lock: { lockId: 'l', expiresAt: 60_000 },
        reservation: { vehicleId: 7, attempt: 1, orderNumber: ORDER, confirmed: false },
        now: 1_000,
      },
    }).start();
    await new Promise((r) => setTimeout(r, 0));
    const lease = { type: 'lease' as const, metadata: {}, data: [] };
    actor.send({
      type: 'storage.changed',
      data: { ...INPUT.data, ...DETAILS, paymentOptionsData: lease },
      reservation: { vehicleId: 7, attempt: 1, orderNumber: null, confirmed: false },
      lock: { vehicleId: 7, holder: HOLDER, lockId: 'l', expiresAt: 120_000 },
    });
    const { context } = actor.getSnapshot();
    expect(context.lock).toEqual({ lockId: 'l', expiresAt: 120_000 });
    expect(context.data.paymentOptionsData).toEqual(lease);
    expect(context.reservation.orderNumber).toBe(ORDER);
    // Another holder's record is not ours to follow.
    actor.send({
      type: 'storage.changed',
      data: context.data,
      reservation: context.reservation,
      lock: { vehicleId: 7, holder: 'someone-else', lockId: 'x', expiresAt: 999_000 },
    });
    expect(actor.getSnapshot().context.lock).toEqual({ lockId: 'l', expiresAt: 120_000 });
  });
});

describe('order-online machine, SMS phone check (phone_verification: required)', () => {
  const REQUIRED: OrderConfig = { ...PAID_CONFIG, phoneVerification: 'required' };
  const VERIFIED = '+9647501234567'; // CUSTOMER's 07501234567 in E.164
  const phoneEvents: OrderOnlineEvent[] = [
    { type: 'phone.verified', phone: VERIFIED },
    { type: 'customer.set', field: 'phone', value: '0750 999 8888' },
    { type: 'customer.set', field: 'phone', value: '+964 750 123 4567' },
  ];
  const withPhone = (s: Snapshot) => {
    const { context } = s;
    const phone = context.data.customerData?.phone ?? '';
    return JSON.stringify([JSON.parse(abstractState(s)), phone.replace(/\D/g, '').endsWith('1234567'), context.verifiedPhone]);
  };
  const model = createTestModel(orderOnlineMachine, {
    input: INPUT,
    events: () => [...eventsFor(REQUIRED), ...phoneEvents],
    filterEvents: (state, event) => event.type === 'phone.verified' || isPossible(state, event),
    serializeState: withPhone,
  });
  const shortest = model.getShortestPaths();
  // Every submit that left the form for the payment step.
  const submitted = shortest
    .flatMap((p) => p.steps)
    .filter((s) => s.event.type === 'form.submit' && s.state.matches({ checkout: 'payment' }));
  // The shortest few walks past the form (the phone events multiply the paths; a handful shows the walk holds).
  const pastForm = shortest
    .filter((p) => p.steps.some((s) => s.state.matches({ checkout: 'payment' })))
    .sort((a, b) => a.steps.length - b.steps.length)
    .slice(0, 8);

  it('leaves the form for payment only with the verified number in the form', () => {
    expect(submitted.length).toBeGreaterThan(0);
    for (const { state } of submitted) {
      expect(state.context.verifiedPhone).toBe(VERIFIED);
      expect(phoneIsSettled(state.context)).toBe(true);
    }
  });
  testPaths('walks', pastForm, () => params(createHarness(REQUIRED)), outcome);

  async function atForm(config: OrderConfig) {
    const h = createHarness(config);
    h.calls.take('loadJourney').resolve(journey(config));
    await h.settle();
    h.actor.send({ type: 'details.set', patch: DETAILS });
    h.actor.send({ type: 'steps.continue' });
    h.actor.send({ type: 'lock.take' });
    h.calls.take('takeLock').resolve({ lockId: 'l', expiresAt: 1 });
    await h.settle();
    h.actor.send({ type: 'details.set', patch: CUSTOMER });
    return h.actor;
  }

  it('refuses the submit until the number is verified; the same number written differently keeps it', async () => {
    const actor = await atForm(REQUIRED);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'form' });
    actor.send({ type: 'phone.verified', phone: VERIFIED });
    actor.send({ type: 'customer.set', field: 'phone', value: '+964 750 123 4567' });
    expect(actor.getSnapshot().context.verifiedPhone).toBe(VERIFIED);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'payment' });
  });

  it('changing the number (here, or in another tab) drops the verification', async () => {
    const actor = await atForm(REQUIRED);
    actor.send({ type: 'phone.verified', phone: VERIFIED });
    actor.send({ type: 'customer.set', field: 'phone', value: '07509998888' });
    expect(actor.getSnapshot().context.verifiedPhone).toBeNull();
    actor.send({ type: 'customer.set', field: 'phone', value: '07501234567' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'form' });

    actor.send({ type: 'phone.verified', phone: VERIFIED });
    const { data, reservation } = actor.getSnapshot().context;
    actor.send({
      type: 'storage.changed',
      data: { ...data, customerData: { ...CUSTOMER.customerData, phone: '07509998888' } },
      reservation: { ...reservation, vehicleId: 7 },
    });
    expect(actor.getSnapshot().context.verifiedPhone).toBeNull();
  });

  it('with the setting off, no verification is needed', async () => {
    const actor = await atForm({ ...PAID_CONFIG, phoneVerification: 'off' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'payment' });
  });
});
