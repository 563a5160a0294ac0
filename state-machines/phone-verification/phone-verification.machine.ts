/**
 * SMS verification of a phone number (shell spec, section 7 "Phone verification"): send a code,
 * type it, check it; resend after a pause; every refusal as a code the view translates. Pure: the
 * two calls (`sendCode`, `checkCode`) and the resend pause (`cooldown`) are actors the caller
 * provides, spawned and stopped with their states so createTestModel can walk the machine.
 * It tells whoever runs it nothing: the view reads `verifiedPhone` and passes it on.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { toWesternDigits } from '../../domain/digits.js';
import { normalizePhone } from '../../domain/phone.js';

/** How long the visitor waits before asking for another code. */
export const RESEND_AFTER_MS = 30_000;

/** What went wrong, as the view shows it. */
export type VerificationProblem =
  'wrong_code' | 'expired' | 'too_many_attempts' | 'rate_limited' | 'sms_unavailable' | 'network_error' | 'unknown';

export interface SendCodeInput {
  phone: string;
}
export interface CheckCodeInput {
  phone: string;
  code: string;
}
export interface CheckCodeOutput {
  valid: boolean;
}

export interface PhoneVerificationContext {
  /** E.164, or '' while the typed number is not one. */
  phone: string;
  code: string;
  /** The number that passed a check; null until then, and again once the number changes. */
  verifiedPhone: string | null;
  problem: VerificationProblem | null;
  canResend: boolean;
}

export type PhoneVerificationEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'send' }
  | { type: 'verify' }
  | { type: 'resend.ready' }
  | { type: 'xstate.done.actor.sendCode'; output: unknown }
  | { type: 'xstate.error.actor.sendCode'; error: unknown }
  | { type: 'xstate.done.actor.checkCode'; output: CheckCodeOutput }
  | { type: 'xstate.error.actor.checkCode'; error: unknown };

const placeholder = (name: string) => async (): Promise<never> => {
  throw new Error(`phoneVerificationMachine: provide a ${name} actor`);
};

/** The API's refusals (server/api/verification) as problems. */
export function problemOf(error: unknown): VerificationProblem {
  const { code, status } = (error && typeof error === 'object' ? error : {}) as { code?: unknown; status?: unknown };
  if (code === 'verification_not_found') return 'expired';
  if (code === 'too_many_attempts') return 'too_many_attempts';
  if (code === 'rate_limited' || status === 429) return 'rate_limited';
  if (code === 'sms_unavailable' || status === 503) return 'sms_unavailable';
  if (code === 'network_error') return 'network_error';
  return 'unknown';
}

const CODE = /^[0-9]{4,10}$/;

export const phoneVerificationMachine = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    input: {} as { phone?: string } | undefined,
  },
  actors: {
    sendCode: fromPromise<unknown, SendCodeInput>(placeholder('sendCode')),
    checkCode: fromPromise<CheckCodeOutput, CheckCodeInput>(placeholder('checkCode')),
    cooldown: fromCallback<PhoneVerificationEvent, { ms: number }>(({ sendBack, input }) => {
      const timer = setTimeout(() => sendBack({ type: 'resend.ready' }), input.ms);
      return () => clearTimeout(timer);
    }),
  },
  guards: {
    hasPhone: ({ context }) => context.phone !== '',
    isOtherPhone: ({ context, event }) => {
      assertEvent(event, 'phone.change');
      return (normalizePhone(event.value) ?? '') !== context.phone;
    },
    hasCode: ({ context }) => CODE.test(context.code),
    canResend: ({ context }) => context.canResend,
    isValid: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkCode');
      return event.output.valid;
    },
    /** After these the code is dead: only a new one helps. */
    needsNewCode: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.checkCode');
      const problem = problemOf(event.error);
      return problem === 'expired' || problem === 'too_many_attempts';
    },
  },
  actions: {
    setPhone: assign(({ event }) => {
      assertEvent(event, 'phone.change');
      return { phone: normalizePhone(event.value) ?? '', verifiedPhone: null, code: '', problem: null, canResend: false };
    }),
    setCode: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: toWesternDigits(event.value).replace(/\s/g, '') };
    }),
    clearProblem: assign({ problem: null }),
    setProblem: assign({
      problem: ({ event }) => {
        assertEvent(event, ['xstate.error.actor.sendCode', 'xstate.error.actor.checkCode']);
        return problemOf(event.error);
      },
    }),
    setWrongCode: assign({ problem: 'wrong_code' as const, code: '' }),
    allowResend: assign({ canResend: true }),
    setVerified: assign(({ context }) => ({ verifiedPhone: context.phone, problem: null })),
    startSend: spawnChild('sendCode', { id: 'sendCode', input: ({ context }) => ({ phone: context.phone }) }),
    stopSend: stopChild('sendCode'),
    startCheck: spawnChild('checkCode', { id: 'checkCode', input: ({ context }) => ({ phone: context.phone, code: context.code }) }),
    stopCheck: stopChild('checkCode'),
    startCooldown: spawnChild('cooldown', { id: 'cooldown', input: { ms: RESEND_AFTER_MS } }),
    stopCooldown: stopChild('cooldown'),
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({
    phone: normalizePhone(input?.phone ?? '') ?? '',
    code: '',
    verifiedPhone: null,
    problem: null,
    canResend: false,
  }),
  initial: 'idle',
  // Another number starts over, whatever was sent or verified for the previous one.
  on: { 'phone.change': { guard: 'isOtherPhone', target: '.idle', actions: 'setPhone' } },
  states: {
    idle: { on: { send: { guard: 'hasPhone', target: 'sending' } } },
    sending: {
      entry: ['clearProblem', 'startSend'],
      exit: 'stopSend',
      on: {
        'xstate.done.actor.sendCode': 'codeSent',
        'xstate.error.actor.sendCode': { target: 'idle', actions: 'setProblem' },
      },
    },
    // The pause before a resend runs through typing and checking.
    codeSent: {
      entry: [assign({ canResend: false, code: '' }), 'startCooldown'],
      exit: 'stopCooldown',
      on: {
        'resend.ready': { actions: 'allowResend' },
        send: { guard: 'canResend', target: 'sending' },
      },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'code.change': { actions: 'setCode' },
            verify: { guard: 'hasCode', target: 'checking', actions: 'clearProblem' },
          },
        },
        checking: {
          entry: 'startCheck',
          exit: 'stopCheck',
          on: {
            'xstate.done.actor.checkCode': [
              { guard: 'isValid', target: '#phoneVerification.verified', actions: 'setVerified' },
              { target: 'entering', actions: 'setWrongCode' },
            ],
            'xstate.error.actor.checkCode': [
              { guard: 'needsNewCode', target: 'entering', actions: ['setProblem', 'allowResend'] },
              { target: 'entering', actions: 'setProblem' },
            ],
          },
        },
      },
    },
    verified: {},
  },
});

export type PhoneVerificationMachine = typeof phoneVerificationMachine;
