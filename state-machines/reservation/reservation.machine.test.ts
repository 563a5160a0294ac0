/** The reservation machine walked by createTestModel (every reachable state, shortest paths), plus resume and side-effect checks. */
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  callAnswers,
  callsByState,
  createHarness as harnessOf,
  modelParams,
  itReaches,
  sampledOnly,
  testPaths,
} from '../testing/harness.js';
import {
  detailProblem,
  reservationMachine,
  PAYMENT_POLL_MS,
  type ReservationEvent,
  type ReservationInput,
  type StoredReservation,
} from './index.js';
import type { LoadOutput, ReservationVehicle } from './reservation.types.js';
import { SAMPLE_RESERVATION_CONFIG, SAMPLE_RESERVATION_LOAD, sampleReservationCar } from '../testing/samples.js';

const car = (id: number, model = 'Defender'): ReservationVehicle => sampleReservationCar(id, model);
const CONFIG = SAMPLE_RESERVATION_CONFIG;
const LOADED: LoadOutput = SAMPLE_RESERVATION_LOAD;
const NOW = 1_000_000;
const INPUT: ReservationInput = { listKey: 'iraq', holder: 'holder-1', now: NOW, maxPolls: 2 };
const SERVER_ERROR = { code: 'http_500', message: 'boom', status: 500 };
const NOT_FOUND = { code: 'listing_not_found', message: 'No listing', status: 404 };
const LOCKED = { code: 'vehicle_locked', message: 'Someone else', status: 409 };

type Snapshot = SnapshotFrom<typeof reservationMachine>;
const CALLS = ['load', 'loadTab', 'acquireLock', 'createLead', 'startPayment', 'pay', 'checkPayment', 'confirm'] as const;
type Call = (typeof CALLS)[number];

/** The machine with calls the test settles by hand, a simulated clock for the poll timer, and recorded effects. */
function createHarness(input: ReservationInput = INPUT) {
  const effects: string[] = [];
  const records: (StoredReservation | null)[] = [];
  const h = harnessOf(reservationMachine, {
    calls: CALLS,
    input,
    actions: {
      persist: (_args, stored) => {
        records.push(stored);
        effects.push(`persist:${stored?.stage ?? 'none'}`);
      },
      forget: () => void effects.push('forget'),
      releaseLock: (_args, lock) => void effects.push(`release:${lock?.lockId ?? 'none'}`),
    },
  });
  return { ...h, effects, records };
}
type Harness = ReturnType<typeof createHarness>;

/** The visitor types the checkout's names and e-mail (Shwan Karim). */
function typeDetails(h: Harness, email = 'shwan@example.com'): void {
  for (const [field, value] of [
    ['firstName', 'Shwan'],
    ['lastName', 'Karim'],
    ['email', email],
  ] as const)
    h.actor.send({ type: 'details.change', field, value });
}

/** Loaded (`loaded`), past the welcome and holding car 1: on the checkout. */
async function holdingCar(loaded: LoadOutput = LOADED): Promise<Harness> {
  const h = createHarness();
  await h.answer('load', loaded);
  h.actor.send({ type: 'start' });
  h.actor.send({ type: 'vehicle.select', vehicleId: 1 });
  await h.answer('acquireLock', { lockId: 'lock-1', expiresAt: NOW + 900_000 });
  return h;
}

/** The visitor fills in the checkout, accepts the terms and sends it. */
function sendCheckout(h: Harness): void {
  typeDetails(h);
  h.actor.send({ type: 'terms.set', accepted: true });
  h.actor.send({ type: 'submit' });
}

function abstractState(state: Snapshot): string {
  const c = state.context;
  const fields = (['firstName', 'lastName', 'email'] as const).map((f) => detailProblem(f, c.details[f]) === null);
  return JSON.stringify([
    state.value,
    c.stage,
    c.tab,
    c.termsAccepted,
    fields,
    c.polls,
    c.error?.code ?? null,
    c.notice?.code ?? null,
    !!c.leadId,
    !!c.paymentReference,
  ]);
}

/** Which call a state has out. */
const OUT = callsByState<Call>({
  '"loading"': 'load',
  '"loadingTab"': 'loadTab',
  '"loadingMore"': 'loadTab',
  '"locking"': 'acquireLock',
  '{"held":"creatingLead"}': 'createLead',
  '{"held":"startingPayment"}': 'startPayment',
  '{"held":"paying"}': 'pay',
  '{"held":"checkingPayment"}': 'checkPayment',
  '"confirming"': 'confirm',
});

const { done, failed } = callAnswers<ReservationEvent, Call>();

const EVENTS: ReservationEvent[] = [
  { type: 'start' },
  { type: 'tab.select', tab: 'Discovery' },
  { type: 'vehicles.more' },
  { type: 'vehicle.select', vehicleId: 1 },
  { type: 'back' },
  { type: 'details.change', field: 'firstName', value: 'Shwan' },
  { type: 'details.change', field: 'lastName', value: 'Karim' },
  { type: 'details.change', field: 'email', value: 'shwan@example.com' },
  { type: 'terms.set', accepted: true },
  { type: 'submit' },
  { type: 'card.submit' },
  { type: 'poll.due' },
  { type: 'lock.expired' },
  { type: 'retry' },
  { type: 'restart' },
  done('load', LOADED),
  done('load', { ...LOADED, tabs: [], tab: null, vehicles: [] }),
  failed('load', NOT_FOUND),
  failed('load', SERVER_ERROR),
  done('loadTab', { tab: 'Discovery', vehicles: [car(3, 'Discovery')] }),
  done('acquireLock', { lockId: 'lock-1', expiresAt: NOW + 900_000 }),
  failed('acquireLock', LOCKED),
  done('createLead', { leadId: 'lead-1', leadToken: 'token-1' }),
  done('startPayment', { reference: 'ref-1' }),
  done('pay', { status: 'authorized' }),
  done('pay', { status: 'failed' }),
  done('pay', { status: 'processing' }),
  done('checkPayment', { status: 'pending' }),
  done('checkPayment', { status: 'paid' }),
  done('confirm', { orderNumber: 'LRDX-ABCDEFGH' }),
  failed('confirm', { code: 'lock_expired', message: 'gone', status: 409 }),
];

/** Answers are possible only while their call is out; the poll timer only while it runs. */
const isPossible = sampledOnly<Snapshot, ReservationEvent>(EVENTS, OUT, {
  'poll.due': (state: Snapshot) => state.matches({ held: 'awaitingPayment' }),
});

const outputOf = (event: { type: string }) =>
  'output' in event ? `(${JSON.stringify((event as { output: unknown }).output).slice(0, 30)})` : '';

function testParams(h: Harness) {
  return modelParams(h, {
    serializeState: abstractState,
    callsOut: OUT.callsOut,
    timers: { 'poll.due': PAYMENT_POLL_MS },
  });
}

describe('reservation machine, model-based', () => {
  const model = createTestModel(reservationMachine, {
    input: INPUT,
    events: () => EVENTS,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const paths = model.getShortestPaths();
  itReaches('reaches every screen of the catalogue', paths, [
    '"landing"',
    '"vehicles"',
    '"noVehicles"',
    '{"held":"checkout"}',
    '{"held":"payment"}',
    '{"held":"awaitingPayment"}',
    '"thankYou"',
    '"softLockExpired"',
    '"paymentExpired"',
    '"unavailable"',
    '"error"',
  ]);
  testPaths('shortest', paths, () => testParams(createHarness()), outputOf);
});

/** PayPal (approval page) and LiqPay (checkout form): the buyer leaves on `paying` and comes back to the payment step. */
const REDIRECT_LOADED: LoadOutput = { ...LOADED, config: { ...CONFIG, vendorType: 'PAYPAL' } };

describe('reservation machine, resume, free reservation and effects', () => {
  const stored = (over: Partial<StoredReservation>): StoredReservation => ({
    version: 1,
    listKey: 'iraq',
    holder: 'stored-holder',
    stage: 'checkout',
    vehicle: car(2),
    lockId: 'lock-9',
    expiresAt: NOW + 60_000,
    leadId: null,
    leadToken: null,
    paymentReference: null,
    orderNumber: null,
    email: 'a@b.co',
    ...over,
  });
  const resumed = async (record: StoredReservation, now = NOW) => {
    const h = createHarness({ ...INPUT, now, stored: record });
    if (h.calls.has('load')) await h.answer('load', LOADED);
    return h;
  };

  it('keeps the lead attempt across a reload, so a dropped lead is not re-sent under its old key', async () => {
    const h = await resumed(stored({ stage: 'checkout', lockId: 'lock-1', leadAttempt: 3 }));
    expect(h.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    typeDetails(h);
    h.actor.send({ type: 'terms.set', accepted: true });
    h.actor.send({ type: 'submit' });
    const key = (h.calls.input('createLead') as { idempotencyKey: string }).idempotencyKey;
    expect(key.startsWith('stored-holder:lead:2:')).toBe(true);
    // Three detail changes on top of the stored 3 (from 0 they would make 3): the stored count was kept.
    expect(Number(key.split(':').at(-1))).toBeGreaterThan(3);
    expect(h.records.at(-1)?.leadAttempt).toBeGreaterThanOrEqual(3);
  });

  it('shows the next twelve cars of a tab on "Show more", keeping the shown ones (12 of 66)', async () => {
    const h = createHarness();
    const first = Array.from({ length: 12 }, (_, i) => car(i + 1));
    await h.answer('load', { ...LOADED, tabs: [{ value: 'Defender', count: 14 }], vehicles: first });
    h.actor.send({ type: 'start' });
    h.actor.send({ type: 'vehicles.more' });
    expect(h.actor.getSnapshot().value).toBe('loadingMore');
    expect(h.calls.input('loadTab')).toEqual({ listKey: 'iraq', tab: 'Defender', page: 2 });
    // The shown cars can still be reserved while the next ones load.
    expect(h.actor.getSnapshot().context.vehicles).toHaveLength(12);
    await h.answer('loadTab', { tab: 'Defender', vehicles: [car(12), car(13), car(14)] });
    const { value, context } = h.actor.getSnapshot();
    expect(value).toBe('vehicles');
    expect(context.vehicles.map((v) => v.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    // All 14 shown: no more to ask for.
    h.actor.send({ type: 'vehicles.more' });
    expect(h.actor.getSnapshot().value).toBe('vehicles');
  });

  it('shows a made reservation straight from storage, without loading', async () => {
    const h = await resumed(stored({ stage: 'done', orderNumber: 'LRDX-22223333', leadId: 'lead-9' }));
    expect(h.actor.getSnapshot().value).toBe('reservationMade');
    expect(h.calls.size).toBe(0);
    h.actor.send({ type: 'reservation.forget' });
    expect(h.effects).toContain('forget');
    expect(h.actor.getSnapshot().value).toBe('loading');
  });

  it('resumes a live checkout with its own holder, and an expired one as soft-lock expired', async () => {
    const live = await resumed(stored({}));
    expect(live.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    expect(live.actor.getSnapshot().context.holder).toBe('stored-holder');
    const late = await resumed(stored({}), NOW + 61_000);
    expect(late.actor.getSnapshot().value).toBe('softLockExpired');
    expect(late.effects).toContain('forget');
  });

  it('resumes an awaited payment, and gives up after the last poll (simulated clock)', async () => {
    const h = await resumed(stored({ stage: 'awaiting', leadId: 'lead-9', leadToken: 'token-9', paymentReference: 'ref-9' }));
    expect(h.actor.getSnapshot().value).toEqual({ held: 'awaitingPayment' });
    for (let poll = 1; poll <= 2; poll += 1) {
      h.clock.increment(PAYMENT_POLL_MS - 1);
      expect(h.calls.has('checkPayment')).toBe(false);
      h.clock.increment(1);
      expect(h.calls.input('checkPayment')).toEqual({ leadId: 'lead-9', leadToken: 'token-9' });
      await h.answer('checkPayment', { status: 'pending' });
    }
    expect(h.actor.getSnapshot().value).toBe('paymentExpired');
    const lateAwaiting = await resumed(stored({ stage: 'awaiting', leadId: 'l', paymentReference: 'r' }), NOW + 61_000);
    expect(lateAwaiting.actor.getSnapshot().value).toBe('paymentExpired');
  });

  it('ignores a stored journey of another list', async () => {
    const h = await resumed(stored({ listKey: 'erbil-retailer' }));
    expect(h.actor.getSnapshot().value).toBe('landing');
    expect(h.actor.getSnapshot().context.holder).toBe('holder-1');
  });

  it('confirms a free reservation without a payment, and persists each stage', async () => {
    const h = createHarness();
    await h.answer('load', { ...LOADED, config: { ...CONFIG, vendorType: 'NO_PAYMENT_JAPAN', free: true } });
    h.actor.send({ type: 'start' });
    h.actor.send({ type: 'vehicle.select', vehicleId: 2 });
    expect(h.calls.input('acquireLock')).toEqual({ vehicleId: 2, holder: 'holder-1' });
    await h.answer('acquireLock', { lockId: 'lock-2', expiresAt: NOW + 900_000 });
    h.actor.send({ type: 'submit' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    typeDetails(h, ' shwan@example.com ');
    h.actor.send({ type: 'submit' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'checkout' }); // terms not accepted
    h.actor.send({ type: 'terms.set', accepted: true });
    h.actor.send({ type: 'submit' });
    await h.answer('createLead', { leadId: 'lead-2', leadToken: 'token-2' });
    expect(h.actor.getSnapshot().value).toBe('confirming');
    expect(h.calls.input('confirm')).toEqual({
      vehicle: car(2),
      lockId: 'lock-2',
      holder: 'holder-1',
      leadId: 'lead-2',
      leadToken: 'token-2',
      paymentReference: null,
      email: 'shwan@example.com',
    });
    await h.answer('confirm', { orderNumber: 'LRDX-ABCDEFGH' });
    expect(h.actor.getSnapshot().value).toBe('thankYou');
    expect(h.effects).toEqual(['persist:checkout', 'persist:done']);
    // The token is stored beside the lead, so the cancellation link survives a reload.
    expect(h.records.at(-1)).toMatchObject({ stage: 'done', leadId: 'lead-2', leadToken: 'token-2', orderNumber: 'LRDX-ABCDEFGH' });
    const reloaded = await resumed(h.records.at(-1)!);
    expect(reloaded.actor.getSnapshot().value).toBe('reservationMade');
    expect(reloaded.actor.getSnapshot().context).toMatchObject({ leadId: 'lead-2', leadToken: 'token-2' });
  });

  it('re-sends the idempotency key of a lead whose answer was lost, and draws a new one for other details or a dropped lead', async () => {
    const h = await holdingCar();
    sendCheckout(h);
    const keyOf = () => (h.calls.input('createLead') as { idempotencyKey: string }).idempotencyKey;
    const first = keyOf();
    expect(first).toContain('holder-1');
    // The answer is lost: the visitor retries from the error screen and sends the same lead again.
    await h.fail('createLead', { code: 'network_error', message: 'offline', status: 0 });
    expect(h.actor.getSnapshot().value).toBe('error');
    h.actor.send({ type: 'retry' });
    await h.answer('load', LOADED);
    expect(h.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    h.actor.send({ type: 'submit' });
    expect(keyOf()).toBe(first);
    // Other details are another lead.
    await h.fail('createLead', { code: 'network_error', message: 'offline', status: 0 });
    h.actor.send({ type: 'retry' });
    await h.answer('load', LOADED);
    h.actor.send({ type: 'details.change', field: 'email', value: 'shwan.k@example.com' });
    h.actor.send({ type: 'submit' });
    const second = keyOf();
    expect(second).not.toBe(first);
    // A lead that was answered and then dropped (a declined card) is not re-used.
    await h.answer('createLead', { leadId: 'lead-9', leadToken: 'token-9' });
    await h.answer('startPayment', { reference: 'ref-9' });
    h.actor.send({ type: 'card.submit' });
    await h.answer('pay', { status: 'failed' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'declined' });
    h.actor.send({ type: 'card.retry' });
    expect(keyOf()).not.toBe(second);
    expect(keyOf()).not.toBe(first);
  });

  it("carries the lead's token to the deposit, the payment checks and the confirmation", async () => {
    const h = await holdingCar();
    sendCheckout(h);
    await h.answer('createLead', { leadId: 'lead-3', leadToken: 'token-3' });
    expect(h.calls.input('startPayment')).toMatchObject({ leadId: 'lead-3', leadToken: 'token-3' });
    await h.answer('startPayment', { reference: 'ref-3' });
    expect(h.records.at(-1)).toMatchObject({ stage: 'payment', leadId: 'lead-3', leadToken: 'token-3' });
    h.actor.send({ type: 'card.submit' });
    expect(h.calls.input('pay')).toEqual({ reference: 'ref-3', leadId: 'lead-3', leadToken: 'token-3' });
    await h.answer('pay', { status: 'processing' });
    h.clock.increment(PAYMENT_POLL_MS);
    expect(h.calls.input('checkPayment')).toEqual({ leadId: 'lead-3', leadToken: 'token-3' });
    await h.answer('checkPayment', { status: 'authorized' });
    expect(h.calls.input('confirm')).toMatchObject({ leadId: 'lead-3', leadToken: 'token-3', paymentReference: 'ref-3' });
  });

  it('drops the token with the lead when a payment fails', async () => {
    const h = await resumed(stored({ stage: 'payment', leadId: 'lead-4', leadToken: 'token-4', paymentReference: 'ref-4' }));
    h.actor.send({ type: 'card.submit' });
    await h.answer('pay', { status: 'failed' });
    expect(h.actor.getSnapshot().context).toMatchObject({ leadId: null, leadToken: null, paymentReference: null });
  });

  it('keeps the hold and the details after a declined card, and pays again with another card', async () => {
    const h = await resumed(stored({ stage: 'payment', leadId: 'lead-5', leadToken: 'token-5', paymentReference: 'ref-5' }));
    h.actor.send({ type: 'card.submit' });
    await h.answer('pay', { status: 'failed' });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual({ held: 'declined' });
    expect(snapshot.context.error?.code).toBe('card_declined');
    expect(snapshot.context.lockId).not.toBeNull();
    h.actor.send({ type: 'card.retry' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'creatingLead' });
    await h.answer('createLead', { leadId: 'lead-6', leadToken: 'token-6' });
    await h.answer('startPayment', { reference: 'ref-6' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'payment' });
  });

  it('back from PayPal: approved asks what the deposit became and confirms; cancelled returns to the checkout saying so', async () => {
    const back = async () => {
      const h = createHarness({
        ...INPUT,
        stored: stored({ stage: 'payment', leadId: 'lead-7', leadToken: 'token-7', paymentReference: 'PAYPAL-7' }),
      });
      await h.answer('load', REDIRECT_LOADED);
      expect(h.actor.getSnapshot().value).toEqual({ held: 'payment' });
      return h;
    };
    const approved = await back();
    approved.actor.send({ type: 'vendor.returned', outcome: 'approved' });
    expect(approved.calls.input('checkPayment')).toEqual({ leadId: 'lead-7', leadToken: 'token-7' });
    await approved.answer('checkPayment', { status: 'authorized' });
    expect(approved.actor.getSnapshot().value).toBe('confirming');

    const cancelled = await back();
    cancelled.actor.send({ type: 'vendor.returned', outcome: 'cancelled' });
    expect(cancelled.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    expect(cancelled.actor.getSnapshot().context).toMatchObject({ vendorNotice: 'cancelled', leadId: null, paymentReference: null });
    expect(cancelled.actor.getSnapshot().context.lockId).not.toBeNull();

    const refused = await back();
    refused.actor.send({ type: 'vendor.returned', outcome: 'approved' });
    await refused.answer('checkPayment', { status: 'failed' });
    expect(refused.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    expect(refused.actor.getSnapshot().context.vendorNotice).toBe('failed');
  });

  it('after a cancel at PayPal the next try is a new lead and payment, and the notice goes when it starts', async () => {
    const h = createHarness({
      ...INPUT,
      stored: stored({ stage: 'payment', leadId: 'lead-7', leadToken: 'token-7', paymentReference: 'PAYPAL-7', leadAttempt: 0 }),
    });
    await h.answer('load', REDIRECT_LOADED);
    h.actor.send({ type: 'vendor.returned', outcome: 'cancelled' });
    // The reloaded page typed nothing yet: the widget gives back the draft, the visitor accepts the terms.
    typeDetails(h);
    h.actor.send({ type: 'terms.set', accepted: true });
    expect(h.actor.getSnapshot().context.vendorNotice).toBe('cancelled');
    h.actor.send({ type: 'submit' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'creatingLead' });
    expect(h.actor.getSnapshot().context.vendorNotice).toBeNull();
    const attempt = h.calls.input('createLead') as { idempotencyKey: string };
    // Not the cancelled lead's key (attempt 0): the server would answer with that lead, whose payment is spent.
    expect(attempt.idempotencyKey).toMatch(/^stored-holder:lead:2:[1-9]\d*$/);
    await h.answer('createLead', { leadId: 'lead-8', leadToken: 'token-8' });
    expect(h.calls.input('startPayment')).toMatchObject({ leadId: 'lead-8', config: { vendorType: 'PAYPAL' } });
    await h.answer('startPayment', { reference: 'PAYPAL-8' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'payment' });
    expect(h.effects.at(-1)).toBe('persist:payment');
  });

  it('back from LiqPay with the payment refused, after a reload while the deposit was awaited: the checkout says LiqPay refused it', async () => {
    const h = createHarness({
      ...INPUT,
      stored: stored({ stage: 'awaiting', leadId: 'lead-7', leadToken: 'token-7', paymentReference: 'LIQPAY-7' }),
    });
    await h.answer('load', { ...LOADED, config: { ...CONFIG, vendorType: 'LIQPAY' } });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'awaitingPayment' });
    h.clock.increment(PAYMENT_POLL_MS);
    await h.answer('checkPayment', { status: 'failed' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    expect(h.actor.getSnapshot().context).toMatchObject({ vendorNotice: 'failed', paymentReference: null });
  });

  it('releases the lock and forgets the journey when the visitor goes back', async () => {
    const h = await holdingCar();
    h.actor.send({ type: 'lock.extended', lockId: 'lock-1', expiresAt: NOW + 1_800_000 });
    expect(h.actor.getSnapshot().context.expiresAt).toBe(NOW + 1_800_000);
    h.actor.send({ type: 'back' });
    expect(h.actor.getSnapshot().value).toBe('vehicles');
    expect(h.effects).toEqual(['persist:checkout', 'persist:checkout', 'release:lock-1', 'forget']);
    expect(h.actor.getSnapshot().context.lockId).toBeNull();
  });

  it('keeps someone-else-holds-it as a notice on the vehicle list, not an error', async () => {
    const h = createHarness();
    await h.answer('load', LOADED);
    h.actor.send({ type: 'start' });
    h.actor.send({ type: 'vehicle.select', vehicleId: 99 });
    expect(h.actor.getSnapshot().value).toBe('vehicles'); // not listed: ignored
    h.actor.send({ type: 'vehicle.select', vehicleId: 1 });
    await h.fail('acquireLock', LOCKED);
    expect(h.actor.getSnapshot().value).toBe('vehicles');
    expect(h.actor.getSnapshot().context.notice?.code).toBe('vehicle_locked');
  });
});

describe('reservation machine, phone verification required by the shop', () => {
  it('sends the checkout only with the verified number; another number drops the verification', async () => {
    const h = await holdingCar({
      ...LOADED,
      config: { ...CONFIG, vendorType: 'NO_PAYMENT_JAPAN', free: true, phoneVerification: 'required' },
    });
    sendCheckout(h);
    expect(h.actor.getSnapshot().value, 'no phone').toEqual({ held: 'checkout' });
    h.actor.send({ type: 'details.change', field: 'phone', value: '+964 750 123 ٤٥٦٧' });
    h.actor.send({ type: 'submit' });
    expect(h.actor.getSnapshot().value, 'phone not verified').toEqual({ held: 'checkout' });
    h.actor.send({ type: 'phone.verified', phone: '+9647501234567' });
    h.actor.send({ type: 'details.change', field: 'phone', value: '+964 750 123 4560' });
    expect(h.actor.getSnapshot().context.verifiedPhone, 'another number').toBeNull();
    h.actor.send({ type: 'submit' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'checkout' });
    h.actor.send({ type: 'details.change', field: 'phone', value: '+964 750 123 4567' });
    h.actor.send({ type: 'phone.verified', phone: '+9647501234567' });
    h.actor.send({ type: 'details.change', field: 'phone', value: '07501234567' });
    expect(h.actor.getSnapshot().context.verifiedPhone, 'same number, written otherwise').toBe('+9647501234567');
    h.actor.send({ type: 'submit' });
    expect(h.actor.getSnapshot().value).toEqual({ held: 'creatingLead' });
  });
});
