/**
 * OpenAPI + shape validation of the listings routes of the editor API (docs/cms-api.md,
 * "Listings"; wire types in domain/contracts/listings.ts), in TypeBox (docs/api-schemas.md). Admins only. The service
 * (server/listing/listings-admin.ts) checks meaning — each origin through domain/embed-origin.ts,
 * dealer codes against the dealers — and answers 400 naming the field (`allowed_origins[1]`).
 */
import { Type, type TSchema } from 'typebox';
import { EMBED_WIDGET_TAGS } from '../../../domain/embed-widgets.js';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import { BRAND_KEYS, VEHICLE_STATES, VEHICLE_STATUSES } from '../../../domain/vehicle.js';
import { errorResponses } from '../../http/error-schema.js';
import { ListAnswer } from '../../http/schemas/answer.js';
import { LISTING_KEY_PATTERN, MAX_LIST_ITEMS, MAX_LISTING_NAME } from '../../listing/listings-admin.js';
import { ADMIN_ONLY, NamedAnswer, OpenAnswer, editorTags as tags, guarded } from './schema-parts.js';

const strings = <T extends TSchema>(description: string, items: T) => Type.Array(items, { maxItems: MAX_LIST_ITEMS, description });
/**
 * One of `values`, typed as any text: the stored lists are JSON text columns (server/db/json-list-column.ts),
 * so the service's AdminListing says `string[]` where the schema allows only these values.
 */
const oneOf = (values: readonly string[]) => Type.Unsafe<string>({ type: 'string', enum: [...values] });

const key = Type.String({
  minLength: 1,
  maxLength: 63,
  pattern: LISTING_KEY_PATTERN,
  description: 'The list key pages name (`list-key="iraq"`): lower-case letters, digits, hyphens',
});
const keyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 63 }) });

const fields = {
  name: Type.String({ minLength: 1, maxLength: MAX_LISTING_NAME }),
  allowed_origins: strings(
    'Exact origins whose pages may show the listing: `https://dealer.example` (https; http only for localhost, 127.0.0.1, [::1]). No path, no wildcard.',
    Type.String({ maxLength: 300 }),
  ),
  dealer_codes: strings('Dealers whose stock it shows; empty: every dealer', Type.String({ maxLength: 64 })),
  brands: strings('Brands it shows; empty: every brand', oneOf(BRAND_KEYS)),
  states: strings('Vehicle states it shows (new, approved, used); empty: every state', oneOf(VEHICLE_STATES)),
  forced_filters: Type.Object(
    {
      forced_statuses: Type.Optional(strings('Only these statuses', oneOf(VEHICLE_STATUSES))),
      forced_dealer_codes: Type.Optional(strings('Only these dealers', Type.String({ maxLength: 64 }))),
    },
    { additionalProperties: false, description: 'Filters every answer applies whatever the page asks' },
  ),
  default_language: Type.Unsafe<Language | null>({
    type: ['string', 'null'],
    enum: [...LANGUAGES, null],
    description: "The widgets' language when the page's script tag names none (`data-lang`); null: Kurdish",
  }),
  widgets: strings('Widget tags it may be embedded with; empty: every widget', oneOf(EMBED_WIDGET_TAGS)),
};

const listing = Type.Object({ key, ...fields, uuid: Type.String() });
const one = NamedAnswer('AdminListing', listing);
const { name: _name, ...optionalFields } = fields;

export const listingKeysSchema = {
  tags,
  summary: "The list keys an editor may name in a widget tag, with each listing's name and the widgets it may embed",
  description: 'Editors and admins. Only `key`, `name` and `widgets` (empty: every widget); origins and filters stay on the admin routes.',
  response: {
    200: ListAnswer(Type.Object({ key: Type.String(), name: Type.String(), widgets: Type.Array(Type.String()) })),
    ...guarded,
  },
};

export const listListingsSchema = {
  tags,
  summary: 'Every listing (embed configuration), by key',
  description: ADMIN_ONLY,
  response: { 200: NamedAnswer('AdminListing[]', Type.Array(listing)), ...guarded },
};
export const getListingSchema = {
  tags,
  summary: 'One listing',
  description: `${ADMIN_ONLY} 404 \`listing_not_found\`.`,
  params: keyParams,
  response: { 200: one, ...guarded, ...errorResponses(404) },
};
export const createListingSchema = {
  tags,
  summary: 'Creates a listing a retailer page can name with list-key',
  description: `${ADMIN_ONLY} 400 \`invalid_request\` or \`unknown_dealer\` naming the field (\`allowed_origins[1]\`); 409 \`listing_key_taken\`. Every process sees it at once.`,
  body: Type.Object({ key, name: fields.name, ...Type.Partial(Type.Object(optionalFields)).properties }, { additionalProperties: false }),
  response: { 201: one, ...guarded, ...errorResponses(409) },
};
export const updateListingSchema = {
  tags,
  summary:
    "Changes a listing's name, origins, stock, forced filters, default language or widgets (the members given replace the stored ones)",
  description: `${ADMIN_ONLY} The key never changes (400 on field \`key\`). Every process applies the change without a restart: a newly allowed origin at once, anything else within about a second.`,
  params: keyParams,
  // Type.Partial would drop `additionalProperties: false`: the members are made optional first.
  body: Type.Object(Type.Partial(Type.Object({ key, ...fields })).properties, { additionalProperties: false }),
  response: { 200: one, ...guarded, ...errorResponses(404) },
};
export const deleteListingSchema = {
  tags,
  summary: 'Deletes a listing (pages naming its key then show "this list does not exist")',
  description: ADMIN_ONLY,
  params: keyParams,
  response: { 200: OpenAnswer('{ deleted: true }'), ...guarded, ...errorResponses(404) },
};
