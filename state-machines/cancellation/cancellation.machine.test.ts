/** The cancellation machine walked by createTestModel, the poll bound on a simulated clock, and its inputs. */
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CANCELLATION_POLL_MS, cancellationMachine, type CancellationEvent, type LeadAccess, type LeadSummary } from './index.js';

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
type Pending = { resolve: (lead: LeadSummary) => void; reject: (error: unknown) => void; input: LeadAccess };
const TOKEN = 'tok_3q2-Xb';

function createHarness(leadId: string | null = 'lead-1', token: string | null = TOKEN) {
  const pending = new Map<Call, Pending>();
  const clock = new SimulatedClock();
  const call = (name: Call) =>
    fromPromise<LeadSummary, LeadAccess>(({ input }) => new Promise((resolve, reject) => pending.set(name, { resolve, reject, input })));
  const machine = cancellationMachine.provide({
    actors: {
      fetchLead: call('fetchLead'),
      requestCancellation: call('requestCancellation'),
      pollTimer: fromCallback<CancellationEvent, { ms: number }>(({ sendBack, input }) => {
        const id = clock.setTimeout(() => sendBack({ type: 'poll.due' }), input.ms);
        return () => clock.clearTimeout(id);
      }),
    },
  });
  const actor = createActor(machine, { input: { leadId, token, maxPolls: MAX_POLLS } });
  actor.start();
  const answer = async (name: Call, value: LeadSummary | object, fails = false) => {
    const out = pending.get(name);
    expect(out, `${name} is out`).toBeDefined();
    pending.delete(name);
    if (fails) out?.reject(value);
    else out?.resolve(value as LeadSummary);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, pending, clock, answer };
}

const done = (name: Call, output: LeadSummary) => ({ type: `xstate.done.actor.${name}`, output }) as CancellationEvent;
const failed = (name: Call, error: unknown) => ({ type: `xstate.error.actor.${name}`, error }) as CancellationEvent;
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
const SAMPLED = new Set(EVENTS.map((e) => JSON.stringify(e)));
const OUT: Record<string, Call> = { '"loading"': 'fetchLead', '"polling"': 'fetchLead', '"requesting"': 'requestCancellation' };
const valueOf = (state: Snapshot) => JSON.stringify(state.value);

function isPossible(state: Snapshot, event: CancellationEvent): boolean {
  if (!SAMPLED.has(JSON.stringify(event))) return false;
  const call = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1];
  if (call) return OUT[valueOf(state)] === call;
  if (event.type === 'poll.due') return state.matches('awaitingCancellation');
  return true;
}
const abstractState = (state: Snapshot) => {
  const c = state.context;
  return JSON.stringify([state.value, c.polls, c.lead?.paymentStatus ?? null, c.lead?.cancellationStatus ?? null, c.error?.code ?? null]);
};

function testParams(h: ReturnType<typeof createHarness>) {
  const exec = async ({ event }: { event: { type: string } }) => {
    const full = event as CancellationEvent;
    const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(full.type);
    if (call) await h.answer(call[2] as Call, 'output' in full ? full.output : (full as { error: object }).error, call[1] === 'error');
    else if (full.type === 'poll.due') h.clock.increment(CANCELLATION_POLL_MS);
    else h.actor.send(full);
  };
  return {
    states: {
      '*': (state: Snapshot) => {
        expect(abstractState(h.actor.getSnapshot())).toBe(abstractState(state));
        const out = OUT[valueOf(state)];
        expect([...h.pending.keys()]).toEqual(out ? [out] : []);
        // Every call carries the lead and its token from the link.
        if (out) expect(h.pending.get(out)?.input).toEqual({ leadId: 'lead-1', token: TOKEN });
      },
    },
    events: Object.fromEntries(EVENTS.map((e) => [e.type, exec])),
  };
}

describe('cancellation machine, model-based', () => {
  const model = createTestModel(cancellationMachine, {
    input: { leadId: 'lead-1', token: TOKEN, maxPolls: MAX_POLLS },
    events: () => EVENTS,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const paths = model.getShortestPaths();
  it('reaches every screen of the catalogue', () => {
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map(valueOf));
    for (const screen of ['landing', 'paidLead', 'confirm', 'awaitingCancellation', 'cancelled', 'requestReceived', 'unavailable', 'error'])
      expect(reached, screen).toContain(JSON.stringify(screen));
  });
  for (const path of paths)
    it(`shortest: ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, () => path.test(testParams(createHarness())));
});

describe('cancellation machine, details', () => {
  it('is unavailable without a lead id, without asking the server', () => {
    const h = createHarness('  ');
    expect(h.actor.getSnapshot().value).toBe('unavailable');
    expect(h.pending.size).toBe(0);
  });

  it('is unavailable without the token, without asking the server', () => {
    for (const token of [null, '', '  ']) {
      const h = createHarness('lead-1', token);
      expect(h.actor.getSnapshot().value).toBe('unavailable');
      expect(h.pending.size).toBe(0);
    }
  });

  it('is unavailable when the server does not know the lead with that token', async () => {
    const h = createHarness('lead-1', 'wrong-token');
    expect(h.pending.get('fetchLead')?.input).toEqual({ leadId: 'lead-1', token: 'wrong-token' });
    await h.answer('fetchLead', NOT_FOUND, true);
    expect(h.actor.getSnapshot().value).toBe('unavailable');
  });

  it('polls every CANCELLATION_POLL_MS until the CRM has the cancellation', async () => {
    const h = createHarness();
    await h.answer('fetchLead', lead());
    h.actor.send({ type: 'cancel.open' });
    h.actor.send({ type: 'cancel.confirm' });
    await h.answer('requestCancellation', lead({ cancellationStatus: 'requested' }));
    h.clock.increment(CANCELLATION_POLL_MS - 1);
    expect(h.pending.has('fetchLead')).toBe(false);
    h.clock.increment(1);
    await h.answer('fetchLead', lead({ cancellationStatus: 'sent' }));
    expect(h.actor.getSnapshot().value).toBe('cancelled');
  });

  it('settles on "request received" after the last poll', async () => {
    const h = createHarness();
    await h.answer('fetchLead', lead({ paymentStatus: 'paid', cancellationStatus: 'requested' }));
    for (let i = 0; i < MAX_POLLS; i += 1) {
      h.clock.increment(CANCELLATION_POLL_MS);
      await h.answer('fetchLead', new Error('offline'), true);
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
