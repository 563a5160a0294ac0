/**
 * E-mail verification (docs/buy-online.md, "Checking the buyer's phone and e-mail"): valid only if the service says valid or
 * accept_all; a 5-second timeout counts as valid with status 'timeout' and code TIMEOUT; any other
 * failure counts as valid with code VALIDATION_ERROR (a broken checker must not block a customer).
 */
export interface EmailVerificationResult {
  valid: boolean;
  status: string;
  code?: 'TIMEOUT' | 'VALIDATION_ERROR';
}

export interface EmailVerifier {
  readonly name: string;
  /** Throws when misconfigured (no API key) or when `email` is not a string. */
  verify(email: unknown): Promise<EmailVerificationResult>;
}

export const EMAIL_VERIFICATION_TIMEOUT_MS = 5000;
export const VALID_STATUSES = ['valid', 'accept_all'] as const;
