/** Types of the phone-verification machine (docs/buy-online.md, "Checking the buyer's phone and e-mail"). */
import type { CallEvents } from '../shared/async.js';

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
  | CallEvents<'sendCode', unknown>
  | CallEvents<'checkCode', CheckCodeOutput>;
