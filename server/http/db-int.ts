/**
 * Whole numbers that reach the database as ids. PostgreSQL's `integer` stops at 2,147,483,647 and
 * refuses anything beyond with an error, where SQLite would quietly find nothing: every id a
 * request carries is bounded here first, so both databases answer the same input the same way.
 */
export const DB_INT_MAX = 2_147_483_647;

/** JSON schema of an id (a positive whole number the database can hold). */
export const dbIdSchema = { type: 'integer', minimum: 1, maximum: DB_INT_MAX } as const;

/** A decimal id from a path or query (`"42"`), or null when it is not one the database can hold. */
export function parseDbId(text: string): number | null {
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= DB_INT_MAX ? value : null;
}
