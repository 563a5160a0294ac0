/**
 * The require-login setting (spec, sections 5 and 6): when the setting `auth.require_login` is
 * `true`, every public site route needs a signed-in session (any account, role or not); visitors
 * are sent to the sign-in page, and `/auth-exchange` exists. Off (absent, `false`, or invalid
 * JSON, which is logged as 'Invalid JSON in auth.require_login') the site is public.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readJsonSetting } from '../content/settings-repository.js';
import type { WarnLogger } from '../content/json-column.js';

export const REQUIRE_LOGIN_SETTING = 'auth.require_login';

export async function isLoginRequired(db: Kysely<Database>, log?: WarnLogger): Promise<boolean> {
  return (await readJsonSetting<unknown>(db, REQUIRE_LOGIN_SETTING, false, log)) === true;
}
