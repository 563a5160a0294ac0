/**
 * Idempotent leads (docs/buy-online.md, "Retrying a lead"): POST /api/leads with an Idempotency-Key
 * stores, beside the lead,
 * - `leads.idempotency_key_hash`: SHA-256 of the key (unique), so a retry, even two racing, finds the
 *   first lead; the key itself is not stored;
 * - `leads.request_hash`: SHA-256 of the request body, so the same key with another body is refused;
 * - `leads.access_token_sealed`: the lead's access token encrypted under a key derived from the
 *   Idempotency-Key, so the retry can hand back the same token while the database alone cannot.
 * One ALTER per column: SQLite adds a single column per statement. NULLs are distinct in the unique
 * index on both dialects, so leads without a key never collide.
 */
import type { Migration } from 'kysely';

const COLUMNS = ['idempotency_key_hash', 'request_hash', 'access_token_sealed'] as const;

export const leadIdempotencyMigration: Migration = {
  async up(db) {
    for (const column of COLUMNS) await db.schema.alterTable('leads').addColumn(column, 'text').execute();
    await db.schema.createIndex('leads_idempotency_unique').unique().on('leads').column('idempotency_key_hash').execute();
  },
  async down(db) {
    await db.schema.dropIndex('leads_idempotency_unique').ifExists().execute();
    for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('leads').dropColumn(column).execute();
  },
};
