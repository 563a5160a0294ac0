/**
 * What `npm run user:add` does, apart from the terminal and the process: read the flags, ask for
 * what is missing, check it, create the account. scripts/user-add.ts wires it to a real terminal
 * and database; tests drive it with a scripted prompt and an in-memory database.
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { emailProblem } from '../domain/account-email.js';
import { createAccount } from '../server/auth/accounts.js';
import { isRole, type UserRole } from '../server/auth/roles.js';
import { LANGUAGES } from '../domain/languages.js';
import { passwordReasonText, type PasswordReason } from '../domain/password-rule.js';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../server/auth/passwords.js';
import type { Database } from '../server/db/schema.js';
import { ApiFailure } from '../server/failure.js';

export const USAGE = 'Usage: npm run user:add -- --email E --password P --role editor|admin   (missing flags are asked for)';

export interface UserAddArgs {
  email?: string | undefined;
  password?: string | undefined;
  role?: UserRole | undefined;
}

/** A mistake on the command line, said in one sentence (exit code 1, no stack trace). */
export class UserAddError extends Error {}

export function parseUserAddArgs(argv: string[]): UserAddArgs {
  let values: { email?: string; password?: string; role?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UserAddError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.role !== undefined && !isRole(values.role)) throw new UserAddError(`--role must be editor or admin, got ${values.role}`);
  return { email: values.email, password: values.password, role: values.role as UserRole | undefined };
}

export interface Prompter {
  ask(question: string): Promise<string>;
  /** Asks without echoing what is typed. */
  askSecret(question: string): Promise<string>;
}

/** The flags, with whatever is missing asked for; every answer checked before anything is written. */
export async function completeUserAddArgs(args: UserAddArgs, prompt: Prompter): Promise<Required<UserAddArgs>> {
  const email = args.email ?? (await prompt.ask('E-mail: ')).trim();
  const badEmail = emailProblem(email);
  if (badEmail) throw new UserAddError(`${badEmail} (got "${email}")`);
  const password = args.password ?? (await prompt.askSecret(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `));
  const weak = passwordProblem(password, { email });
  if (weak) throw new UserAddError(weakPasswordText(weak.reason));
  const roleText = args.role ?? (await prompt.ask('Role (editor or admin): ')).trim();
  if (!isRole(roleText)) throw new UserAddError(`The role must be editor or admin, got "${roleText}"`);
  return { email, password, role: roleText };
}

/**
 * The password rule's reason in every language of the site (the terminal does not know which one
 * its reader speaks); docs/accounts.md, "Passwords".
 */
export function weakPasswordText(reason: PasswordReason): string {
  return ['Password refused:', ...LANGUAGES.map((language) => `  [${language}] ${passwordReasonText(reason, language)}`)].join('\n');
}

export async function runUserAdd(db: Kysely<Database>, argv: string[], prompt: Prompter): Promise<string> {
  const args = await completeUserAddArgs(parseUserAddArgs(argv), prompt);
  try {
    const account = await createAccount(db, args);
    return `Created ${account.role} ${account.email} (id ${account.id})`;
  } catch (error) {
    if (error instanceof ApiFailure && error.statusCode < 500) throw new UserAddError(error.message);
    throw error;
  }
}
