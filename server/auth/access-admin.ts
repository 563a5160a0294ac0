/**
 * Sessions and tokens as admins see them (docs/accounts.md, "Sessions and tokens for admins"):
 * every live one of every account — who, made when and from where, last used when and from where,
 * expiring when, its scope — and revoking any. An entry's id is `s-`/`t-` and the first 16 hex
 * characters of the stored SHA-256: enough to name it, useless to sign in with.
 */
import { sql, type Kysely } from 'kysely';
import type { CmsAccess, CmsSignInActivity } from '../../domain/contracts/cms.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { recentSignInAttempts } from './sign-in-audit.js';
import { delayedKeys } from './sign-in-throttle.js';

const HANDLE = 16;
export const ACCESS_ID_PATTERN = `^[st]-[0-9a-f]{${HANDLE}}$`;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));

export async function listAccess(db: Kysely<Database>, now: number): Promise<CmsAccess[]> {
  const sessions = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id_hash',
      'sessions.created_at',
      'sessions.created_ip',
      'sessions.expires_at',
      'sessions.last_used_at',
      'sessions.last_used_ip',
    ])
    .select(['users.id as user_id', 'users.email'])
    .where('sessions.expires_at', '>', now)
    .execute();
  const tokens = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.token_hash',
      'api_tokens.scope',
      'api_tokens.created_at',
      'api_tokens.created_ip',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'api_tokens.last_used_ip',
    ])
    .select(['users.id as user_id', 'users.email'])
    .where('api_tokens.expires_at', '>', now)
    .where('api_tokens.revoked_at', 'is', null)
    .execute();
  const common = (r: (typeof sessions)[number] | (typeof tokens)[number]) => ({
    user: { id: r.user_id, email: r.email },
    created_at: iso(r.created_at),
    created_ip: r.created_ip,
    expires_at: iso(r.expires_at),
    last_used_at: isoOrNull(r.last_used_at),
    last_used_ip: r.last_used_ip,
  });
  const all: CmsAccess[] = [
    ...sessions.map((r) => ({ id: `s-${r.id_hash.slice(0, HANDLE)}`, kind: 'session' as const, scope: 'write' as const, ...common(r) })),
    ...tokens.map((r) => ({
      id: `t-${r.token_hash.slice(0, HANDLE)}`,
      kind: 'token' as const,
      scope: r.scope === 'read' ? ('read' as const) : ('write' as const),
      ...common(r),
    })),
  ];
  return all.sort((a, b) => (b.last_used_at ?? b.created_at).localeCompare(a.last_used_at ?? a.created_at));
}

/** Ends the session or revokes the token `id` names; 404 `access_not_found` when none is live. */
export async function revokeAccess(db: Kysely<Database>, id: string, now: number): Promise<void> {
  if (!new RegExp(ACCESS_ID_PATTERN).test(id)) throw new ApiFailure(404, 'access_not_found', 'No live session or token with this id', 'id');
  const prefix = id.slice(2);
  const handle = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, ${HANDLE})`;
  const result =
    id[0] === 's'
      ? await db.deleteFrom('sessions').where(handle('id_hash'), '=', prefix).where('expires_at', '>', now).executeTakeFirst()
      : await db
          .updateTable('api_tokens')
          .set({ revoked_at: now })
          .where(handle('token_hash'), '=', prefix)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
  const count = 'numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows;
  if (Number(count) === 0) throw new ApiFailure(404, 'access_not_found', 'No live session or token with this id', 'id');
}

/** The latest `limit` attempts and the addresses waiting out a delay now. */
export async function signInActivity(db: Kysely<Database>, now: number, limit = 200): Promise<CmsSignInActivity> {
  const attempts = await recentSignInAttempts(db, limit);
  const delayed = await delayedKeys(db, now);
  return {
    attempts: attempts.map((a) => ({
      at: iso(a.at),
      email: a.email,
      user_id: a.userId,
      ip: a.ip,
      via: a.via,
      outcome: a.outcome,
      locked_until: isoOrNull(a.lockedUntil),
    })),
    delayed: delayed.map((d) => ({ email: d.key.replace(/^account:/, ''), failures: d.failures, locked_until: iso(d.lockedUntil) })),
  };
}
