/**
 * The editor's calls to the editor API under /cms/api (server/api/cms, built on branch cms-api).
 * Every path and body shape the editor uses is in this one file, so aligning with the server's
 * wire types (domain/contracts/cms.ts once it lands) is one edit. Calls carry the session cookie
 * and the page's CSRF token (header x-csrf-token); an error answer `{error:{code,message,field}}`
 * becomes an `EditorApiError`, and 409 (a stale save) is told apart so nothing is lost.
 */
import type { Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import type { Field } from '../blocks/types.js';

export type PageType = 'content' | 'redirect';

export interface PageSummary {
  id: number;
  language: Language;
  path: string;
  title: string;
  page_type: string;
  link_type: string | null;
  redirect_path: string | null;
  link_new_window: boolean;
  state: string;
  /** Bumped by every save; a save sends the version it started from. */
  version: number;
  has_draft?: boolean;
  publish_at?: string | null;
  unpublish_at?: string | null;
}

export interface EditorPage extends PageSummary {
  /** The draft's blocks (the live blocks when there is no draft). */
  blocks: PageBlock[];
  meta_title?: string | null;
  meta_description?: string | null;
}

export interface NewPage {
  language: Language;
  path: string;
  title: string;
  page_type: PageType;
  link_type: string | null;
  redirect_path: string | null;
  link_new_window: boolean;
  blocks?: PageBlock[];
}

export type PageChanges = Partial<Omit<NewPage, 'language'>>;

export interface PageVersion {
  version: number;
  author: string | null;
  created_at: string;
  summary?: string;
}

/** A block template as GET /cms/api/block_templates answers (the catalogue's template shape). */
export interface ApiBlockTemplate {
  key: string;
  name: string;
  description?: string;
  short_description?: string;
  group?: string;
  hidden?: boolean;
  max_field_groups?: number | null;
  fields: Record<string, Field>;
  defaultProps?: Record<string, unknown>;
  default_props?: Record<string, unknown>;
}

export interface MediaItem {
  id: string | number;
  url: string;
  alt?: string;
}

export interface UserRow {
  id: number;
  email: string;
  role: 'editor' | 'admin' | null;
  disabled: boolean;
}

export interface SettingRow {
  id: number | string;
  key: string;
  value: unknown;
}

export class EditorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'EditorApiError';
  }

  /** Someone saved the page after this editor loaded it. */
  get isConflict(): boolean {
    return this.status === 409;
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const BASE = '/cms/api';

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Lists and records may come bare or as `{ data: … }`: the editor accepts both. */
function unwrap<T>(body: unknown): T {
  return (isRecord(body) && 'data' in body ? body.data : body) as T;
}

export function createEditorApi(options: { csrfToken: string; fetch?: Fetch }) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': options.csrfToken };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await doFetch(`${BASE}${path}`, { method, headers, body: payload, credentials: 'same-origin' });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
      throw new EditorApiError(
        response.status,
        typeof error.code === 'string' ? error.code : 'http_error',
        typeof error.message === 'string' ? error.message : `HTTP ${response.status}`,
        typeof error.field === 'string' ? error.field : undefined,
      );
    }
    return unwrap<T>(parsed);
  }

  const page = (id: number) => `/pages/${encodeURIComponent(String(id))}`;

  return {
    listPages: (language: Language) => call<PageSummary[]>('GET', `/pages?language=${language}`),
    getPage: (id: number) => call<EditorPage>('GET', page(id)),
    createPage: (input: NewPage) => call<EditorPage>('POST', '/pages', input),
    /** Saves the draft; 409 when `version` is not the page's current one. */
    saveDraft: (id: number, version: number, changes: PageChanges) => call<EditorPage>('PUT', page(id), { ...changes, version }),
    publish: (id: number, version: number) => call<EditorPage>('POST', `${page(id)}/publish`, { version }),
    unpublish: (id: number, version: number) => call<EditorPage>('POST', `${page(id)}/unpublish`, { version }),
    schedule: (id: number, input: { publish_at: string | null; unpublish_at: string | null }) =>
      call<EditorPage>('POST', `${page(id)}/schedule`, input),
    versions: (id: number) => call<PageVersion[]>('GET', `${page(id)}/versions`),
    restore: (id: number, version: number) => call<EditorPage>('POST', `${page(id)}/versions/${version}/restore`),
    deletePage: (id: number) => call<unknown>('DELETE', page(id)),
    blockTemplates: () => call<ApiBlockTemplate[]>('GET', '/block_templates'),
    uploadMedia: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call<MediaItem>('POST', '/media', form);
    },
    listUsers: () => call<UserRow[]>('GET', '/users'),
    createUser: (input: { email: string; password: string; role: 'editor' | 'admin' }) => call<UserRow>('POST', '/users', input),
    updateUser: (id: number, changes: { role?: 'editor' | 'admin' | null; disabled?: boolean }) =>
      call<UserRow>('PATCH', `/users/${id}`, changes),
    resetPassword: (id: number) => call<{ password: string }>('POST', `/users/${id}/reset_password`),
    listSettings: () => call<SettingRow[]>('GET', '/settings'),
    saveSetting: (key: string, value: unknown) => call<SettingRow>('POST', '/settings', { key, value }),
    deleteSetting: (id: number | string) => call<unknown>('DELETE', `/settings/${encodeURIComponent(String(id))}`),
  };
}

export type EditorApi = ReturnType<typeof createEditorApi>;
