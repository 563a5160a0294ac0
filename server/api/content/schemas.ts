/**
 * Route schemas of the content API's pages, settings, navigation and metaheads (docs/content-api.md),
 * in TypeBox: the handlers' types come from them (docs/api-schemas.md). Served at /api/docs.
 */
import { Type } from 'typebox';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { ListAnswer, DataAnswer } from '../../http/schemas/answer.js';
import { RowId } from '../../http/schemas/ids.js';
import { LanguageQuery } from '../../http/schemas/language.js';
import { Nullable, OpenObject } from '../../http/schemas/nullable.js';

const pageBlock = Type.Object({
  id: Type.String(),
  template: Type.String({ description: 'Key of the block template, e.g. hero_banner' }),
  // Free-form: the template's fields decide the shape.
  props: OpenObject(),
  active_positions: Type.Optional(Type.Array(Type.Number())),
  positions: Type.Optional(Type.Array(Type.Number())),
});

const page = Type.Object({
  id: Type.Integer(),
  path: Type.String(),
  title: Type.String(),
  meta_title: Type.Optional(Nullable('string')),
  meta_description: Type.Optional(Nullable('string')),
  image_id: Type.Optional(Nullable('string')),
  page_type: Type.Optional(Type.String()),
  link_type: Type.Optional(Nullable('string')),
  redirect_path: Type.Optional(Nullable('string')),
  link_new_window: Type.Optional(Type.Boolean()),
  url_redirection: Type.Optional(Type.Union([Type.Null(), Type.Object({ to: Type.String(), http_code: Type.Integer() })])),
  blocks: Type.Array(pageBlock),
  state: Type.Unsafe<'published' | 'disabled'>({ type: 'string', enum: ['published', 'disabled'] }),
});

const pageAnswer = { 200: DataAnswer(page), ...errorResponses(400, 404) };

export const pageByPathSchema = {
  description:
    'A published CMS page by its path (without the language segment) in the asked language. Use %2F or an empty path for the home page.',
  tags: ['content'],
  params: Type.Object({ '*': Type.Optional(Type.String({ description: 'Page path, e.g. about-us' })) }),
  querystring: LanguageQuery,
  response: pageAnswer,
};

export const homePageSchema = {
  description: 'The published home page (the same as by_path/%2F).',
  tags: ['content'],
  params: Type.Object({}),
  querystring: LanguageQuery,
  response: pageAnswer,
};

export const settingsSchema = {
  description:
    'Every setting as stored text (JSON or plain text, as the key expects). Cross-origin reads are allowed for origins that some listing allows.',
  tags: ['content'],
  response: { 200: ListAnswer(Type.Object({ id: RowId, key: Type.String(), value: Type.String() })) },
};

/** One navigation entry; breadcrumbs list the same entries (catalogue-schemas.ts). */
export const navEntryFields = {
  id: RowId,
  label: Type.String(),
  url: Type.String(),
  position: Type.Integer(),
  parent_id: Nullable('integer'),
};

export const navEntriesSchema = {
  description: 'Navigation entries of one language in menu order.',
  tags: ['content'],
  querystring: LanguageQuery,
  response: { ...errorResponses(400), 200: ListAnswer(Type.Object(navEntryFields)) },
};

export const metaheadsSchema = {
  description: 'Metaheads of a page plus the site-wide ones (q[page_id_equal_or_null]); without the filter, only the site-wide ones.',
  tags: ['content'],
  querystring: Type.Object({ 'q[page_id_equal_or_null]': Type.Optional(dbIdSchema) }),
  response: {
    200: ListAnswer(
      Type.Partial(
        Type.Object({
          id: RowId,
          content: Type.String(),
          language: Type.String(),
          sequence: Type.Integer(),
          in_body: Type.Boolean(),
          reload_on_each_page: Type.Boolean(),
          rdx_core_page_id: Nullable('integer'),
        }),
      ),
    ),
  },
};
