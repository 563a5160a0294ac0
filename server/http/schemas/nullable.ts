/**
 * JSON types that may also be null, written as `{ type: [kind, 'null'] }` like the hand-written
 * schemas before them (docs/api-schemas.md): TypeBox's own `Union([..., Null()])` would emit an
 * `anyOf`, a different OpenAPI document and a slower serializer for the same answer.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

interface JsonKinds {
  string: string;
  number: number;
  integer: number;
  boolean: boolean;
}

/** `kind` or null, e.g. `Nullable('string')` is `{ type: ['string', 'null'] }` typed `string | null`. */
export function Nullable<K extends keyof JsonKinds>(kind: K, options: { description?: string } = {}): TUnsafe<JsonKinds[K] | null> {
  return Type.Unsafe<JsonKinds[K] | null>({ type: [kind, 'null'], ...options });
}

/** One of `values`, as `{ type: 'string', enum: [...] }` (TypeBox's Enum leaves out the type). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** An object of any members, `{ type: 'object', additionalProperties: true }` (free-form props and attributes). */
// Typed `object`, not `Record<string, unknown>`: the services' interfaces (VehicleAttributes, ...) have no index signature.
export function OpenObject(options: { description?: string } = {}): TUnsafe<object> {
  return Type.Unsafe<object>({ type: 'object', additionalProperties: true, ...options });
}

/**
 * An object whose every member is `value`, `{ type: 'object', additionalProperties: value }`
 * (TypeBox's Record writes `patternProperties`, which the serializer and OpenAPI 3.0 see differently).
 */
export function MapOf<T extends TSchema>(value: T, options: { description?: string } = {}): TUnsafe<Record<string, Static<T>>> {
  return Type.Unsafe<Record<string, Static<T>>>({ type: 'object', ...options, additionalProperties: value });
}
