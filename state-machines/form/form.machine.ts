/**
 * One machine for every form (architecture, "Forms and exports"): load the definition, edit with
 * the validation behaviour of docs/forms.md, "Field rules" (a field's error shows once the visitor has left it), validate
 * everything on submit (errors: every field marked, focus to the first), send the lead with one
 * Idempotency-Key per submission, then the thank-you view. A server failure offers a retry of the
 * same submission (same key, so the server stores one lead); a 429 waits out its Retry-After; a
 * 422 naming a field puts the server's message under that field. Pure: `fetchForm` and
 * `submitLead` are calls the caller provides; they and the rate-limit wait follow
 * state-machines/shared/async.ts so createTestModel can walk it. Views read tags, not states.
 */
import { assertEvent, assign, cancel, raise, setup, spawnChild, stopChild } from 'xstate';
import { failureOf, type FailureData } from '../../domain/api-error.js';
import { requiredCall } from '../shared/async.js';
import {
  DEFAULT_RATE_LIMIT_WAIT_MS,
  type FetchFormInput,
  type FieldErrors,
  type FormContext,
  type FormEvent,
  type FormInput,
  type FormValues,
  type LoadedForm,
  type SubmitLeadInput,
  type SubmitLeadOutput,
} from './form.types.js';

const errorOf = (event: FormEvent): FailureData => failureOf('error' in event ? event.error : undefined);
const fieldNames = (context: FormContext) => context.form?.fields.map((f) => f.key) ?? [];
const allErrors = (context: FormContext, values: FormValues): FieldErrors => (context.form ? context.validate(context.form, values) : {});

/**
 * The fields of this form a 422 refused, with their messages: every one of `fields` (the Forms
 * API's map of failing fields) or else the one `field`. Empty when the refusal names none of ours.
 */
export function refusedFields(context: FormContext, error: unknown): FieldErrors {
  if (!error || typeof error !== 'object') return {};
  const { status, field, fields, message } = error as { status?: unknown; field?: unknown; fields?: unknown; message?: unknown };
  if (status !== 422) return {};
  const ours = new Set(fieldNames(context));
  const refused: FieldErrors = {};
  if (fields && typeof fields === 'object') {
    for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
      const text = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
      if (ours.has(key) && typeof text === 'string') refused[key] = text;
    }
  }
  if (Object.keys(refused).length === 0 && typeof field === 'string' && ours.has(field) && typeof message === 'string')
    refused[field] = message;
  return refused;
}
const refusalOf = (context: FormContext, event: FormEvent) => refusedFields(context, 'error' in event ? event.error : undefined);

export const formMachine = setup({
  types: { context: {} as FormContext, events: {} as FormEvent, input: {} as FormInput },
  actors: {
    fetchForm: requiredCall<LoadedForm, FetchFormInput>('formMachine', 'fetchForm'),
    submitLead: requiredCall<SubmitLeadOutput, SubmitLeadInput>('formMachine', 'submitLead'),
  },
  delays: {
    rateLimitWait: ({ context }) =>
      typeof context.error?.retryAfterSeconds === 'number' ? context.error.retryAfterSeconds * 1000 : DEFAULT_RATE_LIMIT_WAIT_MS,
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    isRateLimited: ({ event }) => {
      const failure = errorOf(event);
      return failure.status === 429 || failure.code === 'rate_limited';
    },
    isFieldRefusal: ({ context, event }) => Object.keys(refusalOf(context, event)).length > 0,
  },
  actions: {
    startFetch: spawnChild('fetchForm', { id: 'fetchForm', input: ({ context }) => ({ formId: context.formId }) }),
    stopFetch: stopChild('fetchForm'),
    startSubmit: spawnChild('submitLead', {
      id: 'submitLead',
      input: ({ context }) => ({
        formId: context.formId,
        // Hidden values are the page's (vehicle, retailer, UTM); a visible field of the same name wins.
        payload: { ...context.hiddenFields, ...context.values },
        idempotencyKey: context.idempotencyKey ?? '',
      }),
    }),
    stopSubmit: stopChild('submitLead'),
    storeForm: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchForm');
      const form = event.output;
      const values: FormValues = { ...form.initialValues };
      return { form, values, touched: [], errors: context.validate(form, values), error: null };
    }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.name]: event.value };
      // A changed value is another submission: the next one gets its own key.
      return { values, errors: allErrors(context, values), idempotencyKey: null };
    }),
    touch: assign(({ context, event }) => {
      assertEvent(event, 'field.blur');
      return context.touched.includes(event.name) ? {} : { touched: [...context.touched, event.name] };
    }),
    checkAll: assign(({ context }) => ({ errors: allErrors(context, context.values), touched: fieldNames(context) })),
    focusFirstError: assign({ errorFocus: ({ context }) => context.errorFocus + 1 }),
    takeKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? context.newIdempotencyKey() }),
    setError: assign({ error: ({ event }) => errorOf(event) }),
    clearError: assign({ error: null }),
    setFieldRefusal: assign(({ context, event }) => {
      const refused = refusalOf(context, event);
      return {
        errors: { ...context.errors, ...refused },
        touched: [...new Set([...context.touched, ...Object.keys(refused)])],
        errorFocus: context.errorFocus + 1,
        idempotencyKey: null,
      };
    }),
    storeLead: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.submitLead');
      return { leadId: event.output.leadId, error: null };
    }),
    startRateLimitTimer: raise({ type: 'rateLimit.over' }, { id: 'rateLimitTimer', delay: 'rateLimitWait' }),
    stopRateLimitTimer: cancel('rateLimitTimer'),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    formId: input.formId.trim(),
    hiddenFields: { ...input.hiddenFields },
    validate: input.validate,
    newIdempotencyKey: input.newIdempotencyKey,
    form: null,
    values: {},
    touched: [],
    errors: {},
    errorFocus: 0,
    idempotencyKey: null,
    leadId: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: ['clearError', 'startFetch'],
      exit: 'stopFetch',
      on: {
        'xstate.done.actor.fetchForm': { target: 'editing', actions: 'storeForm' },
        'xstate.error.actor.fetchForm': { target: 'loadError', actions: 'setError' },
      },
    },
    loadError: { tags: ['failed'], on: { retry: 'loading' } },
    editing: {
      tags: ['editable'],
      on: {
        'field.change': { actions: 'setValue' },
        'field.blur': { actions: 'touch' },
        submit: 'validating',
      },
    },
    // Every field is checked (and marked, so every error shows) before anything is sent.
    validating: {
      tags: ['editable'],
      entry: 'checkAll',
      always: [{ guard: 'hasErrors', target: 'editing', actions: 'focusFirstError' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['busy', 'sending'],
      entry: ['clearError', 'takeKey', 'startSubmit'],
      exit: 'stopSubmit',
      on: {
        'xstate.done.actor.submitLead': { target: 'thankYou', actions: 'storeLead' },
        'xstate.error.actor.submitLead': [
          { guard: 'isRateLimited', target: 'rateLimited', actions: 'setError' },
          { guard: 'isFieldRefusal', target: 'editing', actions: 'setFieldRefusal' },
          { target: 'error', actions: 'setError' },
        ],
      },
    },
    // The same submission again (same key), or back to the fields.
    error: {
      tags: ['editable', 'failed'],
      on: { retry: 'submitting', edit: 'editing', 'field.change': { target: 'editing', actions: 'setValue' } },
    },
    // The values stay on screen; sending is refused until the server's wait is over.
    rateLimited: {
      tags: ['editable', 'limited'],
      entry: 'startRateLimitTimer',
      exit: 'stopRateLimitTimer',
      on: {
        'rateLimit.over': { target: 'editing', actions: 'clearError' },
        'field.change': { actions: 'setValue' },
        'field.blur': { actions: 'touch' },
      },
    },
    thankYou: { type: 'final' },
  },
});

export type FormMachine = typeof formMachine;
