/**
 * The cancellation flow (catalogue: landing, confirm modal, awaiting cancellation, cancelled,
 * paid-lead cancel-only, page unavailable, error). The lead is read, the visitor confirms in a
 * modal, PUT initialize_cancellation records the request, and the lead is asked about a bounded
 * number of times until the CRM has the cancellation; if it has not by then, the page says the
 * request was received (it still goes through: the server's outbox retries).
 * Every call carries the lead's access token from the link (`?lead=<id>&token=<token>`); without
 * either the page is unavailable at once, and a wrong one is answered 404 (unavailable) by the server.
 * A link may name an order instead (`?order=<number>&token=<order token>`: orders made without a
 * lead); the same screens apply, the calls carry the order number, and the order's cancellation
 * answers `sent` at once (nothing waits for the CRM).
 * A lead whose deposit is captured (`paid`) can only *request* cancellation (a refund is the
 * retailer's decision), so its landing explains that. Pure: calls are provided with `.provide()`;
 * calls and the poll timer follow state-machines/shared/async.ts so createTestModel can walk it.
 */
import { assertEvent, assign, cancel, raise, setup, spawnChild, stopChild } from 'xstate';
import {
  CANCELLATION_POLL_MS,
  MAX_CANCELLATION_POLLS,
  type CancellationContext,
  type CancellationError,
  type CancellationEvent,
  type CancellationInput,
  type LeadAccess,
  type LeadSummary,
} from './cancellation.types.js';
import { failureOf } from '../../domain/api-error.js';
import { requiredCall } from '../shared/async.js';

export function toCancellationError(error: unknown): CancellationError {
  return failureOf(error);
}

/** Payment statuses with the money taken: cancellation is a request to the retailer. */
export const CAPTURED_PAYMENT_STATUSES: readonly string[] = ['paid'];

const accessOf = (context: CancellationContext): LeadAccess => ({
  leadId: context.leadId ?? '',
  token: context.token ?? '',
  ...(context.orderNumber ? { orderNumber: context.orderNumber } : {}),
});
const errorOf = (event: CancellationEvent) => toCancellationError('error' in event ? event.error : undefined);
const leadOf = (event: CancellationEvent): LeadSummary | null => ('output' in event ? event.output : null);

/** Where a refused lead or request leads: "not available" when there is no such lead, else the error screen. */
const CALL_FAILED = [
  { guard: 'isNotFound', target: 'unavailable', actions: 'setError' },
  { target: 'error', actions: 'setError' },
] as const;

export const cancellationMachine = setup({
  types: { context: {} as CancellationContext, events: {} as CancellationEvent, input: {} as CancellationInput },
  actors: {
    fetchLead: requiredCall<LeadSummary, LeadAccess>('cancellationMachine', 'fetchLead'),
    requestCancellation: requiredCall<LeadSummary, LeadAccess>('cancellationMachine', 'requestCancellation'),
  },
  delays: { pollInterval: CANCELLATION_POLL_MS },
  guards: {
    // A link without its token (or naming neither a lead nor an order) cannot open anything: say so without asking the server.
    lacksAccess: ({ context }) => !(context.leadId || context.orderNumber) || !context.token,
    isNotFound: ({ event }) => errorOf(event).status === 404,
    isCancelled: ({ event }) => leadOf(event)?.cancellationStatus === 'sent',
    isRequested: ({ event }) => leadOf(event)?.cancellationStatus === 'requested',
    isPaid: ({ event }) => CAPTURED_PAYMENT_STATUSES.includes(leadOf(event)?.paymentStatus ?? ''),
    isPaidLead: ({ context }) => CAPTURED_PAYMENT_STATUSES.includes(context.lead?.paymentStatus ?? ''),
    hasPollsLeft: ({ context }) => context.polls < context.maxPolls,
  },
  actions: {
    startFetch: spawnChild('fetchLead', { id: 'fetchLead', input: ({ context }) => accessOf(context) }),
    stopFetch: stopChild('fetchLead'),
    startRequest: spawnChild('requestCancellation', {
      id: 'requestCancellation',
      input: ({ context }) => accessOf(context),
    }),
    stopRequest: stopChild('requestCancellation'),
    startPollTimer: raise({ type: 'poll.due' }, { id: 'pollTimer', delay: 'pollInterval' }),
    stopPollTimer: cancel('pollTimer'),
    storeLead: assign({
      lead: ({ context, event }) => {
        assertEvent(event, ['xstate.done.actor.fetchLead', 'xstate.done.actor.requestCancellation']);
        return event.output ?? context.lead;
      },
      error: null,
    }),
    setError: assign({ error: ({ event }) => errorOf(event) }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'cancellation',
  context: ({ input }) => ({
    leadId: input.leadId?.trim() || null,
    orderNumber: input.orderNumber?.trim() || null,
    token: input.token?.trim() || null,
    lead: null,
    polls: 0,
    maxPolls: input.maxPolls ?? MAX_CANCELLATION_POLLS,
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'lacksAccess', target: 'unavailable' }, { target: 'loading' }] },
    loading: {
      entry: ['clearError', 'startFetch'],
      exit: 'stopFetch',
      on: {
        'xstate.done.actor.fetchLead': [
          { guard: 'isCancelled', target: 'cancelled', actions: 'storeLead' },
          { guard: 'isRequested', target: 'awaitingCancellation', actions: 'storeLead' },
          { guard: 'isPaid', target: 'paidLead', actions: 'storeLead' },
          { target: 'landing', actions: 'storeLead' },
        ],
        'xstate.error.actor.fetchLead': CALL_FAILED,
      },
    },
    landing: { on: { 'cancel.open': 'confirm' } },
    paidLead: { on: { 'cancel.open': 'confirm' } },
    // The confirm modal; dismissing it returns to the landing it came from.
    confirm: {
      on: {
        'cancel.dismiss': [{ guard: 'isPaidLead', target: 'paidLead' }, { target: 'landing' }],
        'cancel.confirm': 'requesting',
      },
    },
    requesting: {
      entry: 'startRequest',
      exit: 'stopRequest',
      on: {
        'xstate.done.actor.requestCancellation': [
          { guard: 'isCancelled', target: 'cancelled', actions: 'storeLead' },
          { target: 'awaitingCancellation', actions: 'storeLead' },
        ],
        'xstate.error.actor.requestCancellation': CALL_FAILED,
      },
    },
    awaitingCancellation: {
      entry: 'startPollTimer',
      exit: 'stopPollTimer',
      on: { 'poll.due': [{ guard: 'hasPollsLeft', target: 'polling' }, { target: 'requestReceived' }] },
    },
    polling: {
      entry: ['countPoll', 'startFetch'],
      exit: 'stopFetch',
      on: {
        'xstate.done.actor.fetchLead': [
          { guard: 'isCancelled', target: 'cancelled', actions: 'storeLead' },
          { target: 'awaitingCancellation', actions: 'storeLead' },
        ],
        // A failed check is not an answer; the next poll asks again.
        'xstate.error.actor.fetchLead': 'awaitingCancellation',
      },
    },
    cancelled: {},
    requestReceived: {},
    unavailable: {},
    error: { on: { retry: 'loading' } },
  },
});

export type CancellationMachine = typeof cancellationMachine;
