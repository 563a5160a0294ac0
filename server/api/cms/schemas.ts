/**
 * OpenAPI + validation of the editor API (docs/cms-api.md; wire types in
 * domain/contracts/cms.ts), in TypeBox: the handlers' types come from them (docs/api-schemas.md). Bodies are checked here for shape; the services check meaning (block
 * props against their template, paths, times) and answer 400 naming the field. Every route needs a
 * signed-in editor or admin: 401 `unauthenticated`, 403 `no_permissions` / `forbidden` /
 * `csrf_missing` / `csrf_invalid` (a cookie call without the CSRF token).
 */
import type { CmsRole } from '../../../domain/contracts/cms.js';
import { MAX_EMAIL_LENGTH } from '../../auth/accounts.js';
import { MAX_PASSWORD_LENGTH } from '../../auth/passwords.js';
import { MAX_PATH } from '../../cms/page-content.js';
import { MAX_SETTING_KEY } from '../../cms/settings-service.js';
import { Type } from 'typebox';
import { DB_INT_MAX, dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { LanguageCode } from '../../http/schemas/language.js';
import { OpenObject, StringEnum } from '../../http/schemas/nullable.js';
import { FEED_PHOTO_SIZES } from '../../stock-feed/feed-photos.js';
import { ADMIN_ONLY, IdParams, OpenAnswer, OpenListAnswer, editorTags, guarded } from './schema-parts.js';

// The parts every editor schema shares are in schema-parts.ts; these are the pages' own.
const version = Type.Integer({ minimum: 1, maximum: DB_INT_MAX, description: 'The page version the editor saw' });
const versioned = Type.Object({ version });
const language = LanguageCode;
// Nullable() takes no maxLength: written out, `{ type: ['string', 'null'] }` as the other nullable members.
const time = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: 40,
  description: 'ISO-8601 time in the future, or null to clear',
});

const pageTags = { tags: editorTags };

export const listPagesSchema = {
  ...pageTags,
  summary: 'The pages of one language, as a tree by path (or a flat list with view=list)',
  querystring: Type.Object({
    language,
    view: Type.Optional(Type.Unsafe<'tree' | 'list'>({ type: 'string', enum: ['tree', 'list'], default: 'tree' })),
  }),
  response: { 200: OpenListAnswer('CmsPageTreeNode[] (view=tree) or CmsPageSummary[] (view=list)'), ...guarded },
};

export const getPageSchema = {
  ...pageTags,
  summary: 'One page: its draft, its live content and its publish state',
  params: IdParams,
  response: { 200: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(404) },
};

export const createPageSchema = {
  ...pageTags,
  summary: 'Creates an unpublished page in one language',
  description:
    'Blocks in `content.blocks` are checked against their templates (400 `invalid_block` naming `blocks[i].props.<field>`); editor HTML is sanitized. 409 `path_taken` when the language has a page at the path.',
  body: Type.Object({
    language,
    path: Type.String({ maxLength: MAX_PATH }),
    title: Type.String({ maxLength: 300 }),
    content: Type.Optional(OpenObject()),
  }),
  response: { 201: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(409) },
};

export const updatePageSchema = {
  ...pageTags,
  summary: 'Saves the draft (the live page does not change until publish)',
  description:
    'Send the `version` you loaded: when the page changed meanwhile the answer is 409 `version_conflict` with `current_version`, and nothing is saved. A `path` moves the page at once.',
  params: IdParams,
  body: Type.Object({
    version,
    path: Type.Optional(Type.String({ maxLength: MAX_PATH })),
    content: OpenObject(),
    needs_translation: Type.Optional(Type.Boolean({ description: '`false`: the copy made for this language is translated' })),
  }),
  response: { 200: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(404, 409) },
};

export const translatePageSchema = {
  ...pageTags,
  summary: "Creates the page's version in another language: a draft copy of its blocks, linked to it, marked as needing translation",
  description:
    'Media, forms and widget tags are copied as they are. The new page is unpublished, has `needs_translation: true` until it is published or saved with `needs_translation: false`, and is linked to the page for hreflang and the language button (docs/cms-api.md, "Translations"). 400 `same_language`; 409 `translation_exists` (with `page_id`) when that language has a version already, `path_taken` when its path is used.',
  params: IdParams,
  body: Type.Object({
    language,
    path: Type.Optional(Type.String({ maxLength: MAX_PATH, description: "Default: the page's own path" })),
    title: Type.Optional(Type.String({ maxLength: 300, description: "Default: the page's title" })),
  }),
  response: { 201: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(400, 404, 409) },
};

export const deletePageSchema = {
  ...pageTags,
  summary: 'Deletes a page and its versions',
  params: IdParams,
  querystring: Type.Object({ version }),
  response: { 200: OpenAnswer('{ deleted: true }'), ...guarded, ...errorResponses(404, 409) },
};

export const publishSchema = {
  ...pageTags,
  summary: 'Publishes the draft: visitors see it at /{language}{path}',
  params: IdParams,
  body: versioned,
  response: { 200: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(404, 409) },
};

export const unpublishSchema = {
  ...pageTags,
  summary: 'Takes the page off the site (visitors get 404); the draft stays',
  params: IdParams,
  body: versioned,
  response: { 200: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(404, 409) },
};

export const scheduleSchema = {
  ...pageTags,
  summary: 'Schedules publish and/or unpublish at a time (null clears it)',
  params: IdParams,
  body: Type.Object({ version, publish_at: Type.Optional(time), unpublish_at: Type.Optional(time) }),
  response: { 200: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(404, 409) },
};

export const versionsSchema = {
  ...pageTags,
  summary: 'The versions of a page, newest first (author, time, change summary)',
  params: IdParams,
  response: { 200: OpenListAnswer('CmsPageVersion[]'), ...guarded, ...errorResponses(404) },
};

export const versionSchema = {
  ...pageTags,
  summary: 'One version of a page with its content',
  params: Type.Object({ id: dbIdSchema, number: dbIdSchema }),
  response: { 200: OpenAnswer('CmsPageVersionDetail'), ...guarded, ...errorResponses(404) },
};

export const restoreSchema = {
  ...pageTags,
  summary: 'Copies a version into the draft (publish to show it to visitors)',
  params: IdParams,
  body: Type.Object({ version, from_version: dbIdSchema }),
  response: { 200: OpenAnswer('CmsPage'), ...guarded, ...errorResponses(404, 409) },
};

export const blockTemplatesSchema = {
  ...pageTags,
  summary:
    'Every block template in the template shape of docs/cms-api.md, "Block templates" (key, name, description, short_description, group, hidden, field_groups, max_field_groups, fields, ...)',
  response: { 200: OpenListAnswer('CmsBlockTemplate[]'), ...guarded },
};

/* Media */

export const listMediaSchema = {
  ...pageTags,
  summary: 'The media library, newest first',
  response: { 200: OpenListAnswer('CmsMedia[]'), ...guarded },
};
export const getMediaSchema = {
  ...pageTags,
  summary: 'One media item',
  params: IdParams,
  response: { 200: OpenAnswer('CmsMedia'), ...guarded, ...errorResponses(404) },
};
export const uploadMediaSchema = {
  ...pageTags,
  summary: 'Uploads an image (multipart/form-data: `file`, optional `alt_ku`, `alt_ar`, `alt_en`)',
  description:
    'JPEG, PNG, WebP, GIF or AVIF up to 15 MB and 25 megapixels, its type read from its bytes (415 `media_type_mismatch` when they are not what the part declares, 413 `image_too_large` past the pixels); re-encoded into 1600x900, 1024x576 and 640x360 as WebP and JPEG. Limited per account (429 `rate_limited` with Retry-After).',
  consumes: ['multipart/form-data'],
  response: { 201: OpenAnswer('CmsMedia'), ...guarded, ...errorResponses(413, 415, 429) },
};
export const updateMediaSchema = {
  ...pageTags,
  summary: 'Sets the alt text per language',
  params: IdParams,
  body: Type.Object({ alt: OpenObject() }),
  response: { 200: OpenAnswer('CmsMedia'), ...guarded, ...errorResponses(404) },
};
export const deleteMediaSchema = {
  ...pageTags,
  summary: 'Deletes a media item (409 `media_in_use` while a page uses it)',
  params: IdParams,
  response: { 200: OpenAnswer('{ deleted: true }'), ...guarded, ...errorResponses(404, 409) },
};
export const mediaFileSchema = {
  tags: ['media'],
  summary: 'A media library image in one size and format (public, cacheable forever)',
  params: Type.Object({
    id: dbIdSchema,
    // The library's sizes, and the vehicle photo sizes a stock feed's photos are stored in (JPEG only, docs/stock-feed.md "Photos").
    file: StringEnum([
      ...new Set([
        ...['1600x900', '1024x576', '640x360'].flatMap((s) => [`${s}.webp`, `${s}.jpeg`]),
        ...Object.values(FEED_PHOTO_SIZES).map((s) => `${s}.jpeg`),
      ]),
    ]),
  }),
  response: {
    // The image's bytes, not JSON: an OpenAPI response with content types rather than a schema.
    200: {
      description: 'The image',
      content: { 'image/webp': { schema: { type: 'string' } }, 'image/jpeg': { schema: { type: 'string' } } },
    },
    ...errorResponses(404),
  },
};

/* Navigation entries */

const navFields = {
  language: LanguageCode,
  label: Type.String({ maxLength: 200 }),
  url: Type.String({ maxLength: 2000 }),
  position: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  parent_id: Type.Union([dbIdSchema, Type.Null()]),
};
export const listNavSchema = {
  ...pageTags,
  summary: 'The navigation entries of one language, in menu order',
  querystring: Type.Object({ language: LanguageCode }),
  response: { 200: OpenListAnswer('CmsNavEntry[]'), ...guarded },
};
export const createNavSchema = {
  ...pageTags,
  summary: 'Adds a navigation entry (at the end unless `position` is given)',
  body: Type.Object({
    language: navFields.language,
    label: navFields.label,
    url: navFields.url,
    position: Type.Optional(navFields.position),
    parent_id: Type.Optional(navFields.parent_id),
  }),
  response: { 201: OpenAnswer('CmsNavEntry'), ...guarded },
};
export const updateNavSchema = {
  ...pageTags,
  summary: 'Renames, re-links, moves or re-parents a navigation entry',
  params: IdParams,
  body: Type.Partial(Type.Object(navFields)),
  response: { 200: OpenAnswer('CmsNavEntry'), ...guarded, ...errorResponses(404) },
};
export const deleteNavSchema = {
  ...pageTags,
  summary: 'Deletes a navigation entry and the entries under it',
  params: IdParams,
  response: { 200: OpenAnswer('{ deleted: true }'), ...guarded, ...errorResponses(404) },
};

/* Settings (docs/cms-api.md, "Settings (admin)") */

export const saveSettingSchema = {
  tags: editorTags,
  summary: 'Creates or replaces a setting',
  description: `${ADMIN_ONLY} \`value\` is text or JSON; text starting with {, [ or " must be valid JSON (400 \`invalid_json\`: 'Invalid JSON in {setting}', nothing saved).`,
  body: Type.Object({ key: Type.String({ maxLength: MAX_SETTING_KEY }), value: Type.Unknown() }),
  response: { 200: OpenAnswer('CmsSetting'), ...guarded },
};
export const deleteSettingSchema = {
  tags: editorTags,
  summary: 'Deletes a setting (its readers fall back to the documented default)',
  description: ADMIN_ONLY,
  params: IdParams,
  response: { 200: OpenAnswer('{ deleted: true }'), ...guarded, ...errorResponses(404) },
};

/* Users */

const WEAK_PASSWORD =
  'A password the rule refuses answers 400 `weak_password` with field `password` and `reason` (`too_short`, `common_password`, `personal_data`, …; docs/accounts.md, "Passwords").';

// Written out: StringEnum has no null member, and `Nullable` no enum.
const role = Type.Unsafe<CmsRole | null>({ type: ['string', 'null'], enum: ['editor', 'admin', null] });
const password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });
export const listUsersSchema = {
  tags: editorTags,
  summary: 'Every account',
  description: ADMIN_ONLY,
  response: { 200: OpenListAnswer('CmsUser[]'), ...guarded },
};
export const createUserSchema = {
  tags: editorTags,
  summary: 'Creates (invites) an account; without a password one is generated and answered once',
  description: `${ADMIN_ONLY} ${WEAK_PASSWORD}`,
  body: Type.Object({ email: Type.String({ maxLength: MAX_EMAIL_LENGTH }), role, password: Type.Optional(password) }),
  response: { 201: OpenAnswer('CmsUserWithPassword'), ...guarded, ...errorResponses(409) },
};
export const updateUserSchema = {
  tags: editorTags,
  summary: 'Changes the role or disables/enables an account (disabling ends its sessions and tokens)',
  description: ADMIN_ONLY,
  params: IdParams,
  body: Type.Partial(Type.Object({ role, disabled: Type.Boolean() })),
  response: { 200: OpenAnswer('CmsUser'), ...guarded, ...errorResponses(404, 409) },
};
export const resetPasswordSchema = {
  tags: editorTags,
  summary: 'Sets a new password (generated and answered once when none is given); ends the sessions and tokens',
  description: `${ADMIN_ONLY} ${WEAK_PASSWORD}`,
  params: IdParams,
  // The body may be left out (null): an object or null, which TypeBox's Union would write as an anyOf.
  body: Type.Unsafe<{ password?: string } | null>({ type: ['object', 'null'], properties: { password } }),
  response: { 200: OpenAnswer('CmsUserWithPassword'), ...guarded, ...errorResponses(404) },
};

/* Sessions, tokens and sign-in activity (docs/accounts.md, "Sessions and tokens for admins") */

export const listAccessSchema = {
  tags: editorTags,
  summary:
    'Every live session and bearer token of every account: who, created when and from where, last used when and from where (written at most once a minute), expiry, scope',
  description: `${ADMIN_ONLY} Answered with Cache-Control: no-store.`,
  response: { 200: OpenListAnswer('CmsAccess[]'), ...guarded },
};
export const revokeAccessSchema = {
  tags: editorTags,
  summary: 'Ends a session or revokes a token by the id GET /cms/api/sessions lists (`s-…`, `t-…`)',
  description: `${ADMIN_ONLY} 404 \`access_not_found\` when no live session or token has the id. Revoking the session making the call signs it out.`,
  params: Type.Object({ key: Type.String({ maxLength: 20, description: 's-… or t-… from the list' }) }),
  response: { 200: OpenAnswer('{ revoked: true }'), ...guarded, ...errorResponses(404) },
};
export const signInActivitySchema = {
  tags: editorTags,
  summary:
    'The latest 200 audited password sign-ins and token requests (who, when, from where, outcome) and the addresses waiting out a delay',
  description: `${ADMIN_ONLY} Outcomes: success, failure, locked (refused by the per-account limit). Answered with Cache-Control: no-store.`,
  response: { 200: OpenAnswer('CmsSignInActivity'), ...guarded },
};
