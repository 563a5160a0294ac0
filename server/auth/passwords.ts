/**
 * Password hashes: argon2id (@node-rs/argon2) with OWASP's minimum parameters (19 MiB, 2 passes,
 * 1 lane), stored as the PHC string, which carries its own parameters and salt so later
 * parameter changes still verify old hashes.
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** The shortest password an account may get (user:add, password change). */
export const MIN_PASSWORD_LENGTH = 12;
/** argon2 hashes any length, but a megabyte "password" is a cheap way to burn our CPU. */
export const MAX_PASSWORD_LENGTH = 256;

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

/** Why `password` cannot be an account's password, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters`;
  if (password.trim() === '') return 'The password cannot be only spaces';
  return undefined;
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
