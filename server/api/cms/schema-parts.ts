/**
 * Pieces every schema of the editor API repeats (docs/cms-api.md, docs/api-schemas.md): the tag, the
 * sign-in refusals, the `:id` path and the `{ data }` answers. Most answers are documented by the
 * name of their wire type in domain/contracts/ (`CmsPage`) with `data` open, as before TypeBox, so
 * the serializer passes every member the service gives.
 */
import { Type, type TSchema } from 'typebox';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { OpenObject } from '../../http/schemas/nullable.js';

/** The OpenAPI tag of the editor API. */
export const editorTags = ['editor'];

export const ADMIN_ONLY = 'Admins only.';

/** 401 `unauthenticated`, 403 `no_permissions` / `forbidden` / `csrf_missing` / `csrf_invalid` (docs/server-layers.md, "Signed-in routes"). */
export const guarded = errorResponses(401, 403);

/**
 * `/:id` of a row. Validated by the schema (an integer in the database's range), unlike the public
 * families' `PathParams`: the editor API has always answered 400 `invalid_request` for "abc".
 */
export const IdParams = Type.Object({ id: dbIdSchema });

/** `{ data: <data> }` described by the wire type's name. */
export function NamedAnswer<T extends TSchema>(description: string, data: T) {
  return Type.Object({ data }, { description });
}

/** `{ data: {...} }` with any members, described by the wire type's name (`CmsPage`). */
export const OpenAnswer = (description: string) => NamedAnswer(description, OpenObject());

/** `{ data: [{...}, ...] }` with any members, described by the wire type's name (`CmsPage[]`). */
export const OpenListAnswer = (description: string) => NamedAnswer(description, Type.Array(OpenObject()));
