/**
 * Query parameters the handler checks itself (`../query-params.ts`, `parseListingQuery`), so a bad
 * value is a 400 in the API's error shape naming the parameter rather than an Ajv message: the schema
 * only documents them, each `{ description }` of any type, and lets any other key through
 * (docs/api-schemas.md).
 */
import { Type, type TOptional, type TUnknown } from 'typebox';

/** `{ type: 'object', additionalProperties: true, properties: { <name>: { description } } }`. */
export function CheckedQuery<const K extends string>(descriptions: Record<K, string>) {
  const properties = Object.fromEntries(
    Object.entries<string>(descriptions).map(([name, description]) => [name, Type.Optional(Type.Unknown({ description }))]),
  ) as Record<K, TOptional<TUnknown>>;
  return Type.Object(properties, { additionalProperties: true });
}
