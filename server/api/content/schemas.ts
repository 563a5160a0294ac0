/** OpenAPI/JSON schemas of the content API routes (served at /api/docs, and used to serialise replies). */
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { LANGUAGES } from '../../../domain/languages.js';

/**
 * `?language=`: pages and navigation exist per language. Validated by the route (not by the schema)
 * so an unknown value is a 400 in the API's error shape naming the field.
 */
const languageQuery = {
  type: 'object',
  additionalProperties: true,
  properties: {
    language: {
      type: 'string',
      description: `${LANGUAGES.join(', ')}; default the server's default language (LRDX_LANGUAGE). Anything else is a 400.`,
    },
  },
} as const;

const pageBlock = {
  type: 'object',
  required: ['id', 'template', 'props'],
  properties: {
    id: { type: 'string' },
    template: { type: 'string', description: 'Key of the block template, e.g. hero_banner' },
    // Free-form: the template's fields decide the shape.
    props: { type: 'object', additionalProperties: true },
    active_positions: { type: 'array', items: { type: 'number' } },
    positions: { type: 'array', items: { type: 'number' } },
  },
} as const;

const page = {
  type: 'object',
  required: ['id', 'path', 'title', 'blocks', 'state'],
  properties: {
    id: { type: 'integer' },
    path: { type: 'string' },
    title: { type: 'string' },
    meta_title: { type: ['string', 'null'] },
    meta_description: { type: ['string', 'null'] },
    image_id: { type: ['string', 'null'] },
    page_type: { type: 'string' },
    link_type: { type: ['string', 'null'] },
    redirect_path: { type: ['string', 'null'] },
    link_new_window: { type: 'boolean' },
    url_redirection: {
      anyOf: [
        { type: 'null' },
        { type: 'object', required: ['to', 'http_code'], properties: { to: { type: 'string' }, http_code: { type: 'integer' } } },
      ],
    },
    blocks: { type: 'array', items: pageBlock },
    state: { type: 'string', enum: ['published', 'disabled'] },
  },
} as const;

export const pageByPathSchema = {
  description:
    'A published CMS page by its path (without the language segment) in the asked language. Use %2F or an empty path for the home page.',
  tags: ['content'],
  params: { type: 'object', properties: { '*': { type: 'string', description: 'Page path, e.g. about-us' } } },
  querystring: languageQuery,
  response: { 200: { type: 'object', required: ['data'], properties: { data: page } }, ...errorResponses(400, 404) },
} as const;

export const homePageSchema = {
  description: 'The published home page (the same as by_path/%2F).',
  tags: ['content'],
  params: { type: 'object', properties: {} },
  querystring: languageQuery,
  response: pageByPathSchema.response,
} as const;

export const settingsSchema = {
  description:
    'Every setting as stored text (JSON or plain text, as the key expects). Cross-origin reads are allowed for origins that some listing allows.',
  tags: ['content'],
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'key', 'value'],
            properties: { id: { type: 'integer' }, key: { type: 'string' }, value: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

export const navEntriesSchema = {
  description: 'Navigation entries of one language in menu order.',
  tags: ['content'],
  querystring: languageQuery,
  response: {
    ...errorResponses(400),
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'label', 'url', 'position', 'parent_id'],
            properties: {
              id: { type: 'integer' },
              label: { type: 'string' },
              url: { type: 'string' },
              position: { type: 'integer' },
              parent_id: { type: ['integer', 'null'] },
            },
          },
        },
      },
    },
  },
} as const;

export const metaheadsSchema = {
  description: 'Metaheads of a page plus the site-wide ones (q[page_id_equal_or_null]); without the filter, only the site-wide ones.',
  tags: ['content'],
  querystring: { type: 'object', properties: { 'q[page_id_equal_or_null]': dbIdSchema } },
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              content: { type: 'string' },
              language: { type: 'string' },
              sequence: { type: 'integer' },
              in_body: { type: 'boolean' },
              reload_on_each_page: { type: 'boolean' },
              rdx_core_page_id: { type: ['integer', 'null'] },
            },
          },
        },
      },
    },
  },
} as const;
