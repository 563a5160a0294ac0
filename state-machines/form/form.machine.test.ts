/** The form machine walked by createTestModel, then the details a visitor and the server would notice. */
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
import { DEFAULT_RATE_LIMIT_WAIT_MS, formMachine, type FormEvent, type FormValues, type LoadedForm } from './index.js';

const FORM: LoadedForm = { fields: [{ key: 'name' }, { key: 'consent' }], initialValues: { consent: false } };
const REQUIRED = 'This field is required';
/** The domain's rules stand-in: name required, consent must be given. */
const validate = (_form: LoadedForm, values: FormValues) => ({
  ...(typeof values.name === 'string' && values.name.trim() ? {} : { name: REQUIRED }),
  ...(values.consent === true ? {} : { consent: REQUIRED }),
});
const SERVER_ERROR = { code: 'http_500', message: 'boom', status: 500 };
const RATE_LIMITED = { code: 'rate_limited', message: 'Too many', status: 429, retryAfterSeconds: 90 };
const REFUSED = { code: 'validation_failed', message: 'Not an e-mail address', status: 422, field: 'name' };

type Snapshot = SnapshotFrom<typeof formMachine>;
type Call = 'fetchForm' | 'submitLead';

function createHarness(hiddenFields: Record<string, string> = { vehicle_id: '42' }) {
  let keys = 0;
  return harnessOf(formMachine, {
    calls: ['fetchForm', 'submitLead'],
    input: { formId: ' 7 ', hiddenFields, validate, newIdempotencyKey: () => `key-${(keys += 1)}` },
  });
}
type Harness = ReturnType<typeof createHarness>;

const { done, failed } = callAnswers<FormEvent, Call>();
const EVENTS: FormEvent[] = [
  { type: 'field.change', name: 'name', value: 'Shwan' },
  { type: 'field.change', name: 'name', value: '' },
  { type: 'field.change', name: 'consent', value: true },
  { type: 'field.blur', name: 'name' },
  { type: 'submit' },
  { type: 'retry' },
  { type: 'edit' },
  { type: 'rateLimit.over' },
  done('fetchForm', FORM),
  failed('fetchForm', SERVER_ERROR),
  done('submitLead', { leadId: 'lead-1' }),
  failed('submitLead', SERVER_ERROR),
  failed('submitLead', RATE_LIMITED),
  failed('submitLead', REFUSED),
];
const OUT = callsByState<Call>({ '"loading"': 'fetchForm', '"submitting"': 'submitLead' });
/** The rate limit's end comes only while it holds. */
const isPossible = sampledOnly<Snapshot, FormEvent>(EVENTS, OUT, { 'rateLimit.over': (state: Snapshot) => state.matches('rateLimited') });
const abstractState = (state: Snapshot) => {
  const c = state.context;
  return JSON.stringify([
    state.value,
    c.values,
    [...c.touched].sort(),
    Object.keys(c.errors).sort(),
    c.errorFocus > 0,
    c.error?.code ?? null,
  ]);
};

function testParams(h: Harness) {
  return modelParams(h, {
    serializeState: abstractState,
    callsOut: OUT.callsOut,
    check: (state) => {
      if (OUT.outIn(state) === 'fetchForm') expect(h.calls.input('fetchForm')).toEqual({ formId: '7' });
      if (OUT.outIn(state) === 'submitLead') {
        const input = h.calls.input('submitLead') as { payload: FormValues; idempotencyKey: string };
        // Only valid values leave, always with the hidden ones and a key.
        expect(input.payload).toEqual({ vehicle_id: '42', name: 'Shwan', consent: true });
        expect(input.idempotencyKey).toMatch(/^key-\d+$/);
      }
    },
    timers: { 'rateLimit.over': (harness) => harness.clock.fireNext() },
  });
}

describe('form machine, model-based', () => {
  const model = createTestModel(formMachine, {
    input: { formId: ' 7 ', hiddenFields: { vehicle_id: '42' }, validate, newIdempotencyKey: () => 'key-1' },
    events: () => EVENTS,
    filterEvents: isPossible,
    serializeState: abstractState,
  });
  const paths = model.getShortestPaths({
    toState: (state) => (['thankYou', 'rateLimited', 'error', 'loadError'] as const).some((s) => state.matches(s)),
  });
  itReaches(
    'reaches every state of the form',
    paths,
    ['loading', 'loadError', 'editing', 'submitting', 'thankYou', 'error', 'rateLimited'].map((state) => JSON.stringify(state)),
  );
  testPaths('shortest', paths, () => testParams(createHarness()));
});

async function loaded(h: Harness) {
  await h.answer('fetchForm', FORM);
  expect(h.snapshot().hasTag('editable')).toBe(true);
}
const fill = (h: Harness) => {
  h.send({ type: 'field.change', name: 'name', value: 'Shwan' });
  h.send({ type: 'field.change', name: 'consent', value: true });
};
const keyOf = (h: Harness) => (h.calls.input('submitLead') as { idempotencyKey: string }).idempotencyKey;

describe('form machine, details', () => {
  it('shows a field error only after the visitor left the field, and every error after a submit', async () => {
    const h = createHarness();
    await loaded(h);
    const shown = () => Object.keys(h.snapshot().context.errors).filter((name) => h.snapshot().context.touched.includes(name));
    expect(shown()).toEqual([]);
    h.send({ type: 'field.blur', name: 'name' });
    expect(shown()).toEqual(['name']);
    h.send({ type: 'submit' });
    expect(shown().sort()).toEqual(['consent', 'name']);
    expect(h.snapshot().context.errorFocus).toBe(1);
    expect(h.calls.has('submitLead')).toBe(false);
    h.send({ type: 'submit' });
    expect(h.snapshot().context.errorFocus, 'focus moves again on the next failed submit').toBe(2);
  });

  it('retries a failed submission with the same Idempotency-Key, and a changed one with a new key', async () => {
    const h = createHarness();
    await loaded(h);
    fill(h);
    h.send({ type: 'submit' });
    const first = keyOf(h);
    await h.fail('submitLead', SERVER_ERROR);
    expect(h.snapshot().value).toBe('error');
    h.send({ type: 'retry' });
    expect(keyOf(h)).toBe(first);
    await h.fail('submitLead', SERVER_ERROR);
    h.send({ type: 'field.change', name: 'name', value: 'Shwan Karim' });
    h.send({ type: 'submit' });
    expect(keyOf(h)).not.toBe(first);
    await h.answer('submitLead', { leadId: 'lead-9' });
    expect(h.snapshot().value).toBe('thankYou');
    expect(h.snapshot().context.leadId).toBe('lead-9');
  });

  it('waits out the Retry-After of a 429 before the form can be sent again', async () => {
    const h = createHarness();
    await loaded(h);
    fill(h);
    h.send({ type: 'submit' });
    await h.fail('submitLead', RATE_LIMITED);
    expect(h.snapshot().hasTag('limited')).toBe(true);
    h.send({ type: 'submit' });
    expect(h.calls.has('submitLead'), 'no submit while limited').toBe(false);
    h.clock.increment(89_999);
    expect(h.snapshot().value).toBe('rateLimited');
    h.clock.increment(1);
    expect(h.snapshot().value).toBe('editing');
    h.send({ type: 'submit' });
    expect(h.calls.has('submitLead')).toBe(true);
  });

  it('waits a minute after a 429 without a Retry-After', async () => {
    const h = createHarness();
    await loaded(h);
    fill(h);
    h.send({ type: 'submit' });
    await h.fail('submitLead', { code: 'http_429', message: 'Too Many Requests', status: 429 });
    h.clock.increment(DEFAULT_RATE_LIMIT_WAIT_MS - 1);
    expect(h.snapshot().value).toBe('rateLimited');
    h.clock.increment(1);
    expect(h.snapshot().value).toBe('editing');
  });

  it("puts the server's refusal of one field under that field, and any other refusal in the error view", async () => {
    const h = createHarness();
    await loaded(h);
    fill(h);
    h.send({ type: 'submit' });
    await h.fail('submitLead', REFUSED);
    expect(h.snapshot().value).toBe('editing');
    expect(h.snapshot().context.errors).toEqual({ name: 'Not an e-mail address' });
    expect(h.snapshot().context.touched).toContain('name');
    h.send({ type: 'submit' });
    await h.fail('submitLead', { ...REFUSED, field: 'not_a_field' });
    expect(h.snapshot().value).toBe('error');
    h.send({ type: 'edit' });
    h.send({ type: 'submit' });
    await h.fail('submitLead', {
      ...REFUSED,
      fields: { name: { code: 'email', message: 'E-mail?' }, consent: { code: 'consent', message: 'Tick' } },
    });
    expect(h.snapshot().context.errors).toEqual({ name: 'E-mail?', consent: 'Tick' });
    expect(h.snapshot().context.touched).toEqual(expect.arrayContaining(['name', 'consent']));
  });

  it('lets a visible field override a hidden value of the same name, and loads again after a failure', async () => {
    const h = createHarness({ name: 'hidden', retailer_id: 'r-1' });
    await h.fail('fetchForm', SERVER_ERROR);
    expect(h.snapshot().hasTag('failed')).toBe(true);
    h.send({ type: 'retry' });
    await loaded(h);
    fill(h);
    h.send({ type: 'submit' });
    expect((h.calls.input('submitLead') as { payload: FormValues }).payload).toEqual({ name: 'Shwan', retailer_id: 'r-1', consent: true });
  });
});
