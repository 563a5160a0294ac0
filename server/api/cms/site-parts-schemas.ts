/**
 * OpenAPI + shape validation of the footer (editor), redirects and metaheads (admin) routes of the
 * editor API (docs/cms-api.md). The services check meaning and answer 400 naming the field.
 */
import { LANGUAGES } from '../../../domain/languages.js';
import { DB_INT_MAX, dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { MAX_PATH } from '../../cms/page-content.js';
import { MAX_METAHEAD_CONTENT, MAX_SEQUENCE, METAHEAD_LANGUAGES } from '../../cms/metaheads-service.js';
import { REDIRECT_CODES } from '../../cms/redirects-service.js';

const tags = ['editor'];
const ADMIN_ONLY = 'Admins only.';
const open = { type: 'object', additionalProperties: true } as const;
const ok = (description: string, data: object = open) =>
  ({ description, type: 'object', required: ['data'], properties: { data } }) as const;
const list = (description: string) => ok(description, { type: 'array', items: open });
const guarded = errorResponses(401, 403);
const idParams = { type: 'object', required: ['id'], properties: { id: dbIdSchema } } as const;
const language = { type: 'string', enum: [...LANGUAGES] } as const;

/* Footer (editor) */

export const getFooterSchema = {
  tags,
  summary: 'The footer of one site language, as the site draws it (setting footer.configuration.{language})',
  querystring: { type: 'object', required: ['language'], properties: { language } },
  response: { 200: ok('CmsFooter'), ...guarded },
} as const;
export const saveFooterSchema = {
  tags,
  summary: "Replaces one language's footer: columns of rows of links or social icons, retailers, search, middle and bottom (legal) HTML",
  description:
    'Checked strictly (400 `invalid_request` naming the field, e.g. `configuration.columns[0].rows[1].items[2].label`); stored normalised, the HTML parts sanitized. Editors and admins.',
  body: { type: 'object', required: ['language', 'configuration'], properties: { language, configuration: open } },
  response: { 200: ok('CmsFooter'), ...guarded },
} as const;

/* Redirects (admin) */

const redirectBody = {
  type: 'object',
  properties: {
    language,
    path: { type: 'string', maxLength: MAX_PATH, description: 'The address without the language segment: /old-offer' },
    to: { type: 'string', maxLength: 2000, description: 'A site path (the language segment is added) or an http(s) URL' },
    http_code: { type: 'integer', enum: [...REDIRECT_CODES], default: 301 },
  },
} as const;
export const listRedirectsSchema = {
  tags,
  summary: 'The redirects of one site language, by path',
  description: ADMIN_ONLY,
  querystring: { type: 'object', required: ['language'], properties: { language } },
  response: { 200: list('CmsRedirect[]'), ...guarded },
} as const;
export const createRedirectSchema = {
  tags,
  summary: 'Sends an address without a published page elsewhere (301 unless http_code says otherwise)',
  description: `${ADMIN_ONLY} 409 \`path_taken\` when the language has a redirect from the path. A published page at the path wins.`,
  body: { ...redirectBody, required: ['language', 'path', 'to'] },
  response: { 201: ok('CmsRedirect'), ...guarded, ...errorResponses(409) },
} as const;
export const updateRedirectSchema = {
  tags,
  summary: 'Changes the path, target or status of a redirect',
  description: ADMIN_ONLY,
  params: idParams,
  body: {
    type: 'object',
    properties: { path: redirectBody.properties.path, to: redirectBody.properties.to, http_code: redirectBody.properties.http_code },
  },
  response: { 200: ok('CmsRedirect'), ...guarded, ...errorResponses(404, 409) },
} as const;
export const deleteRedirectSchema = {
  tags,
  summary: 'Deletes a redirect (the address answers 404 again)',
  description: ADMIN_ONLY,
  params: idParams,
  response: { 200: ok('{ deleted: true }'), ...guarded, ...errorResponses(404) },
} as const;

/* Metaheads (admin) */

const metaheadBody = {
  type: 'object',
  properties: {
    content: { type: 'string', maxLength: MAX_METAHEAD_CONTENT },
    language: { type: 'string', enum: [...METAHEAD_LANGUAGES] },
    sequence: { type: 'integer', minimum: 0, maximum: MAX_SEQUENCE, default: 0 },
    in_body: { type: 'boolean', default: false, description: 'At the end of <body> instead of in <head>' },
    reload_on_each_page: { type: 'boolean', default: false },
    rdx_core_page_id: { anyOf: [dbIdSchema, { type: 'null' }], description: 'The page it belongs to; null for every page' },
  },
} as const;
export const listMetaheadsSchema = {
  tags,
  summary: 'Metaheads in sequence order: every one, or with page_id those of one page (page_id=0: the site-wide ones)',
  description: ADMIN_ONLY,
  querystring: { type: 'object', properties: { page_id: { type: 'integer', minimum: 0, maximum: DB_INT_MAX } } },
  response: { 200: list('CmsMetahead[]'), ...guarded },
} as const;
export const createMetaheadSchema = {
  tags,
  summary: 'Adds code to the <head> (or the end of <body>) of one page or every page',
  description: `${ADMIN_ONLY} Metaheads are trusted code: they are not sanitized, and their scripts and styles carry the page's CSP nonce.`,
  body: { ...metaheadBody, required: ['content', 'language'] },
  response: { 201: ok('CmsMetahead'), ...guarded },
} as const;
export const updateMetaheadSchema = {
  tags,
  summary: 'Changes a metahead',
  description: ADMIN_ONLY,
  params: idParams,
  body: metaheadBody,
  response: { 200: ok('CmsMetahead'), ...guarded, ...errorResponses(404) },
} as const;
export const deleteMetaheadSchema = {
  tags,
  summary: 'Deletes a metahead',
  description: ADMIN_ONLY,
  params: idParams,
  response: { 200: ok('{ deleted: true }'), ...guarded, ...errorResponses(404) },
} as const;
