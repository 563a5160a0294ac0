/**
 * OpenAPI + shape validation of the footer (editor), redirects and metaheads (admin) routes of the
 * editor API (docs/cms-api.md), in TypeBox: the handlers' types come from them (docs/api-schemas.md).
 * The services check meaning and answer 400 naming the field.
 */
import { Type } from 'typebox';
import { DB_INT_MAX, dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { LanguageCode } from '../../http/schemas/language.js';
import { OpenObject, StringEnum } from '../../http/schemas/nullable.js';
import { MAX_PATH } from '../../cms/page-content.js';
import { MAX_METAHEAD_CONTENT, MAX_SEQUENCE, METAHEAD_LANGUAGES } from '../../cms/metaheads-service.js';
import { REDIRECT_CODES } from '../../cms/redirects-service.js';
import { ADMIN_ONLY, IdParams, OpenAnswer, OpenListAnswer, editorTags as tags, guarded } from './schema-parts.js';

const languageQuery = Type.Object({ language: LanguageCode });

/* Footer (editor) */

export const getFooterSchema = {
  tags,
  summary: 'The footer of one site language, as the site draws it (setting footer.configuration.{language})',
  querystring: languageQuery,
  response: { 200: OpenAnswer('CmsFooter'), ...guarded },
};
export const saveFooterSchema = {
  tags,
  summary: "Replaces one language's footer: columns of rows of links or social icons, retailers, search, middle and bottom (legal) HTML",
  description:
    'Checked strictly (400 `invalid_request` naming the field, e.g. `configuration.columns[0].rows[1].items[2].label`); stored normalised, the HTML parts sanitized. Editors and admins.',
  body: Type.Object({ language: LanguageCode, configuration: OpenObject() }),
  response: { 200: OpenAnswer('CmsFooter'), ...guarded },
};

/* Redirects (admin) */

const redirectFields = {
  path: Type.String({ maxLength: MAX_PATH, description: 'The address without the language segment: /old-offer' }),
  to: Type.String({ maxLength: 2000, description: 'A site path (the language segment is added) or an http(s) URL' }),
  // An integer enum: StringEnum is for text, TypeBox's Union of literals would write an anyOf.
  http_code: Type.Unsafe<(typeof REDIRECT_CODES)[number]>({ type: 'integer', enum: [...REDIRECT_CODES], default: 301 }),
};
export const listRedirectsSchema = {
  tags,
  summary: 'The redirects of one site language, by path',
  description: ADMIN_ONLY,
  querystring: languageQuery,
  response: { 200: OpenListAnswer('CmsRedirect[]'), ...guarded },
};
export const createRedirectSchema = {
  tags,
  summary: 'Sends an address without a published page elsewhere (301 unless http_code says otherwise)',
  description: `${ADMIN_ONLY} 409 \`path_taken\` when the language has a redirect from the path. A published page at the path wins.`,
  body: Type.Object({
    language: LanguageCode,
    path: redirectFields.path,
    to: redirectFields.to,
    http_code: Type.Optional(redirectFields.http_code),
  }),
  response: { 201: OpenAnswer('CmsRedirect'), ...guarded, ...errorResponses(409) },
};
export const updateRedirectSchema = {
  tags,
  summary: 'Changes the path, target or status of a redirect',
  description: ADMIN_ONLY,
  params: IdParams,
  body: Type.Partial(Type.Object(redirectFields)),
  response: { 200: OpenAnswer('CmsRedirect'), ...guarded, ...errorResponses(404, 409) },
};
export const deleteRedirectSchema = {
  tags,
  summary: 'Deletes a redirect (the address answers 404 again)',
  description: ADMIN_ONLY,
  params: IdParams,
  response: { 200: OpenAnswer('{ deleted: true }'), ...guarded, ...errorResponses(404) },
};

/* Metaheads (admin) */

const metaheadFields = {
  content: Type.String({ maxLength: MAX_METAHEAD_CONTENT }),
  language: StringEnum(METAHEAD_LANGUAGES),
  sequence: Type.Integer({ minimum: 0, maximum: MAX_SEQUENCE, default: 0 }),
  in_body: Type.Boolean({ default: false, description: 'At the end of <body> instead of in <head>' }),
  reload_on_each_page: Type.Boolean({ default: false }),
  rdx_core_page_id: Type.Union([dbIdSchema, Type.Null()], { description: 'The page it belongs to; null for every page' }),
};
export const listMetaheadsSchema = {
  tags,
  summary: 'Metaheads in sequence order: every one, or with page_id those of one page (page_id=0: the site-wide ones)',
  description: ADMIN_ONLY,
  querystring: Type.Object({ page_id: Type.Optional(Type.Integer({ minimum: 0, maximum: DB_INT_MAX })) }),
  response: { 200: OpenListAnswer('CmsMetahead[]'), ...guarded },
};
export const createMetaheadSchema = {
  tags,
  summary: 'Adds code to the <head> (or the end of <body>) of one page or every page',
  description: `${ADMIN_ONLY} Metaheads are trusted code: they are not sanitized, and their scripts and styles carry the page's CSP nonce.`,
  body: Type.Object({
    content: metaheadFields.content,
    language: metaheadFields.language,
    sequence: Type.Optional(metaheadFields.sequence),
    in_body: Type.Optional(metaheadFields.in_body),
    reload_on_each_page: Type.Optional(metaheadFields.reload_on_each_page),
    rdx_core_page_id: Type.Optional(metaheadFields.rdx_core_page_id),
  }),
  response: { 201: OpenAnswer('CmsMetahead'), ...guarded },
};
export const updateMetaheadSchema = {
  tags,
  summary: 'Changes a metahead',
  description: ADMIN_ONLY,
  params: IdParams,
  body: Type.Partial(Type.Object(metaheadFields)),
  response: { 200: OpenAnswer('CmsMetahead'), ...guarded, ...errorResponses(404) },
};
export const deleteMetaheadSchema = {
  tags,
  summary: 'Deletes a metahead',
  description: ADMIN_ONLY,
  params: IdParams,
  response: { 200: OpenAnswer('{ deleted: true }'), ...guarded, ...errorResponses(404) },
};
