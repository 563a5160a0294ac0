/**
 * Types of the rent-a-car machine (catalogue, "Rent-a-car"): the overlay's three steps, the
 * contact form of the Forms API, the inquiry sent as a lead. The booking rules and the price are
 * the domain's (domain/rent-a-car/); the machine only asks them.
 */
import type { FailureData } from '../../domain/api-error.js';
import type { Booking, BookingErrors, RentConfig } from '../../domain/rent-a-car/index.js';
import type { CallEvents } from '../shared/async.js';

export type ContactValue = string | boolean;
export type ContactValues = Record<string, ContactValue>;
/** Field key → message in the visitor's language. */
export type ContactErrors = Record<string, string>;

/** The contact step's form as the machine needs it; the widget's own type extends it. */
export interface ContactForm {
  fields: readonly { key: string }[];
  initialValues: ContactValues;
}

export interface FetchContactFormInput {
  formId: string;
}

export interface SendInquiryInput {
  formId: string;
  config: RentConfig;
  booking: Booking;
  contact: ContactValues;
  /** One per inquiry: a retry sends the same key, so the server stores one lead. */
  idempotencyKey: string;
}

export interface SendInquiryOutput {
  leadId: string;
}

export interface RentInput {
  config: RentConfig;
  /** `contact_step_form_id`. */
  formId: string;
  /** `YYYY-MM-DD` in the visitor's calendar: no pick-up before it. */
  today: string;
  validateContact: (form: ContactForm, values: ContactValues) => ContactErrors;
  newIdempotencyKey: () => string;
}

export interface RentContext {
  config: RentConfig;
  formId: string;
  today: string;
  validateContact: RentInput['validateContact'];
  newIdempotencyKey: () => string;
  booking: Booking;
  bookingErrors: BookingErrors;
  /** Errors show once the visitor tried to go on (then they follow every change). */
  showBookingErrors: boolean;
  form: ContactForm | null;
  contact: ContactValues;
  contactErrors: ContactErrors;
  showContactErrors: boolean;
  /** Moves focus to the first error when it changes. */
  errorFocus: number;
  idempotencyKey: string | null;
  leadId: string | null;
  error: FailureData | null;
}

export type RentEvent =
  | { type: 'rent.open' }
  | { type: 'rent.close' }
  | { type: 'booking.change'; patch: Partial<Omit<Booking, 'extras'>> }
  | { type: 'extra.set'; id: string; value: number }
  /** One more (+1) or one fewer (−1): relative, so quick clicks before a redraw all count. */
  | { type: 'extra.add'; id: string; delta: number }
  | { type: 'contact.change'; key: string; value: ContactValue }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'retry' }
  | CallEvents<'fetchContactForm', ContactForm>
  | CallEvents<'sendInquiry', SendInquiryOutput>;
