/** The cancellation machine walked by createTestModel, the poll bound on a simulated clock, and its inputs. */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
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
import { CANCELLATION_POLL_MS, cancellationMachine, type CancellationEvent, type LeadSummary } from './index.js';

const lead = (over: Partial<LeadSummary> = {}): LeadSummary => ({
  id: 'lead-1',
  paymentStatus: 'authorized',
  cancellationStatus: null,
  vehicleTitle: 'Defender 110',
  vin: 'SALEA7BU0R2100001',
  orderNumber: 'LRDX-ABCDEFGH',
  ...over,
});
const MAX_POLLS = 2;
const NOT_FOUND = { code: 'lead_not_found', message: 'No lead', status: 404 };
const SERVER_ERROR = { code: 'http_500', message: 'boom', status: 500 };
type Snapshot = SnapshotFrom<typeof cancellationMachine>;
type Call = 'fetchLead' | 'requestCancellation';
const TOKEN = 'tok_3q2-Xb';

const createHarness = (leadId: string | null = 'lead-1', token: string | null = TOKEN) =>
  harnessOf(cancellationMachine, {
    calls: ['fetchLead', 'requestCancellation'],
    input: { leadId, token, maxPolls: MAX_POLLS },
  });
type Harness = ReturnType<typeof createHarness>;

const { done, failed } = callAnswers<CancellationEvent, Call>();
const EVENTS: CancellationEvent[] = [
  { type: 'cancel.open' },
  { type: 'cancel.dismiss' },
  { type: 'cancel.confirm' },
  { type: 'retry' },
  { type: 'poll.due' },
  done('fetchLead', lead()),
  done('fetchLead', lead({ paymentStatus: 'paid' })),
  done('fetchLead', lead({ cancellationStatus: 'requested' })),
  done('fetchLead', lead({ cancellationStatus: 'sent' })),
  failed('fetchLead', NOT_FOUND),
  failed('fetchLead', SERVER_ERROR),
  done('requestCancellation', lead({ cancellationStatus: 'requested' })),
  failed('requestCancellation', SERVER_ERROR),
];
const OUT = callsByState<Call>({ '"loading"': 'fetchLead', '"polling"': 'fetchLead', '"requesting"': 'requestCancellation' });
/** The poll timer runs only while the cancellation is awaited. */
const WHEN = { 'poll.due': (state: Snapshot) => state.matches('awaitingCancellation') };
const abstractState = (state: Snapshot) => {
  const c = state.context;
  return JSON.stringify([state.value, c.polls, c.lead?.paymentStatus ?? null, c.lead?.cancellationStatus ?? null, c.error?.code ?? null]);
};

function testParams(h: Harness) {
  return modelParams(h, {
    serializeState: abstractState,
    callsOut: OUT.callsOut,
    // Every call carries the lead and its token from the link.
    check: (state) => {
      const out = OUT.outIn(state);
      if (out) expect(h.calls.input(out)).toEqual({ leadId: 'lead-1', token: TOKEN });
    },
    timers: { 'poll.due': CANCELLATION_POLL_MS },
  });
}

describe('cancellation machine, model-based', () => {
  const model = createTestModel(cancellationMachine, {
    input: { leadId: 'lead-1', token: TOKEN, maxPolls: MAX_POLLS },
    events: () => EVENTS,
    filterEvents: sampledOnly(EVENTS, OUT, WHEN),
    serializeState: abstractState,
  });
  const paths = model.getShortestPaths();
  itReaches(
    'reaches every screen of the catalogue',
    paths,
    ['landing', 'paidLead', 'confirm', 'awaitingCancellation', 'cancelled', 'requestReceived', 'unavailable', 'error'].map((screen) =>
      JSON.stringify(screen),
    ),
  );
  testPaths('shortest', paths, () => testParams(createHarness()));
});

describe('cancellation machine, order link (?order=&token=), model-based', () => {
  const ORDER = 'LRDX-ABCDEFGH';
  const input = { leadId: null, orderNumber: ORDER, token: TOKEN, maxPolls: MAX_POLLS };
  // An order's cancellation answers at once: `sent` straight from the request.
  const orderEvents = [...EVENTS, done('requestCancellation', lead({ id: ORDER, cancellationStatus: 'sent' }))];
  const model = createTestModel(cancellationMachine, {
    input,
    events: () => orderEvents,
    filterEvents: sampledOnly(orderEvents, OUT, WHEN),
    serializeState: abstractState,
  });
  const paths = model.getShortestPaths();
  itReaches(
    'reaches the same screens, and cancelled straight from the request',
    paths,
    ['landing', 'paidLead', 'confirm', 'cancelled', 'unavailable', 'error'].map((screen) => JSON.stringify(screen)),
  );
  testPaths('shortest', paths, () => {
    const h = harnessOf(cancellationMachine, { calls: ['fetchLead', 'requestCancellation'], input });
    return modelParams(h, {
      serializeState: abstractState,
      callsOut: OUT.callsOut,
      // Every call names the order and carries its token; no lead id.
      check: (state) => {
        const out = OUT.outIn(state);
        if (out) expect(h.calls.input(out)).toEqual({ leadId: '', orderNumber: ORDER, token: TOKEN });
      },
      timers: { 'poll.due': CANCELLATION_POLL_MS },
    });
  });

  it('is unavailable with an order number but no token, without asking the server', () => {
    const h = harnessOf(cancellationMachine, { calls: ['fetchLead', 'requestCancellation'], input: { ...input, token: ' ' } });
    expect(h.actor.getSnapshot().value).toBe('unavailable');
    expect(h.calls.size).toBe(0);
  });

  it('confirming cancels at once: the cancelled screen without polling', async () => {
    const h = harnessOf(cancellationMachine, { calls: ['fetchLead', 'requestCancellation'], input });
    await h.answer('fetchLead', lead({ id: ORDER }));
    h.actor.send({ type: 'cancel.open' });
    h.actor.send({ type: 'cancel.confirm' });
    expect(h.calls.input('requestCancellation')).toEqual({ leadId: '', orderNumber: ORDER, token: TOKEN });
    await h.answer('requestCancellation', lead({ id: ORDER, cancellationStatus: 'sent' }));
    expect(h.actor.getSnapshot().value).toBe('cancelled');
    h.clock.increment(CANCELLATION_POLL_MS);
    expect(h.calls.has('fetchLead')).toBe(false);
  });
});

describe('cancellation machine, details', () => {
  it('is unavailable without a lead id, without asking the server', () => {
    const h = createHarness('  ');
    expect(h.actor.getSnapshot().value).toBe('unavailable');
    expect(h.calls.size).toBe(0);
  });

  it('is unavailable without the token, without asking the server', () => {
    for (const token of [null, '', '  ']) {
      const h = createHarness('lead-1', token);
      expect(h.actor.getSnapshot().value).toBe('unavailable');
      expect(h.calls.size).toBe(0);
    }
  });

  it('is unavailable when the server does not know the lead with that token', async () => {
    const h = createHarness('lead-1', 'wrong-token');
    expect(h.calls.input('fetchLead')).toEqual({ leadId: 'lead-1', token: 'wrong-token' });
    await h.fail('fetchLead', NOT_FOUND);
    expect(h.actor.getSnapshot().value).toBe('unavailable');
  });

  it('polls every CANCELLATION_POLL_MS until the CRM has the cancellation', async () => {
    const h = createHarness();
    await h.answer('fetchLead', lead());
    h.actor.send({ type: 'cancel.open' });
    h.actor.send({ type: 'cancel.confirm' });
    await h.answer('requestCancellation', lead({ cancellationStatus: 'requested' }));
    h.clock.increment(CANCELLATION_POLL_MS - 1);
    expect(h.calls.has('fetchLead')).toBe(false);
    h.clock.increment(1);
    await h.answer('fetchLead', lead({ cancellationStatus: 'sent' }));
    expect(h.actor.getSnapshot().value).toBe('cancelled');
  });

  it('settles on "request received" after the last poll', async () => {
    const h = createHarness();
    await h.answer('fetchLead', lead({ paymentStatus: 'paid', cancellationStatus: 'requested' }));
    for (let i = 0; i < MAX_POLLS; i += 1) {
      h.clock.increment(CANCELLATION_POLL_MS);
      await h.fail('fetchLead', new Error('offline'));
    }
    h.clock.increment(CANCELLATION_POLL_MS);
    expect(h.actor.getSnapshot().value).toBe('requestReceived');
    expect(createActor(cancellationMachine, { input: { leadId: 'x', token: 't' } }).getSnapshot().context.maxPolls).toBe(15);
  });

  it('returns a dismissed paid lead to its own landing', async () => {
    const h = createHarness();
    await h.answer('fetchLead', lead({ paymentStatus: 'paid' }));
    h.actor.send({ type: 'cancel.open' });
    h.actor.send({ type: 'cancel.dismiss' });
    expect(h.actor.getSnapshot().value).toBe('paidLead');
  });
});
