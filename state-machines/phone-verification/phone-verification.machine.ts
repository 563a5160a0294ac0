/**
 * SMS verification of a phone number (docs/buy-online.md, "Checking the buyer's phone and e-mail"): send a code,
 * type it, check it; resend after a pause; every refusal as a code the view translates. Pure: the
 * two calls (`sendCode`, `checkCode`) are actors the caller provides; they and the resend pause (a
 * delayed event on the actor's clock) follow state-machines/shared/async.ts so createTestModel can walk it.
 * It tells whoever runs it nothing: the view reads `verifiedPhone` and passes it on.
 */
import { assertEvent, assign, cancel, raise, setup, spawnChild, stopChild } from 'xstate';
import { toWesternDigits } from '../../domain/digits.js';
import { normalizePhone } from '../../domain/phone.js';
import { requiredCall } from '../shared/async.js';
import {
  RESEND_AFTER_MS,
  type CheckCodeInput,
  type CheckCodeOutput,
  type PhoneVerificationContext,
  type PhoneVerificationEvent,
  type SendCodeInput,
  type VerificationProblem,
} from './phone-verification.types.js';

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
    sendCode: requiredCall<unknown, SendCodeInput>('phoneVerificationMachine', 'sendCode'),
    checkCode: requiredCall<CheckCodeOutput, CheckCodeInput>('phoneVerificationMachine', 'checkCode'),
  },
  delays: { resendPause: RESEND_AFTER_MS },
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
    startCooldown: raise({ type: 'resend.ready' }, { id: 'cooldown', delay: 'resendPause' }),
    stopCooldown: cancel('cooldown'),
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
