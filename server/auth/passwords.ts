/**
 * Password hashes: argon2id (@node-rs/argon2) with OWASP's minimum parameters (19 MiB, 2 passes,
 * 1 lane), stored as the PHC string, which carries its own parameters and salt so later
 * parameter changes still verify old hashes.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { passwordLengthReason, passwordReasonText, type PasswordReason } from '../../domain/password-rule.js';
import { ApiFailure } from '../failure.js';
import { guessabilityReason, userInputsOf, type PasswordContext } from './password-strength.js';

export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '../../domain/password-rule.js';
export type { PasswordContext } from './password-strength.js';

// `Algorithm` is a const enum in the package's typings, which isolated modules cannot inline: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export interface PasswordProblem {
  reason: PasswordReason;
  /** The reason in English (API callers, the terminal); screens show `reason` in their language. */
  message: string;
}

/**
 * Where a password comes from: a person chose it, or `generatePassword` (or a secret token) drew it,
 * which the strength estimate cannot refuse (see generatePassword).
 */
export type PasswordOrigin = 'chosen' | 'generated';

/**
 * Why `password` cannot be the password of the account `context` describes, or undefined when it
 * can: the length rules, then the strength estimate (password-strength.ts; docs/accounts.md). A
 * generated password skips the estimate, whose dictionaries cost about a second of CPU to build.
 */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
  origin: PasswordOrigin = 'chosen',
): PasswordProblem | undefined {
  const reason = passwordLengthReason(password) ?? (origin === 'chosen' ? guessabilityReason(password, context) : undefined);
  return reason ? { reason, message: passwordReasonText(reason, 'en') } : undefined;
}

/** 400 `weak_password` naming `field`, with the reason's key for screens to say in their language. */
export function weakPasswordFailure(problem: PasswordProblem, field: string): ApiFailure {
  return new ApiFailure(400, 'weak_password', problem.message, field, { reason: problem.reason });
}

/**
 * A password for someone else to type once (the demo admin, an admin's invite or reset): 18
 * random bytes as base64url, 24 characters, about 10^43 possibilities, far above what the
 * estimator asks for (score 3, 10^8 guesses). The one way such a draw can fail the rule is
 * containing the account's own words (a run of letters spelling the e-mail's local part, or a
 * brand word): that is checked directly and drawn again in that astronomically rare case,
 * without building the estimator's dictionaries, which cost about a second of CPU on the first
 * start that creates the demo admin (docs/accounts.md, "Passwords"). The tests check that what
 * is handed out passes the whole rule.
 */
export function generatePassword(context: PasswordContext = {}): string {
  const own = userInputsOf(context);
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    const lower = password.toLowerCase();
    if (!passwordLengthReason(password) && !own.some((word) => lower.includes(word))) return password;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, computed once per process with the same parameters: sign-in
 * verifies against it when the e-mail is unknown, so an unknown address costs the same work as a
 * wrong password and the answer time does not tell which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${crypto.randomUUID()}`);
  return dummyHash;
}
