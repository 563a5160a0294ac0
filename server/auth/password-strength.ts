/**
 * The password rule's estimator (docs/accounts.md, "Passwords"): zxcvbn-ts with its common and
 * English dictionaries, all offline. A password must score at least 3 (about 10^8 guesses) with
 * the account's e-mail, its local part and the brand's words as "user inputs", and must not
 * contain the e-mail address or its local part at all. Why 3 and not 4: online guessing is held to
 * a handful of tries an hour per account (sign-in-throttle.ts), so 10^8 guesses take centuries
 * there, and argon2id makes an offline attack on a stolen table slow too; 4 (10^10) refuses many
 * memorable passphrases editors would then write down.
 *
 * The dictionaries are large (about a second of CPU to load and decompress): they are loaded and
 * the estimator built on the first check, not when the server starts, so a restarted process
 * answers pages without paying for them (docs/operations.md, "Start-up"). Loaded with `require`
 * so the check stays synchronous; Node's `import` of these packages reads the same CommonJS files.
 */
import { createRequire } from 'node:module';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordReason } from '../../domain/password-rule.js';

const require = createRequire(import.meta.url);

export const MIN_PASSWORD_SCORE = 3;

/** Words anyone guessing an lrdx editor's password tries first. */
export const BRAND_WORDS: readonly string[] = [
  'lrdx',
  'land rover',
  'landrover',
  'range rover',
  'rangerover',
  'rover',
  'jaguar',
  'defender',
  'discovery',
  'evoque',
  'velar',
  'freelander',
  'editor',
  'admin',
];

let estimator: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  // No `translations`: the feedback comes back as keys (`userInputs`, `common`, …), mapped below.
  if (estimator) return estimator;
  const core = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const english = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
  estimator = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** The context of the account a password is for. */
export interface PasswordContext {
  email?: string | undefined;
}

/** The user inputs of an account: the e-mail, its local part and that part's pieces, the domain's name, the brand. */
export function userInputsOf(context: PasswordContext): string[] {
  const inputs = [...BRAND_WORDS];
  const email = context.email?.trim().toLowerCase();
  if (email) {
    const [local = '', domain = ''] = email.split('@');
    inputs.push(email, local, ...local.split(/[._+-]+/), domain, ...domain.split('.').slice(0, -1));
  }
  return [...new Set(inputs.filter((word) => word.length >= 3))];
}

/** zxcvbn's warning keys (the en translations' `warnings`), as our reasons. */
const WARNING_REASONS: Record<string, PasswordReason> = {
  userInputs: 'personal_data',
  topTen: 'common_password',
  topHundred: 'common_password',
  common: 'common_password',
  similarToCommon: 'common_password',
  pwned: 'common_password',
  straightRow: 'keyboard_pattern',
  keyPattern: 'keyboard_pattern',
  simpleRepeat: 'repeated',
  extendedRepeat: 'repeated',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  wordByItself: 'single_word',
  namesByThemselves: 'single_word',
  commonNames: 'single_word',
};

/** Why the estimator refuses `password` for this account, or undefined when it is strong enough. */
export function guessabilityReason(password: string, context: PasswordContext = {}): PasswordReason | undefined {
  const email = context.email?.trim().toLowerCase();
  const lower = password.toLowerCase();
  const local = email?.split('@')[0] ?? '';
  if (email && (lower.includes(email) || (local.length >= 4 && lower.includes(local)))) return 'personal_data';
  const result = zxcvbn().check(password, userInputsOf(context));
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  return (result.feedback.warning && WARNING_REASONS[result.feedback.warning]) || 'too_guessable';
}
