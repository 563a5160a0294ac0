/**
 * Whole numbers that reach the database as ids. PostgreSQL's `integer` stops at 2,147,483,647 and
 * refuses anything beyond with an error, where SQLite would quietly find nothing: every id a
 * request carries is bounded here first, so both databases answer the same input the same way.
 */
import { Type } from 'typebox';
import { ApiFailure } from '../failure.js';

export const DB_INT_MAX = 2_147_483_647;

/** JSON schema of an id (a positive whole number the database can hold). */
export const dbIdSchema = Type.Integer({ minimum: 1, maximum: DB_INT_MAX });

/** A decimal id from a path or query (`"42"`), or null when it is not one the database can hold. */
export function parseDbId(text: string): number | null {
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= DB_INT_MAX ? value : null;
}

/**
 * A path id (documented as a string in the route schema, docs/api-schemas.md): not a whole number
 * is a 400 `invalid_number` naming `field`; a number no row can have (0, beyond the integer range)
 * is the caller's 404.
 */
export function pathId(text: string, field: string, notFound: () => ApiFailure): number {
  if (!/^[0-9]{1,15}$/.test(text)) throw new ApiFailure(400, 'invalid_number', `${field} must be a whole number`, field);
  const id = parseDbId(text);
  if (id === null) throw notFound();
  return id;
}
