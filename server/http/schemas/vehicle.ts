/**
 * A vehicle in an answer, as the listing and content routes send it (docs/listing-api.md,
 * "Vehicle fields"), and the listing query parameters both families document: one definition for
 * both families, which may not import each other (docs/server-layers.md).
 */
import { Type } from 'typebox';
import { LISTING_ITEMS_MAX, SORT_OPTIONS } from '../../../domain/listing-query.js';
import { RowId } from './ids.js';
import { OpenObject, StringEnum } from './nullable.js';
import { pageQueryDocs } from './pagination.js';

export const VehicleAnswer = Type.Object({
  id: Type.Optional(RowId),
  type: Type.Optional(StringEnum(['vehicle'])),
  // Serialized as they are: the full attribute list is domain/vehicle.ts (VehicleAttributes).
  attributes: Type.Optional(OpenObject({ description: 'Vehicle attributes (docs/listing-api.md, "Vehicle fields")' })),
});

/** The listing's sort orders in an answer's `meta`. */
export const SortOption = StringEnum(SORT_OPTIONS);

/** Paging, sort and filter parameters of the listing engine (checked by parseListingQuery, domain/), for a `CheckedQuery`. */
export const listingQueryDocs = {
  ...pageQueryDocs(LISTING_ITEMS_MAX),
  sort: `One of ${SORT_OPTIONS.join(', ')}`,
  'filter[<name>_in][]': 'Checkbox filter value (repeatable); _includes for financing_options and engine_types',
  'filter[<name>_gteq]': 'Range filter lower bound, a number ≥ 0 (also _lteq)',
};
