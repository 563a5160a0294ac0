/**
 * The rent-a-car overlay (catalogue: "multi-step overlay with three steps (location and date;
 * contact details; booking summary) … then a thank-you view or an error view"): closed, then
 * location and date, contact details (the Forms API form `contact_step_form_id`, loaded on the
 * first visit of the step, with a retry), the summary whose next button sends the inquiry, then
 * thank-you or error (retry sends the same inquiry again with the same Idempotency-Key). Back keeps
 * every value; closing keeps them too, except after thank-you, which starts a fresh booking.
 * Calls follow state-machines/shared/async.ts. Views read tags: `closed`, `location`, `contact`,
 * `contact-loading`, `contact-failed`, `summary`, `sending`, `thank-you`, `error`.
 */
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate';
import { failureOf } from '../../domain/api-error.js';
import { emptyBooking, extraValue, validateBooking, type Booking } from '../../domain/rent-a-car/index.js';
import { requiredCall } from '../shared/async.js';
import type {
  ContactForm,
  FetchContactFormInput,
  RentContext,
  RentEvent,
  RentInput,
  SendInquiryInput,
  SendInquiryOutput,
} from './rent-a-car.types.js';

const errorOf = (event: RentEvent) => failureOf('error' in event ? event.error : undefined);
const checkBooking = (context: RentContext, booking: Booking) => validateBooking(context.config, booking, context.today);

export const rentACarMachine = setup({
  types: { context: {} as RentContext, events: {} as RentEvent, input: {} as RentInput },
  actors: {
    fetchContactForm: requiredCall<ContactForm, FetchContactFormInput>('rentACarMachine', 'fetchContactForm'),
    sendInquiry: requiredCall<SendInquiryOutput, SendInquiryInput>('rentACarMachine', 'sendInquiry'),
  },
  guards: {
    bookingValid: ({ context }) => Object.keys(checkBooking(context, context.booking)).length === 0,
    formLoaded: ({ context }) => context.form !== null,
    contactValid: ({ context }) =>
      context.form !== null && Object.keys(context.validateContact(context.form, context.contact)).length === 0,
  },
  actions: {
    changeBooking: assign(({ context, event }) => {
      assertEvent(event, 'booking.change');
      const booking = { ...context.booking, ...event.patch };
      return { booking, bookingErrors: checkBooking(context, booking), idempotencyKey: null };
    }),
    setExtra: assign(({ context, event }) => {
      assertEvent(event, ['extra.set', 'extra.add']);
      const extra = context.config.extras.flatMap((group) => group.items).find((item) => item.id === event.id);
      if (!extra) return {};
      const value = event.type === 'extra.set' ? event.value : (context.booking.extras[extra.id] ?? 0) + event.delta;
      return {
        booking: { ...context.booking, extras: { ...context.booking.extras, [extra.id]: extraValue(extra, value) } },
        idempotencyKey: null,
      };
    }),
    showBookingErrors: assign(({ context }) => ({
      showBookingErrors: true,
      bookingErrors: checkBooking(context, context.booking),
      errorFocus: context.errorFocus + 1,
    })),
    changeContact: assign(({ context, event }) => {
      assertEvent(event, 'contact.change');
      const contact = { ...context.contact, [event.key]: event.value };
      return { contact, contactErrors: context.form ? context.validateContact(context.form, contact) : {}, idempotencyKey: null };
    }),
    showContactErrors: assign(({ context }) => ({
      showContactErrors: true,
      contactErrors: context.form ? context.validateContact(context.form, context.contact) : {},
      errorFocus: context.errorFocus + 1,
    })),
    startFetch: spawnChild('fetchContactForm', { id: 'fetchContactForm', input: ({ context }) => ({ formId: context.formId }) }),
    stopFetch: stopChild('fetchContactForm'),
    storeForm: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.fetchContactForm');
      const contact = { ...event.output.initialValues, ...context.contact };
      return { form: event.output, contact, contactErrors: context.validateContact(event.output, contact), error: null };
    }),
    takeKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? context.newIdempotencyKey() }),
    startSend: spawnChild('sendInquiry', {
      id: 'sendInquiry',
      input: ({ context }) => ({
        formId: context.formId,
        config: context.config,
        booking: context.booking,
        contact: context.contact,
        idempotencyKey: context.idempotencyKey ?? '',
      }),
    }),
    stopSend: stopChild('sendInquiry'),
    storeLead: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.sendInquiry');
      return { leadId: event.output.leadId, error: null };
    }),
    setError: assign({ error: ({ event }) => errorOf(event) }),
    clearError: assign({ error: null }),
    // After thank-you the next opening is a new inquiry; the contact details are kept for it.
    startAfresh: assign(({ context }) => ({
      booking: emptyBooking(context.config),
      bookingErrors: {},
      showBookingErrors: false,
      showContactErrors: false,
      idempotencyKey: null,
      leadId: null,
    })),
  },
}).createMachine({
  id: 'rentACar',
  context: ({ input }) => ({
    config: input.config,
    formId: input.formId.trim(),
    today: input.today,
    validateContact: input.validateContact,
    newIdempotencyKey: input.newIdempotencyKey,
    booking: emptyBooking(input.config),
    bookingErrors: {},
    showBookingErrors: false,
    form: null,
    contact: {},
    contactErrors: {},
    showContactErrors: false,
    errorFocus: 0,
    idempotencyKey: null,
    leadId: null,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      tags: 'closed',
      on: { 'rent.open': 'open' },
    },
    open: {
      initial: 'location',
      on: { 'rent.close': 'closed' },
      states: {
        location: {
          tags: 'location',
          on: {
            'booking.change': { actions: 'changeBooking' },
            'extra.set': { actions: 'setExtra' },
            'extra.add': { actions: 'setExtra' },
            'step.next': [{ guard: 'bookingValid', target: 'contact' }, { actions: 'showBookingErrors' }],
          },
        },
        contact: {
          initial: 'checking',
          on: { 'step.back': 'location' },
          states: {
            checking: { always: [{ guard: 'formLoaded', target: 'editing' }, { target: 'loading' }] },
            loading: {
              tags: ['contact', 'contact-loading'],
              entry: ['clearError', 'startFetch'],
              exit: 'stopFetch',
              on: {
                'xstate.done.actor.fetchContactForm': { target: 'editing', actions: 'storeForm' },
                'xstate.error.actor.fetchContactForm': { target: 'failed', actions: 'setError' },
              },
            },
            failed: { tags: ['contact', 'contact-failed'], on: { retry: 'loading' } },
            editing: {
              tags: 'contact',
              on: {
                'contact.change': { actions: 'changeContact' },
                'step.next': [{ guard: 'contactValid', target: '#rentACar.open.summary' }, { actions: 'showContactErrors' }],
              },
            },
          },
        },
        summary: {
          tags: 'summary',
          on: { 'step.back': 'contact', 'step.next': 'sending' },
        },
        sending: {
          tags: 'sending',
          entry: ['clearError', 'takeKey', 'startSend'],
          exit: 'stopSend',
          on: {
            'xstate.done.actor.sendInquiry': { target: 'thankYou', actions: 'storeLead' },
            'xstate.error.actor.sendInquiry': { target: 'failed', actions: 'setError' },
          },
        },
        failed: { tags: 'error', on: { retry: 'sending', 'step.back': 'summary' } },
        thankYou: {
          tags: 'thank-you',
          on: { 'rent.close': { target: '#rentACar.closed', actions: 'startAfresh' } },
        },
      },
    },
  },
});

export type RentACarMachine = typeof rentACarMachine;
