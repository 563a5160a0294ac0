/** How many rows a table holds: what tests compare before and after an import, a pull or a fetch. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
