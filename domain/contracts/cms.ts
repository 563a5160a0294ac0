/**
 * Wire types of the editor API under `/cms/api` (docs/cms-api.md), shared by the server
 * (server/api/cms/) and the editor UI (site/cms/). Every answer is `{ data: ... }`; every refusal is
 * the project's `{ error: { code, message, field? } }`. Times are ISO-8601 text.
 *
 * Keep this file stable: the editor builds against it. Add members, never rename them.
 */
import type { FooterConfig } from '../footer/footer-config.js';
import type { Language } from '../languages.js';
import type { PageAttributes, PageBlock } from '../page.js';

export type CmsRole = 'editor' | 'admin';

/** `{ data: T }`: the envelope of every successful answer. */
export interface CmsAnswer<T> {
  data: T;
}

/* ───────────────────────────── Pages ───────────────────────────── */

/**
 * The editable content of a page: what a draft holds, what a version records and what publishing
 * copies to the live page. `path` is not content: it is the page's address (see CmsPage).
 */
export interface CmsPageContent extends PageAttributes {
  /** Hide the page from the navigation (the page itself stays reachable). */
  nav_hidden: boolean;
  blocks: PageBlock[];
}

/**
 * live: visitors see the published content; draft edits stay unseen until publish.
 * unpublished: never published, or unpublished / disabled (visitors get 404).
 */
export type CmsPublishState = 'published' | 'unpublished';

export interface CmsPageSummary {
  id: number;
  language: Language;
  /** Without the language segment: "/", "/about-us", "/about-us/team". */
  path: string;
  title: string;
  state: CmsPublishState;
  /** A draft differs from the live content (or the page was never published). */
  has_draft: boolean;
  /** Optimistic-lock number: send it back on every write; a stale one gets 409 `version_conflict`. */
  version: number;
  publish_at: string | null;
  unpublish_at: string | null;
  published_at: string | null;
  updated_at: string;
  /**
   * A copy made for this language from another language's page: its texts still need translating.
   * Cleared when an editor marks it translated or publishes it (docs/cms-api.md, "Translations").
   */
  needs_translation: boolean;
  /** The same content in the other languages: a page at the same path, or one made as its translation. */
  translations: CmsPageTranslation[];
  /** The languages (other than the page's) that have no version of it yet. */
  missing_languages: Language[];
}

/** Another language's version of a page (docs/cms-api.md, "Translations"). */
export interface CmsPageTranslation {
  language: Language;
  id: number;
  path: string;
  state: CmsPublishState;
  needs_translation: boolean;
}

/** POST /cms/api/pages/{id}/translations: a copy of the page's draft as a new draft page in `language`. */
export interface CmsCreateTranslationRequest {
  language: Language;
  /** The new page's path; default the same path as the page. */
  path?: string;
  /** The new page's title; default the page's title (to be translated). */
  title?: string;
}

/** One page of `GET /cms/api/pages?language=ku` as a tree: children by path ("/a/b" under "/a"). */
export interface CmsPageTreeNode extends CmsPageSummary {
  children: CmsPageTreeNode[];
}

export interface CmsPage extends CmsPageSummary {
  /** What the editor edits (the draft, or the live content when there is no draft). */
  draft: CmsPageContent;
  /** What visitors see now; null when the page has never been published. */
  live: CmsPageContent | null;
  /** The site URL of the page, e.g. "/ku/about-us". */
  url: string;
}

/** POST /cms/api/pages */
export interface CmsCreatePageRequest {
  language: Language;
  path: string;
  title: string;
  /** Optional initial content (defaults: empty page of type "content"). */
  content?: Partial<CmsPageContent>;
}

/** PUT /cms/api/pages/{id}: saves the draft (never changes the live page). */
export interface CmsUpdatePageRequest {
  version: number;
  /** Moves/renames the page (applies at once, not at publish: the URL is the page's identity). */
  path?: string;
  /** Replaces the members given; others keep their draft value. */
  content: Partial<CmsPageContent>;
  /** `false` marks a copy made for this language as translated (docs/cms-api.md, "Translations"). */
  needs_translation?: boolean;
}

/** POST /cms/api/pages/{id}/publish, /unpublish, /restore, DELETE: the version the editor saw. */
export interface CmsVersionedRequest {
  version: number;
}

/** POST /cms/api/pages/{id}/schedule: null clears a time. Times must be in the future. */
export interface CmsScheduleRequest {
  version: number;
  publish_at?: string | null;
  unpublish_at?: string | null;
}

/** POST /cms/api/pages/{id}/restore */
export interface CmsRestoreRequest {
  version: number;
  /** The `number` of the CmsPageVersion to copy into the draft. */
  from_version: number;
}

export type CmsVersionKind = 'created' | 'saved' | 'published' | 'unpublished' | 'restored' | 'scheduled_publish' | 'scheduled_unpublish';

/** GET /cms/api/pages/{id}/versions: newest first. */
export interface CmsPageVersion {
  /** The page's version number this record was written at. */
  number: number;
  kind: CmsVersionKind;
  /** null for the scheduler. */
  author: { id: number; email: string } | null;
  created_at: string;
  /** e.g. "title changed; 2 blocks added, 1 changed". */
  summary: string;
  /** Set for "restored": the version copied. */
  restored_from: number | null;
  /**
   * What visitors see now: the newest version whose content is the page's published content; no
   * version is live while the page is unpublished (docs/cms-editor.md, "Versions").
   */
  live: boolean;
}

export interface CmsPageVersionDetail extends CmsPageVersion {
  content: CmsPageContent;
}

/** 409 `version_conflict` carries the page as it is now, so nothing the editor typed is lost. */
export interface CmsVersionConflictError {
  error: { code: 'version_conflict'; message: string; field: 'version'; current_version: number };
}

/* ─────────────────────────── Block templates ─────────────────────────── */

export type CmsFieldType = 'string' | 'text' | 'markdown' | 'bool' | 'select' | 'number' | 'image' | 'link' | 'icon' | 'array';

export interface CmsTemplateField {
  /** Prop name inside the block (or inside an array item). */
  name: string;
  type: CmsFieldType;
  label: string;
  translatable: boolean;
  /** type select */
  options?: { label: string; value: string }[];
  /** type number */
  min?: number;
  max?: number;
  /** type markdown: "html" (sanitized on save) or "json" (must parse) */
  language?: 'html' | 'json';
  /** type markdown html: true when the editor shows a rich-text field instead of a code area */
  rich?: true;
  /** type image: catalogue sizes such as "1600x900" */
  sizes?: string[];
  placeholder?: string;
  /** type string: `form` when the text is a form's id (the editor shows a picker of the forms). */
  pick?: 'form';
  /** type array: the item fields, the defaults of a new item and the most items allowed. */
  fields?: CmsTemplateField[];
  default_item?: Record<string, unknown>;
  max_items?: number;
}

/** One entry of GET /cms/api/block_templates (catalogue, section 1: a template's attributes). */
export interface CmsBlockTemplate {
  id: string;
  type: 'template';
  attributes: {
    key: string;
    name: string;
    description: string;
    short_description: string;
    group: string;
    hidden: boolean;
    template: string;
    /** The array fields (repeatable groups) of the template, by name. */
    field_groups: string[];
    field_groups_seed: Record<string, unknown>[];
    field_groups_template: CmsTemplateField[];
    /** The smallest `max_items` of the array fields, null without any. */
    max_field_groups: number | null;
    external_block: boolean;
    area: string;
    list_priority: number;
    thumbnail_url: string | null;
    fields: CmsTemplateField[];
    default_props: Record<string, unknown>;
  };
}

/* ─────────────────────────────── Media ─────────────────────────────── */

export type CmsMediaSize = '1600x900' | '1024x576' | '640x360';
export type CmsMediaFormat = 'webp' | 'jpeg';

export interface CmsMedia {
  id: number;
  filename: string;
  /** The uploaded original's type. */
  content_type: string;
  width: number;
  height: number;
  /** Alt text per language. */
  alt: Partial<Record<Language, string>>;
  /** "/media/library/{id}/{size}.{webp|jpeg}" for every catalogue size. */
  urls: Record<CmsMediaSize, { webp: string; jpeg: string }>;
  created_at: string;
  /** Pages whose draft or live content names this media (delete is refused while used). */
  used_by: { id: number; language: Language; path: string }[];
}

/** PUT /cms/api/media/{id} */
export interface CmsMediaUpdateRequest {
  alt: Partial<Record<Language, string>>;
}

/* ───────────────────────────── Navigation ───────────────────────────── */

export interface CmsNavEntry {
  id: number;
  language: Language;
  label: string;
  url: string;
  position: number;
  parent_id: number | null;
}

/** POST /cms/api/nav_entries; PUT /cms/api/nav_entries/{id} takes the same members, all optional. */
export interface CmsNavEntryRequest {
  language: Language;
  label: string;
  url: string;
  position?: number;
  parent_id?: number | null;
}

/* ────────────────────────────── Settings ────────────────────────────── */

/** GET /settings entry; POST /settings `{ key, value }` creates or replaces (admin). */
export interface CmsSetting {
  id: number;
  key: string;
  value: string;
}

/* ─────────────────────────────── Users ─────────────────────────────── */

export interface CmsUser {
  id: number;
  email: string;
  role: CmsRole | null;
  disabled: boolean;
  created_at: string;
}

/** POST /cms/api/users (admin). Without a password one is generated and returned once. */
export interface CmsCreateUserRequest {
  email: string;
  role: CmsRole | null;
  password?: string;
}

/** PUT /cms/api/users/{id} (admin) */
export interface CmsUpdateUserRequest {
  role?: CmsRole | null;
  disabled?: boolean;
}

/** Answer of user creation and POST /cms/api/users/{id}/reset_password: the password is shown once. */
export interface CmsUserWithPassword {
  user: CmsUser;
  /** Present only when the server generated it. */
  generated_password?: string;
}

/** GET/POST /cms/api/redirects (admin): an address of one language without a page, sent elsewhere. */
export interface CmsRedirect {
  id: number;
  language: Language;
  /** As pages store it: "/old-offer". */
  path: string;
  /** A site path (the language segment is added) or an http(s) URL. */
  to: string;
  /** 301 (default), 302, 303, 307 or 308. */
  http_code: number;
  updated_at: string;
}

/** Metahead code languages (docs/content-api.md, "Page meta (`server/render/page-meta.ts`, `html-document.ts`)"). */
export type CmsMetaheadLanguage = 'javascript' | 'js-src' | 'css' | 'sass' | 'scss' | 'html';

/** GET/POST /cms/api/metaheads (admin): extra code in <head> or at the end of <body>. */
export interface CmsMetahead {
  id: number;
  content: string;
  language: CmsMetaheadLanguage;
  sequence: number;
  in_body: boolean;
  reload_on_each_page: boolean;
  /** The page it belongs to, or null for every page. */
  rdx_core_page_id: number | null;
}

/** GET /cms/api/footer?language= (editor): the footer of one language, as the site draws it. */
export interface CmsFooter {
  language: Language;
  /** domain/footer/footer-config.ts FooterConfig. */
  configuration: FooterConfig;
}

/** A live session or bearer token, as GET /cms/api/sessions lists them (admin; docs/accounts.md). */
export interface CmsAccess {
  /** `s-…` (session) or `t-…` (token): a handle for revoking, not the secret. */
  id: string;
  kind: 'session' | 'token';
  user: { id: number; email: string };
  /** `write` for sessions; a token's scope. */
  scope: 'read' | 'write';
  created_at: string;
  created_ip: string | null;
  expires_at: string;
  /** Written at most once a minute. */
  last_used_at: string | null;
  last_used_ip: string | null;
}

/** One audited password sign-in or token request. */
export interface CmsSignInAttempt {
  at: string;
  email: string;
  user_id: number | null;
  ip: string;
  via: 'password' | 'token';
  outcome: 'success' | 'failure' | 'locked';
  /** The delay this failure started, if any. */
  locked_until: string | null;
}

/** GET /cms/api/sign_in_activity (admin): the latest attempts and the addresses waiting out a delay. */
export interface CmsSignInActivity {
  attempts: CmsSignInAttempt[];
  delayed: { email: string; failures: number; locked_until: string }[];
}

/** A listing an editor may name in `list-key` (GET /cms/api/listing_keys). */
export interface ListingKey {
  key: string;
  name: string;
  /** Widget tags it may be embedded with; empty: every widget. */
  widgets: readonly string[];
}
