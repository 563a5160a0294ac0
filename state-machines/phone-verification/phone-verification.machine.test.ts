/**
 * The phone-verification machine walked by createTestModel (the resend pause on a simulated clock),
 * then the paths a buyer notices spelled out: send, wrong code, right code, expired, resend, and
 * another number after verifying drops the verification.
 */
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { callsByState, createHarness as harnessOf, modelParams, testPaths } from '../testing/harness.js';
import { RESEND_AFTER_MS, phoneVerificationMachine, type PhoneVerificationEvent } from './index.js';

type Snapshot = SnapshotFrom<typeof phoneVerificationMachine>;
type Call = 'sendCode' | 'checkCode';
const PHONE = '+964 750 123 4567';
const E164 = '+9647501234567';

const createHarness = () => harnessOf(phoneVerificationMachine, { calls: ['sendCode', 'checkCode'], input: {} });
type Harness = ReturnType<typeof createHarness>;

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
const OUT = callsByState<Call>({ '"sending"': 'sendCode', '{"codeSent":"checking"}': 'checkCode' });

function isPossible(state: Snapshot, event: PhoneVerificationEvent): boolean {
  const answer = OUT.isAnswerPossible(state, event);
  if (answer !== null) return answer;
  if (event.type === 'resend.ready') return state.matches('codeSent') && !state.context.canResend;
  return true;
}
const abstractState = (state: Snapshot) => {
  const c = state.context;
  return JSON.stringify([state.value, c.phone, c.code, c.verifiedPhone, c.problem, c.canResend]);
};

function testParams(h: Harness) {
  return modelParams(h, {
    serializeState: abstractState,
    callsOut: OUT.callsOut,
    timers: { 'resend.ready': RESEND_AFTER_MS },
  });
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
  testPaths('shortest', paths, () => testParams(createHarness()));
});

describe('phone verification machine, a buyer’s paths', () => {
  it('sends to the normalised number, refuses a wrong code, accepts the right one typed in Kurdish digits', async () => {
    const h = createHarness();
    h.actor.send({ type: 'send' });
    expect(h.calls.size, 'no number, nothing sent').toBe(0);
    h.actor.send({ type: 'phone.change', value: '٠٧٥٠ ١٢٣ ٤٥٦٧' });
    h.actor.send({ type: 'send' });
    expect(h.calls.input('sendCode')).toEqual({ phone: E164 });
    await h.answer('sendCode', { status: 'pending' });
    h.actor.send({ type: 'code.change', value: '000000' });
    h.actor.send({ type: 'verify' });
    expect(h.calls.input('checkCode')).toEqual({ phone: E164, code: '000000' });
    await h.answer('checkCode', { valid: false });
    expect(h.actor.getSnapshot().context).toMatchObject({ problem: 'wrong_code', verifiedPhone: null, code: '' });
    h.actor.send({ type: 'code.change', value: '١٢٣ ٤٥٦' });
    h.actor.send({ type: 'verify' });
    expect(h.calls.input('checkCode')).toEqual({ phone: E164, code: '123456' });
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
    expect(h.calls.size, 'no resend during the pause').toBe(0);
    h.clock.increment(RESEND_AFTER_MS);
    h.actor.send({ type: 'send' });
    expect(h.calls.has('sendCode')).toBe(true);
    await h.answer('sendCode', { status: 'pending' });
    expect(h.actor.getSnapshot().context.canResend).toBe(false);
    h.actor.send({ type: 'code.change', value: '123456' });
    h.actor.send({ type: 'verify' });
    await h.fail('checkCode', apiError('verification_not_found', 404));
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
