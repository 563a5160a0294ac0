/**
 * Ids in route schemas. Path ids are documented as strings and read by the handler
 * (`pathId` in ../db-int.ts) so that "abc" is a 400 `invalid_number` and "0" a 404, both naming the
 * parameter; ids in answers are plain integers.
 */
import { Type } from 'typebox';

/** `{ <name>: string }` path parameters, each required and described. */
export function PathParams<const K extends string>(descriptions: Record<K, string>, options: { maxLength?: number } = {}) {
  const properties = Object.fromEntries(
    Object.entries<string>(descriptions).map(([name, description]) => [name, Type.String({ ...options, description })]),
  ) as Record<K, ReturnType<typeof Type.String>>;
  return Type.Object(properties);
}

/** A row id in an answer. */
export const RowId = Type.Integer();
