/**
 * The envelope of every JSON answer, `{ data }` (docs/content-api.md), written once: the route
 * schemas spread it instead of repeating `{ type: 'object', required: ['data'], properties: { data } }`.
 */
import { Type, type TSchema } from 'typebox';

/** `{ data: <schema> }` with `data` required. */
export const DataAnswer = <T extends TSchema>(data: T) => Type.Object({ data });

/** `{ data: [<item>, ...] }` with `data` required. */
export const ListAnswer = <T extends TSchema>(item: T) => DataAnswer(Type.Array(item));
