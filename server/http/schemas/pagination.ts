/**
 * Paging in route schemas: the `meta` of a paged answer (docs/listing-api.md, "Paging"). The
 * `items`/`page` query parameters are checked by the handler (`integerParam` in ../query-params.ts).
 */
import { Type } from 'typebox';

/** The members of every paged answer's `meta`, to spread next to a family's own members. */
export const pageMetaFields = {
  total: Type.Optional(Type.Integer()),
  page: Type.Optional(Type.Integer()),
  pages: Type.Optional(Type.Integer()),
  items: Type.Optional(Type.Integer()),
};

/** The descriptions of the `items` and `page` query parameters, to spread into a `CheckedQuery`. */
export const pageQueryDocs = (max: number, fallback = max) => ({
  items: `Page size, 1–${max} (default ${fallback})`,
  page: 'Page number from 1',
});
