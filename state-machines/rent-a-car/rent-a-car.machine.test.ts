/** The rent-a-car machine walked by createTestModel, then what a visitor would notice in detail. */
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { parseRentConfig } from '../../domain/rent-a-car/index.js';
import { SAMPLE_EXTRAS, SAMPLE_LOCATIONS, SAMPLE_VEHICLES } from '../../domain/rent-a-car/defaults.js';
import { callAnswers, callsByState, createHarness as harnessOf, modelParams, itReaches, testPaths } from '../testing/harness.js';
import { rentACarMachine, type ContactForm, type ContactValues, type RentEvent } from './index.js';

const CONFIG = parseRentConfig({ locations_json: SAMPLE_LOCATIONS, vehicles_json: SAMPLE_VEHICLES, data_json: SAMPLE_EXTRAS });
const FORM: ContactForm = { fields: [{ key: 'first_name' }, { key: 'privacy' }], initialValues: { privacy: false } };
const REQUIRED = 'This field is required';
/** The domain's form rules stand-in: a name and the consent. */
const validateContact = (_form: ContactForm, values: ContactValues) => ({
  ...(typeof values.first_name === 'string' && values.first_name.trim() ? {} : { first_name: REQUIRED }),
  ...(values.privacy === true ? {} : { privacy: REQUIRED }),
});
const SERVER_ERROR = { code: 'http_500', message: 'boom', status: 500 };
// 2026-12-01 is a Tuesday.
const TODAY = '2026-12-01';
const BOOKING = { pickup: 'erbil', pickupDate: '2026-12-02', dropoffDate: '2026-12-05', vehicle: 1 };

type Snapshot = SnapshotFrom<typeof rentACarMachine>;
type Call = 'fetchContactForm' | 'sendInquiry';

function createHarness() {
  let keys = 0;
  return harnessOf(rentACarMachine, {
    calls: ['fetchContactForm', 'sendInquiry'],
    input: { config: CONFIG, formId: ' 9 ', today: TODAY, validateContact, newIdempotencyKey: () => `key-${(keys += 1)}` },
  });
}
type Harness = ReturnType<typeof createHarness>;

const { done, failed } = callAnswers<RentEvent, Call>();
const EVENTS: RentEvent[] = [
  { type: 'rent.open' },
  { type: 'rent.close' },
  { type: 'booking.change', patch: BOOKING },
  { type: 'contact.change', key: 'first_name', value: 'Rezan' },
  { type: 'contact.change', key: 'privacy', value: true },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'retry' },
  done('fetchContactForm', FORM),
  failed('fetchContactForm', SERVER_ERROR),
  done('sendInquiry', { leadId: 'lead-1' }),
  failed('sendInquiry', SERVER_ERROR),
];
const OUT = callsByState<Call>({
  '{"open":{"contact":"loading"}}': 'fetchContactForm',
  '{"open":"sending"}': 'sendInquiry',
});
/** What the model tells apart: the state, whether step 1 and the contact step are complete, and errors shown. */
const abstractState = (state: Snapshot) => {
  const c = state.context;
  return JSON.stringify([state.value, c.booking.vehicle >= 0, c.contact, c.form !== null, c.showBookingErrors, c.error?.code ?? null]);
};

describe('rent-a-car machine, model-based', () => {
  const model = createTestModel(rentACarMachine, {
    input: { config: CONFIG, formId: ' 9 ', today: TODAY, validateContact, newIdempotencyKey: () => 'key-1' },
    events: () => EVENTS,
    filterEvents: OUT.filterEvents,
    serializeState: abstractState,
  });
  const paths = model.getShortestPaths({
    toState: (state) => state.hasTag('thank-you') || state.hasTag('error') || state.hasTag('contact-failed'),
  });
  itReaches('reaches every screen', paths, [
    '"closed"',
    '{"open":"location"}',
    '{"open":{"contact":"loading"}}',
    '{"open":{"contact":"failed"}}',
    '{"open":{"contact":"editing"}}',
    '{"open":"summary"}',
    '{"open":"sending"}',
    '{"open":"failed"}',
    '{"open":"thankYou"}',
  ]);
  testPaths('shortest', paths, () =>
    modelParams(createHarness(), {
      serializeState: abstractState,
      callsOut: OUT.callsOut,
      check: (state, real) => {
        // Exactly one screen tag at a time.
        const screens = ['closed', 'location', 'contact', 'summary', 'sending', 'thank-you', 'error'].filter((t) => real.hasTag(t));
        expect(screens).toHaveLength(1);
        if (OUT.outIn(state) === 'sendInquiry') expect(real.context.idempotencyKey).toMatch(/^key-\d+$/);
      },
    }),
  );
});

async function toSummary(h: Harness) {
  h.send({ type: 'rent.open' });
  h.send({ type: 'booking.change', patch: BOOKING });
  h.send({ type: 'step.next' });
  await h.answer('fetchContactForm', FORM);
  h.send({ type: 'contact.change', key: 'first_name', value: 'Rezan' });
  h.send({ type: 'contact.change', key: 'privacy', value: true });
  h.send({ type: 'step.next' });
  expect(h.snapshot().hasTag('summary')).toBe(true);
}

describe('rent-a-car machine, details', () => {
  it('does not leave step 1 with a Sunday pick-up, and shows why', () => {
    const h = createHarness();
    h.send({ type: 'rent.open' });
    h.send({ type: 'booking.change', patch: { ...BOOKING, pickupDate: '2026-12-06' } });
    expect(h.snapshot().context.showBookingErrors).toBe(false);
    h.send({ type: 'step.next' });
    expect(h.snapshot().hasTag('location')).toBe(true);
    expect(h.snapshot().context).toMatchObject({
      showBookingErrors: true,
      bookingErrors: { pickupDate: 'pickup_date_disabled' },
      errorFocus: 1,
    });
  });

  it('keeps the extras within their limits (baby seat at most 10)', () => {
    const h = createHarness();
    h.send({ type: 'rent.open' });
    h.send({ type: 'extra.set', id: '1.0', value: 12 });
    expect(h.snapshot().context.booking.extras['1.0']).toBe(10);
    h.send({ type: 'extra.set', id: '1.0', value: -3 });
    expect(h.snapshot().context.booking.extras['1.0']).toBe(0);
    for (let i = 0; i < 12; i += 1) h.send({ type: 'extra.add', id: '1.0', delta: 1 });
    expect(h.snapshot().context.booking.extras['1.0']).toBe(10);
    h.send({ type: 'extra.add', id: '1.0', delta: -1 });
    expect(h.snapshot().context.booking.extras['1.0']).toBe(9);
    h.send({ type: 'extra.set', id: 'nope', value: 1 });
    expect(Object.keys(h.snapshot().context.booking.extras)).toEqual(['0.0', '1.0', '1.1']);
  });

  it('sends the booking and the contact with one key, and a retry sends the same key', async () => {
    const h = createHarness();
    await toSummary(h);
    h.send({ type: 'step.next' });
    const first = h.calls.input('sendInquiry') as { formId: string; booking: object; contact: object; idempotencyKey: string };
    expect(first).toMatchObject({
      formId: '9',
      booking: BOOKING,
      contact: { first_name: 'Rezan', privacy: true },
      idempotencyKey: 'key-1',
    });
    await h.fail('sendInquiry', SERVER_ERROR);
    expect(h.snapshot().hasTag('error')).toBe(true);
    h.send({ type: 'retry' });
    expect((h.calls.input('sendInquiry') as { idempotencyKey: string }).idempotencyKey).toBe('key-1');
    await h.answer('sendInquiry', { leadId: 'lead-7' });
    expect(h.snapshot().hasTag('thank-you')).toBe(true);
    expect(h.snapshot().context.leadId).toBe('lead-7');
  });

  it('loads the contact form once, keeps the values going back, and starts a new booking after thank-you', async () => {
    const h = createHarness();
    await toSummary(h);
    h.send({ type: 'step.back' });
    h.send({ type: 'step.back' });
    expect(h.snapshot().context.booking).toMatchObject(BOOKING);
    h.send({ type: 'step.next' });
    expect(h.calls.has('fetchContactForm')).toBe(false);
    expect(h.snapshot().hasTag('contact')).toBe(true);
    h.send({ type: 'step.next' });
    h.send({ type: 'step.next' });
    await h.answer('sendInquiry', { leadId: 'lead-1' });
    h.send({ type: 'rent.close' });
    h.send({ type: 'rent.open' });
    expect(h.snapshot().context.booking.vehicle).toBe(-1);
    expect(h.snapshot().context.contact).toMatchObject({ first_name: 'Rezan' });
  });

  it('refuses the contact step without the consent', async () => {
    const h = createHarness();
    h.send({ type: 'rent.open' });
    h.send({ type: 'booking.change', patch: BOOKING });
    h.send({ type: 'step.next' });
    await h.answer('fetchContactForm', FORM);
    h.send({ type: 'contact.change', key: 'first_name', value: 'Rezan' });
    h.send({ type: 'step.next' });
    expect(h.snapshot().hasTag('contact')).toBe(true);
    expect(h.snapshot().context).toMatchObject({ showContactErrors: true, contactErrors: { privacy: REQUIRED } });
  });
});
