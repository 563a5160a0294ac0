/** The 304 of answers sent with an ETag (../http-cache.ts, docs/caching.md). */
import { Type } from 'typebox';

/** `{ 304: ... }` to spread into a route's `response`. */
export const notModifiedResponse = { 304: Type.Null({ description: 'Not modified (If-None-Match matched the ETag)' }) };
