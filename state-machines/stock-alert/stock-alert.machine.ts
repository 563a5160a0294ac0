/**
 * "Tell me about new matches" (docs/alerts.md, "In the stock locator"): from a filtered stock view
 * the visitor opens a small form, gives an e-mail address and agrees to the consent text, and the
 * search is saved (`signUp`, POST /public_api/alerts/searches, provided by the widget). An address
 * that is plainly not one, or no consent, never leaves the page (`invalid` names the field); the
 * server's 400 on `email` lands there too. Any other failure waits in `failed` for `retry`.
 * `sent` says "check your inbox to confirm" (the alert starts only after the link is followed).
 */
import { assertEvent, assign, setup } from 'xstate';
import { failureOf } from '../../domain/api-error.js';
import { requiredCall } from '../shared/async.js';
import type { SignUpInput, StockAlertContext, StockAlertEvent } from './stock-alert.types.js';
import type { Language } from '../../domain/languages.js';

/** One @, something before it, a dotted domain after it, no spaces: the server checks the rest. */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}

export const stockAlertMachine = setup({
  types: {
    context: {} as StockAlertContext,
    events: {} as StockAlertEvent,
    input: {} as { listKey: string; language: Language },
  },
  actors: {
    signUp: requiredCall<void, SignUpInput>('stockAlertMachine', 'signUp'),
  },
  guards: {
    badEmail: ({ context }) => !looksLikeEmail(context.email),
    noConsent: ({ context }) => !context.consent,
    refusedEmail: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.signUp');
      return failureOf(event.error).code === 'invalid_email';
    },
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'open');
      return { query: event.query, invalid: null, error: null };
    }),
    typeEmail: assign(({ event }) => {
      assertEvent(event, 'email.change');
      return { email: event.value, invalid: null };
    }),
    setConsent: assign(({ event }) => {
      assertEvent(event, 'consent.change');
      return { consent: event.value, invalid: null };
    }),
    setLanguage: assign(({ event }) => {
      assertEvent(event, 'language.change');
      return { language: event.language };
    }),
    markEmail: assign({ invalid: 'email' as const }),
    markConsent: assign({ invalid: 'consent' as const }),
    storeError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.signUp');
        return failureOf(event.error);
      },
    }),
  },
}).createMachine({
  id: 'stockAlert',
  context: ({ input }) => ({
    listKey: input.listKey,
    language: input.language,
    query: '',
    email: '',
    consent: false,
    invalid: null,
    error: null,
  }),
  initial: 'closed',
  on: { 'language.change': { actions: 'setLanguage' } },
  states: {
    closed: {
      on: { open: { target: 'editing', actions: 'start' } },
    },
    editing: {
      on: {
        close: 'closed',
        'email.change': { actions: 'typeEmail' },
        'consent.change': { actions: 'setConsent' },
        submit: [{ guard: 'badEmail', actions: 'markEmail' }, { guard: 'noConsent', actions: 'markConsent' }, { target: 'sending' }],
      },
    },
    sending: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: context.email.trim(),
          language: context.language,
          listing: context.listKey,
          query: context.query,
        }),
        onDone: 'sent',
        onError: [
          { guard: 'refusedEmail', target: 'editing', actions: 'markEmail' },
          { target: 'failed', actions: 'storeError' },
        ],
      },
    },
    sent: {
      on: { close: 'closed', open: { target: 'editing', actions: 'start' } },
    },
    failed: {
      on: { retry: 'sending', submit: 'sending', close: 'closed', 'email.change': { target: 'editing', actions: 'typeEmail' } },
    },
  },
});

export type StockAlertMachine = typeof stockAlertMachine;
