/**
 * The require-login setting (docs/accounts.md, "Require login"): when the setting `auth.require_login` is
 * `true`, every public site route needs a signed-in session (any account, role or not); visitors
 * are sent to the sign-in page, and `/auth-exchange` exists. Off (absent, `false`, or invalid
 * JSON, which is logged as 'Invalid JSON in auth.require_login') the site is public.
 *
 * Every guarded request asks, so the answer is kept in memory (`createLoginRequirement`): saving or
 * deleting the setting through the settings API forgets it in this process at once, and other
 * processes (which cannot hear that; no other setting is shared across processes either) read it
 * again when their copy is older than `maxAgeMs` (5 s by default).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readJsonSetting } from '../content/settings-repository.js';
import type { WarnLogger } from '../content/json-column.js';

export const REQUIRE_LOGIN_SETTING = 'auth.require_login';
/** How long another process may keep an old answer after the setting changed. */
export const REQUIRE_LOGIN_MAX_AGE_MS = 5_000;

export async function isLoginRequired(db: Kysely<Database>, log?: WarnLogger): Promise<boolean> {
  return (await readJsonSetting<unknown>(db, REQUIRE_LOGIN_SETTING, false, log)) === true;
}

export interface LoginRequirement {
  /** Whether the site needs sign-in now (from memory while fresh, else from the database). */
  isRequired(log?: WarnLogger): Promise<boolean>;
  /** Forgets the kept answer (the setting was saved or deleted). */
  invalidate(): void;
}

export function createLoginRequirement(
  db: Kysely<Database>,
  now: () => number = Date.now,
  maxAgeMs: number = REQUIRE_LOGIN_MAX_AGE_MS,
): LoginRequirement {
  let kept: { value: boolean; at: number } | undefined;
  // Bumped by invalidate(): a read that started before it must not store its (maybe old) answer.
  let generation = 0;
  return {
    async isRequired(log) {
      const at = now();
      if (kept && at - kept.at < maxAgeMs && at >= kept.at) return kept.value;
      const started = generation;
      const value = await isLoginRequired(db, log);
      if (started === generation) kept = { value, at };
      return value;
    },
    invalidate() {
      generation += 1;
      kept = undefined;
    },
  };
}
