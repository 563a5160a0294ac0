/**
 * The per-account limit on password guessing (docs/accounts.md, "Per-account limit"). The
 * per-client limit (RATE_LIMIT_SIGN_IN) stops one address; this one stops many addresses taking
 * turns at one account. Each attempt at an account is charged before its password is checked:
 * the first `freeFailures` in a run go through, then every further charge starts a delay that
 * doubles (30 s, 1, 2, 4, 8 min) up to `maxDelayMs` (15 min), and attempts during a delay are
 * refused without being charged (hammering a locked account neither extends the delay nor costs
 * the editor anything more). A right password resets the run; a run also ends after `windowMs`
 * without attempts or delays. Nothing is permanent: the longest wait is 15 minutes.
 *
 * The charge is one upsert whose update applies only while the account is not delayed, so
 * concurrent attempts on any number of processes sharing one PostgreSQL (or SQLite's one writer)
 * are ordered by the row lock: a burst of 40 parallel guesses gets its first 5 checked, not 40.
 * The key is the typed address's comparison key (domain/account-email.ts: the same rule as every
 * account lookup, so no other spelling of an address escapes its limit), whether or not an account
 * has it, so a refusal tells nothing about which addresses have accounts.
 */
import { sql, type Kysely } from 'kysely';
import { accountEmailKey } from '../../domain/account-email.js';
import type { Database } from '../db/schema.js';

export interface ThrottleRule {
  /** Failures in a run before delays start. */
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A run ends after this long without attempts (counted from the end of the last delay). */
  windowMs: number;
}

export const SIGN_IN_THROTTLE: ThrottleRule = { freeFailures: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000, windowMs: 15 * 60_000 };

/** One limit per account: the address's comparison key (domain/account-email.ts), as every lookup uses. */
export function accountThrottleKey(email: string): string {
  return `account:${accountEmailKey(email)}`;
}

/** The delay the `failures`-th charged attempt of a run starts (0 before `freeFailures`). */
export function delayAfter(failures: number, rule: ThrottleRule = SIGN_IN_THROTTLE): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (failures - rule.freeFailures));
}

/** A number as a 64-bit SQL value: PostgreSQL would otherwise type a bare parameter beside an integer as int4, too small for epoch ms. */
const big = (value: number) => sql<number>`CAST(${value} AS BIGINT)`;

/** `delayAfter` as SQL over the expression `failures`: a CASE with one branch per doubling, then the cap. */
function delaySql(failures: ReturnType<typeof sql<number>>, rule: ThrottleRule) {
  const steps: ReturnType<typeof sql>[] = [sql`WHEN ${failures} < ${rule.freeFailures} THEN ${big(0)}`];
  for (let n = rule.freeFailures; delayAfter(n, rule) < rule.maxDelayMs; n += 1)
    steps.push(sql`WHEN ${failures} = ${n} THEN ${big(delayAfter(n, rule))}`);
  return sql<number>`CASE ${sql.join(steps, sql` `)} ELSE ${big(rule.maxDelayMs)} END`;
}

export type Charge = { allowed: true; lockedUntil: number | null } | { allowed: false; retryAfterMs: number };

/**
 * Charges one attempt at `key`: allowed (with the delay it started, if any) or refused while a
 * delay runs (with the time left).
 */
export async function chargeAttempt(
  db: Kysely<Database>,
  key: string,
  now: number,
  rule: ThrottleRule = SIGN_IN_THROTTLE,
): Promise<Charge> {
  const table = 'sign_in_throttle';
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const stale = sql<boolean>`(${ref('last_failure_at')} + ${big(rule.windowMs)} <= ${big(now)} AND ${ref('locked_until')} + ${big(rule.windowMs)} <= ${big(now)})`;
  const failures = sql<number>`(CASE WHEN ${stale} THEN 1 ELSE ${ref('failures')} + 1 END)`;
  const first = delayAfter(1, rule);
  const row = await db
    .insertInto(table)
    .values({ key, failures: 1, last_failure_at: now, locked_until: first > 0 ? now + first : 0 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures,
          last_failure_at: now,
          locked_until: sql<number>`(CASE WHEN ${delaySql(failures, rule)} = 0 THEN ${big(0)} ELSE ${big(now)} + ${delaySql(failures, rule)} END)`,
        })
        .where(ref('locked_until'), '<=', now),
    )
    .returning(['locked_until'])
    .executeTakeFirst();
  if (row) {
    const until = Number(row.locked_until);
    return { allowed: true, lockedUntil: until > now ? until : null };
  }
  const current = await db.selectFrom(table).select('locked_until').where('key', '=', key).executeTakeFirst();
  return { allowed: false, retryAfterMs: Math.max(1, Number(current?.locked_until ?? now) - now) };
}

/** A right password: the run is over. Also an admin's unlock. */
export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('key', '=', key).execute();
}

export interface ThrottleState {
  key: string;
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** Runs with a delay still going (for the admins' sign-in activity). */
export async function delayedKeys(db: Kysely<Database>, now: number): Promise<ThrottleState[]> {
  const rows = await db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('locked_until', '>', now)
    .orderBy('locked_until', 'desc')
    .execute();
  return rows.map((r) => ({
    key: r.key,
    failures: Number(r.failures),
    lastFailureAt: Number(r.last_failure_at),
    lockedUntil: Number(r.locked_until),
  }));
}

/** Housekeeping: runs that ended on their own. */
export async function deleteStaleThrottles(db: Kysely<Database>, now: number, rule: ThrottleRule = SIGN_IN_THROTTLE): Promise<void> {
  await db
    .deleteFrom('sign_in_throttle')
    .where('last_failure_at', '<=', now - rule.windowMs)
    .where('locked_until', '<=', now - rule.windowMs)
    .execute();
}
