/** Types of the stock alert sign-up machine (widgets/stock-locator, docs/alerts.md). */
import type { FailureData } from '../../domain/api-error.js';
import type { Language } from '../../domain/languages.js';
import type { CallEvents } from '../shared/async.js';

/** What POST /public_api/alerts/searches takes. */
export interface SignUpInput {
  email: string;
  language: Language;
  listing: string;
  /** The stock view's filters and keyword in the listing API's key form. */
  query: string;
}

export interface StockAlertContext {
  listKey: string;
  language: Language;
  /** The view's query when the form was opened (a later filter change does not move it). */
  query: string;
  email: string;
  consent: boolean;
  /** The field to fix before sending (checked here, or named by the server's 400). */
  invalid: 'email' | 'consent' | null;
  error: FailureData | null;
}

export type StockAlertEvent =
  | { type: 'open'; query: string }
  | { type: 'close' }
  | { type: 'language.change'; language: Language }
  | { type: 'email.change'; value: string }
  | { type: 'consent.change'; value: boolean }
  | { type: 'submit' }
  | { type: 'retry' }
  | CallEvents<'signUp', void>;
