/**
 * Route schemas of the leads and lead export routes (docs/forms.md, "Endpoints"), in TypeBox
 * (docs/api-schemas.md): the handlers' request and answer types come from them.
 */
import { Type, type Static } from 'typebox';
import type { LeadPayload } from '../../../domain/contracts/forms.js';
import { MAX_SEARCH_LENGTH } from '../../forms/lead-search.js';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';
import { ListAnswer } from '../../http/schemas/answer.js';
import { LanguageCode } from '../../http/schemas/language.js';
import { OpenObject, StringEnum } from '../../http/schemas/nullable.js';
import { pageMetaFields } from '../../http/schemas/pagination.js';
import { dataReply, idParams, noContent, TAG } from './form-schemas.js';

/** Leads per page of the admin's list (the `items` default and bound). */
export const LEADS_PAGE = { fallback: 25, max: 100 };

const adminErrors = errorResponses(401, 403, 404, 409);
const leadParams = Type.Object({ id: dbIdSchema, leadId: dbIdSchema });
const exportParams = Type.Object({ id: dbIdSchema, exportId: dbIdSchema });
const dateBound = Type.String({ minLength: 10, maxLength: 40 });
const sort = StringEnum(['created_at', '-created_at']);
const searchText = Type.String({
  minLength: 1,
  maxLength: MAX_SEARCH_LENGTH,
  description: 'Text or digits the lead values contain (case-insensitive, Kurdish/Arabic digits as 0-9)',
});
/** A lead's deliveries (domain/contracts/forms.ts, LeadIntegration). */
const integrationsReply = ListAnswer(OpenObject());

export const submitLeadSchema = {
  ...personalData,
  tags: [TAG],
  summary:
    "Send a lead (public): the payload is checked against the form's fields (422 validation_failed with `fields`), reCAPTCHA when configured, per-client rate limit; with an Idempotency-Key one key stores one lead",
  params: idParams,
  headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 16, maxLength: 200 })) }),
  body: Type.Object(
    {
      // Values are checked by the form's own rules (domain/forms); here only the outer shape (an OpenObject with a size bound).
      payload: Type.Unsafe<LeadPayload>({ type: 'object', maxProperties: 200, additionalProperties: true }),
      language: Type.Optional(LanguageCode),
      'g-recaptcha-response': Type.Optional(Type.String({ maxLength: 4000 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: dataReply, 201: dataReply, ...errorResponses(404, 409, 422, 429) },
};

export const listLeadsSchema = {
  tags: [TAG],
  summary:
    "A form's leads, paged, filtered by creation time and by text (admin). `filter[search]` finds the leads whose values contain the text, ignoring case, Kurdish/Arabic vs Western digits, the Arabic and Kurdish forms of a letter and diacritics; digits ignore spaces and dashes, and a phone is found in its national form (0750…) as well as +964…; 400 invalid_filter for text with control characters or nothing to look for",
  params: idParams,
  querystring: Type.Partial(
    Type.Object({
      items: Type.Integer({ minimum: 1, maximum: LEADS_PAGE.max, default: LEADS_PAGE.fallback }),
      page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
      'filter[created_at_gteq]': dateBound,
      'filter[created_at_lteq]': dateBound,
      'filter[search]': searchText,
      sort,
    }),
  ),
  response: {
    200: Type.Partial(
      Type.Object({
        items: Type.Array(OpenObject()),
        meta: Type.Object(pageMetaFields, { additionalProperties: true }),
      }),
    ),
    ...adminErrors,
  },
};

export const getLeadSchema = {
  tags: [TAG],
  summary: 'One lead with its delivery states (admin)',
  params: leadParams,
  response: { 200: dataReply, ...adminErrors },
};

export const deleteLeadSchema = {
  tags: [TAG],
  summary: 'Delete a lead and its personal data everywhere, outbox payloads included (admin)',
  params: leadParams,
  response: { ...noContent, ...adminErrors },
};

export const leadIntegrationsSchema = {
  tags: [TAG],
  summary: 'Where a lead has gone: CRM, retailer notification, visitor confirmation (admin)',
  params: leadParams,
  response: { 200: integrationsReply, ...adminErrors },
};

export const fixIntegrationsSchema = {
  tags: [TAG],
  summary: "Retry a lead's failed CRM delivery now (admin); 409 nothing_to_fix when none failed",
  params: leadParams,
  // An object or no body at all (null): `{ type: ['object', 'null'] }`, which TypeBox's Union would write as anyOf.
  body: Type.Unsafe<{ integration_id?: number } | null>({
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { integration_id: dbIdSchema },
  }),
  response: { 200: integrationsReply, ...adminErrors },
};

const exportFilters = Type.Partial(Type.Object({ created_at_gteq: dateBound, created_at_lteq: dateBound, search: searchText }), {
  additionalProperties: false,
});

export const createExportSchema = {
  tags: [TAG],
  summary: "Start a CSV export of the leads matching the filters, `search` as the list's `filter[search]` (admin)",
  params: idParams,
  // An object or no body at all (null), as the fix route's.
  body: Type.Unsafe<{ filters?: Static<typeof exportFilters>; sort?: Static<typeof sort> } | null>({
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { filters: exportFilters, sort },
  }),
  response: { 201: dataReply, ...adminErrors },
};

export const exportStatusSchema = {
  tags: [TAG],
  summary: 'An export job: status and progress (admin)',
  params: exportParams,
  response: { 200: dataReply, ...adminErrors },
};

export const downloadExportSchema = {
  tags: [TAG],
  summary: "The export's CSV (UTF-8 with BOM, header in the form's field order), streamed (admin)",
  params: exportParams,
  produces: ['text/csv'],
  response: { 200: Type.String({ description: 'CSV' }), ...adminErrors },
};
