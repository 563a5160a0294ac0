/**
 * The phone-verification machine walked by createTestModel (the resend pause on a simulated clock),
 * then the paths a buyer notices spelled out: send, wrong code, right code, expired, resend, and
 * another number after verifying drops the verification.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  RESEND_AFTER_MS,
  phoneVerificationMachine,
  type CheckCodeInput,
  type CheckCodeOutput,
  type PhoneVerificationEvent,
  type SendCodeInput,
} from './index.js';

type Snapshot = SnapshotFrom<typeof phoneVerificationMachine>;
type Call = 'sendCode' | 'checkCode';
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: SendCodeInput | CheckCodeInput };
const PHONE = '+964 750 123 4567';
const E164 = '+9647501234567';

function createHarness() {
  const pending = new Map<Call, Pending>();
  const clock = new SimulatedClock();
  const call = <O, I extends SendCodeInput | CheckCodeInput>(name: Call) =>
    fromPromise<O, I>(
      ({ input }) => new Promise<O>((resolve, reject) => pending.set(name, { resolve: (v) => resolve(v as O), reject, input })),
    );
  const machine = phoneVerificationMachine.provide({
    actors: {
      sendCode: call<unknown, SendCodeInput>('sendCode'),
      checkCode: call<CheckCodeOutput, CheckCodeInput>('checkCode'),
      cooldown: fromCallback<PhoneVerificationEvent, { ms: number }>(({ sendBack, input }) => {
        const id = clock.setTimeout(() => sendBack({ type: 'resend.ready' }), input.ms);
        return () => clock.clearTimeout(id);
      }),
    },
  });
  const actor = createActor(machine, { input: {} });
  actor.start();
  const answer = async (name: Call, value: unknown, fails = false) => {
    const out = pending.get(name);
    expect(out, `${name} is out`).toBeDefined();
    pending.delete(name);
    if (fails) out?.reject(value);
    else out?.resolve(value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, pending, clock, answer };
}

const apiError = (code: string, status: number) => ({ code, message: code, status });
const EVENTS: PhoneVerificationEvent[] = [
  { type: 'phone.change', value: PHONE },
  { type: 'phone.change', value: '+964 751 000 0000' },
  { type: 'send' },
  { type: 'code.change', value: '١٢٣٤٥٦' },
  { type: 'verify' },
  { type: 'resend.ready' },
  { type: 'xstate.done.actor.sendCode', output: { status: 'pending' } },
  { type: 'xstate.error.actor.sendCode', error: apiError('rate_limited', 429) },
  { type: 'xstate.error.actor.sendCode', error: apiError('sms_unavailable', 503) },
  { type: 'xstate.done.actor.checkCode', output: { valid: true } },
  { type: 'xstate.done.actor.checkCode', output: { valid: false } },
  { type: 'xstate.error.actor.checkCode', error: apiError('verification_not_found', 404) },
  { type: 'xstate.error.actor.checkCode', error: apiError('too_many_attempts', 429) },
];
const valueOf = (state: Snapshot) => JSON.stringify(state.value);
const OUT: Record<string, Call> = { '"sending"': 'sendCode', '{"codeSent":"checking"}': 'checkCode' };

function isPossible(state: Snapshot, event: PhoneVerificationEvent): boolean {
  const call = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1];
  if (call) return OUT[valueOf(state)] === call;
  if (event.type === 'resend.ready') return state.matches('codeSent') && !state.context.canResend;
  return true;
}
const abstractState = (state: Snapshot) => {
  const c = state.context;
  return JSON.stringify([state.value, c.phone, c.code, c.verifiedPhone, c.problem, c.canResend]);
};

function testParams(h: ReturnType<typeof createHarness>) {
  const exec = async ({ event }: { event: { type: string } }) => {
    const full = event as PhoneVerificationEvent;
    const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(full.type);
    if (call) await h.answer(call[2] as Call, 'output' in full ? full.output : (full as { error: unknown }).error, call[1] === 'error');
    else if (full.type === 'resend.ready') h.clock.increment(RESEND_AFTER_MS);
    else h.actor.send(full);
  };
  return {
    states: {
      '*': (state: Snapshot) => {
        expect(abstractState(h.actor.getSnapshot())).toBe(abstractState(state));
        const out = OUT[valueOf(state)];
        expect([...h.pending.keys()]).toEqual(out ? [out] : []);
      },
    },
    events: Object.fromEntries(EVENTS.map((e) => [e.type, exec])),
  };
}

describe('phone verification machine, model-based', () => {
  const model = createTestModel(phoneVerificationMachine, {
    input: {},
    events: () => EVENTS,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const paths = model.getShortestPaths({ toState: (state) => state.matches('verified') || state.context.problem !== null });
  it('reaches a verified number and every problem a buyer can meet', () => {
    const problems = new Set(paths.map((p) => p.state.context.problem));
    for (const problem of ['wrong_code', 'expired', 'too_many_attempts', 'rate_limited', 'sms_unavailable'])
      expect(problems, problem).toContain(problem);
    expect(paths.some((p) => p.state.matches('verified'))).toBe(true);
  });
  for (const path of paths)
    it(`shortest: ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, () => path.test(testParams(createHarness())));
});

describe('phone verification machine, a buyer’s paths', () => {
  it('sends to the normalised number, refuses a wrong code, accepts the right one typed in Kurdish digits', async () => {
    const h = createHarness();
    h.actor.send({ type: 'send' });
    expect(h.pending.size, 'no number, nothing sent').toBe(0);
    h.actor.send({ type: 'phone.change', value: '٠٧٥٠ ١٢٣ ٤٥٦٧' });
    h.actor.send({ type: 'send' });
    expect(h.pending.get('sendCode')?.input).toEqual({ phone: E164 });
    await h.answer('sendCode', { status: 'pending' });
    h.actor.send({ type: 'code.change', value: '000000' });
    h.actor.send({ type: 'verify' });
    expect(h.pending.get('checkCode')?.input).toEqual({ phone: E164, code: '000000' });
    await h.answer('checkCode', { valid: false });
    expect(h.actor.getSnapshot().context).toMatchObject({ problem: 'wrong_code', verifiedPhone: null, code: '' });
    h.actor.send({ type: 'code.change', value: '١٢٣ ٤٥٦' });
    h.actor.send({ type: 'verify' });
    expect(h.pending.get('checkCode')?.input).toEqual({ phone: E164, code: '123456' });
    await h.answer('checkCode', { valid: true });
    expect(h.actor.getSnapshot().value).toBe('verified');
    expect(h.actor.getSnapshot().context).toMatchObject({ verifiedPhone: E164, problem: null });
  });

  it('lets the buyer resend only after the pause, and at once when the code expired', async () => {
    const h = createHarness();
    h.actor.send({ type: 'phone.change', value: PHONE });
    h.actor.send({ type: 'send' });
    await h.answer('sendCode', { status: 'pending' });
    h.actor.send({ type: 'send' });
    expect(h.pending.size, 'no resend during the pause').toBe(0);
    h.clock.increment(RESEND_AFTER_MS);
    h.actor.send({ type: 'send' });
    expect(h.pending.has('sendCode')).toBe(true);
    await h.answer('sendCode', { status: 'pending' });
    expect(h.actor.getSnapshot().context.canResend).toBe(false);
    h.actor.send({ type: 'code.change', value: '123456' });
    h.actor.send({ type: 'verify' });
    await h.answer('checkCode', apiError('verification_not_found', 404), true);
    expect(h.actor.getSnapshot().context).toMatchObject({ problem: 'expired', canResend: true });
  });

  it('drops the verification when the number changes, but not when only its spacing does', async () => {
    const h = createHarness();
    h.actor.send({ type: 'phone.change', value: PHONE });
    h.actor.send({ type: 'send' });
    await h.answer('sendCode', { status: 'pending' });
    h.actor.send({ type: 'code.change', value: '123456' });
    h.actor.send({ type: 'verify' });
    await h.answer('checkCode', { valid: true });
    h.actor.send({ type: 'phone.change', value: '+9647501234567' });
    expect(h.actor.getSnapshot().context.verifiedPhone).toBe(E164);
    h.actor.send({ type: 'phone.change', value: '+964 750 123 4568' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.actor.getSnapshot().context).toMatchObject({ verifiedPhone: null, phone: '+9647501234568' });
  });
});
