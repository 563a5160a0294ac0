/**
 * The editor's calls to the editor API under /cms/api (server/api/cms, built on branch cms-api).
 * Every path and body shape the editor uses is in this one file, so aligning with the server's
 * wire types (domain/contracts/cms.ts once it lands) is one edit. Calls carry the session cookie
 * and the page's CSRF token (header x-csrf-token); an error answer `{error:{code,message,field}}`
 * becomes an `EditorApiError`, and 409 (a stale save) is told apart so nothing is lost.
 */
import type { SentEmail } from '../../domain/contracts/sent-emails.js';
import type { FormDefinition } from '../../domain/contracts/forms.js';
import type {
  CmsBlockTemplate,
  CmsFooter,
  CmsMetahead,
  CmsMedia,
  CmsNavEntry,
  CmsPage,
  CmsPageContent,
  CmsPageTreeNode,
  CmsPageVersion,
  CmsRedirect,
  CmsRole,
  CmsSetting,
  CmsUser,
  CmsUserWithPassword,
  CmsAccess,
  CmsSignInActivity,
} from '../../domain/contracts/cms.js';
import type { AdminListing, AdminListingInput } from '../../domain/contracts/listings.js';
import type {
  StockImportOptions,
  StockImportReport,
  StockPullConfig,
  StockPullState,
  StockListItem,
  StockListQuery,
  StockVehicleChange,
} from '../../domain/contracts/stock.js';
import type { VehicleStatus } from '../../domain/vehicle.js';
import type { Language } from '../../domain/languages.js';
import { fromCmsTemplate } from './template-fields.js';
import type { ListingKey } from '../../domain/contracts/cms.js';

export type PageType = 'content' | 'redirect';

/** A page of the tree, flattened (the tree is rebuilt from paths: page-tree-model.ts). */
export type PageSummary = Omit<CmsPageTreeNode, 'children'>;
export type EditorPage = CmsPage;
export type PageContent = CmsPageContent;
export type PageVersion = CmsPageVersion;
export type MediaItem = CmsMedia;
export type UserRow = CmsUser;
export type SettingRow = CmsSetting;
export type NavEntry = CmsNavEntry;

/** What the metaheads screen sends (POST/PUT /cms/api/metaheads). */
export type MetaheadDraft = Omit<CmsMetahead, 'id'>;

export interface NewPage {
  language: Language;
  path: string;
  title: string;
  content?: Partial<CmsPageContent>;
}

export class EditorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The rest of the error object (`reason` of a `weak_password`, `retry_after_seconds` of a 429). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'EditorApiError';
  }

  /** Someone saved the page after this editor loaded it. */
  get isConflict(): boolean {
    return this.status === 409;
  }
}

/** The words to show for a failed call: the server's message (EditorApiError) or the error's own. */
export function failureText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const BASE = '/cms/api';

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Lists and records may come bare or as `{ data: … }`: the editor accepts both. */
export function unwrap<T>(body: unknown): T {
  return (isRecord(body) && 'data' in body ? body.data : body) as T;
}

/**
 * The error a refused call throws, from its status and parsed body `{error:{code,message,field}}`
 * (the editor API and the Forms API answer alike; an unreadable body gives `http_error`).
 */
export function answerError(status: number, parsed: unknown): EditorApiError {
  const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
  return new EditorApiError(
    status,
    typeof error.code === 'string' ? error.code : 'http_error',
    typeof error.message === 'string' ? error.message : `HTTP ${status}`,
    typeof error.field === 'string' ? error.field : undefined,
    error,
  );
}

export function createEditorApi(options: { csrfToken: string; fetch?: Fetch }) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** The answer's whole body (`call` unwraps `data`; a list with `meta` needs both). */
  async function request(method: string, path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': options.csrfToken };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    // Settings live at their own paths (/settings; docs/cms-api.md, "Settings (admin)"), everything else under /cms/api.
    const url = path.startsWith('/settings') || path.startsWith('/forms') ? path : `${BASE}${path}`;
    const response = await doFetch(url, { method, headers, body: payload, credentials: 'same-origin' });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) throw answerError(response.status, parsed);
    return parsed;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return unwrap<T>(await request(method, path, body));
  }

  const page = (id: number) => `/pages/${encodeURIComponent(String(id))}`;

  return {
    /** The language's pages, flattened from the tree the API answers. */
    listPages: async (language: Language): Promise<PageSummary[]> =>
      flatten(await call<CmsPageTreeNode[]>('GET', `/pages?language=${language}`)),
    getPage: (id: number) => call<EditorPage>('GET', page(id)),
    createPage: (input: NewPage) => call<EditorPage>('POST', '/pages', input),
    /** Saves the draft (and moves the page when `path` is given); 409 when `version` is stale. */
    saveDraft: (id: number, version: number, content: Partial<CmsPageContent>, path?: string) =>
      call<EditorPage>('PUT', page(id), path === undefined ? { version, content } : { version, path, content }),
    /** A draft copy of the page in `language`, linked to it and marked as needing translation (docs/cms-api.md, "Translations"). */
    createTranslation: (id: number, language: Language) => call<EditorPage>('POST', `${page(id)}/translations`, { language }),
    /** Sets or clears the page's "needs translation" mark. */
    setNeedsTranslation: (id: number, version: number, needsTranslation: boolean) =>
      call<EditorPage>('PUT', page(id), { version, content: {}, needs_translation: needsTranslation }),
    publish: (id: number, version: number) => call<EditorPage>('POST', `${page(id)}/publish`, { version }),
    unpublish: (id: number, version: number) => call<EditorPage>('POST', `${page(id)}/unpublish`, { version }),
    schedule: (id: number, version: number, input: { publish_at: string | null; unpublish_at: string | null }) =>
      call<EditorPage>('POST', `${page(id)}/schedule`, { version, ...input }),
    versions: (id: number) => call<PageVersion[]>('GET', `${page(id)}/versions`),
    restore: (id: number, version: number, fromVersion: number) =>
      call<EditorPage>('POST', `${page(id)}/restore`, { version, from_version: fromVersion }),
    deletePage: (id: number, version: number) => call<unknown>('DELETE', `${page(id)}?version=${version}`),
    blockTemplates: async () => (await call<CmsBlockTemplate[]>('GET', '/block_templates')).map(fromCmsTemplate),
    uploadMedia: (file: File, alt: Partial<Record<Language, string>> = {}) => {
      const form = new FormData();
      // Text parts before the file: the server reads the parts in order.
      for (const [language, text] of Object.entries(alt)) if (text) form.append(`alt_${language}`, text);
      form.append('file', file);
      return call<MediaItem>('POST', '/media', form);
    },
    listMedia: () => call<MediaItem[]>('GET', '/media'),
    updateMediaAlt: (id: number, alt: Partial<Record<Language, string>>) => call<MediaItem>('PUT', `/media/${id}`, { alt }),
    deleteMedia: (id: number) => call<unknown>('DELETE', `/media/${id}`),
    listNav: (language: Language) => call<NavEntry[]>('GET', `/nav_entries?language=${language}`),
    createNav: (input: { language: Language; label: string; url: string; parent_id?: number | null; position?: number }) =>
      call<NavEntry>('POST', '/nav_entries', input),
    updateNav: (id: number, changes: { label?: string; url?: string; parent_id?: number | null; position?: number }) =>
      call<NavEntry>('PUT', `/nav_entries/${id}`, changes),
    deleteNav: (id: number) => call<unknown>('DELETE', `/nav_entries/${id}`),
    listUsers: () => call<UserRow[]>('GET', '/users'),
    createUser: (input: { email: string; password?: string; role: CmsRole | null }) => call<CmsUserWithPassword>('POST', '/users', input),
    updateUser: (id: number, changes: { role?: CmsRole | null; disabled?: boolean }) => call<UserRow>('PUT', `/users/${id}`, changes),
    resetPassword: (id: number) => call<CmsUserWithPassword>('POST', `/users/${id}/reset_password`),
    listAccess: () => call<CmsAccess[]>('GET', '/sessions'),
    revokeAccess: (id: string) => call<unknown>('DELETE', `/sessions/${encodeURIComponent(id)}`),
    signInActivity: () => call<CmsSignInActivity>('GET', '/sign_in_activity'),
    listSettings: () => call<SettingRow[]>('GET', '/settings'),
    /** `value` is the parsed JSON (the server stores it as text; a string is stored as it is). */
    saveSetting: (key: string, value: unknown) => call<SettingRow>('POST', '/settings', { key, value }),
    deleteSetting: (id: number) => call<unknown>('DELETE', `/settings/${id}`),
    listRedirects: (language: Language) => call<CmsRedirect[]>('GET', `/redirects?language=${language}`),
    createRedirect: (input: { language: Language; path: string; to: string; http_code: number }) =>
      call<CmsRedirect>('POST', '/redirects', input),
    updateRedirect: (id: number, changes: { path?: string; to?: string; http_code?: number }) =>
      call<CmsRedirect>('PUT', `/redirects/${id}`, changes),
    deleteRedirect: (id: number) => call<unknown>('DELETE', `/redirects/${id}`),
    /** The local mail catcher's messages, newest first (admin; docs/operations.md, "E-mail"). */
    listSentEmails: () => call<SentEmail[]>('GET', '/sent-emails'),
    getFooter: (language: Language) => call<CmsFooter>('GET', `/footer?language=${language}`),
    saveFooter: (language: Language, configuration: CmsFooter['configuration']) =>
      call<CmsFooter>('PUT', '/footer', { language, configuration }),
    listMetaheads: () => call<CmsMetahead[]>('GET', '/metaheads'),
    createMetahead: (input: MetaheadDraft) => call<CmsMetahead>('POST', '/metaheads', input),
    updateMetahead: (id: number, changes: Partial<MetaheadDraft>) => call<CmsMetahead>('PUT', `/metaheads/${id}`, changes),
    deleteMetahead: (id: number) => call<unknown>('DELETE', `/metaheads/${id}`),
    /** Every form, drafts included for editors (the Forms API, docs/forms.md): the form picker of blocks. */
    listForms: () => call<FormDefinition[]>('GET', '/forms'),
    /** The list keys a widget tag may name (editors; GET /cms/api/listing_keys). */
    listingKeys: () => call<ListingKey[]>('GET', '/listing_keys'),
    listListings: () => call<AdminListing[]>('GET', '/listings'),
    createListing: (input: AdminListingInput) => call<AdminListing>('POST', '/listings', input),
    updateListing: (key: string, changes: AdminListingInput) => call<AdminListing>('PUT', `/listings/${encodeURIComponent(key)}`, changes),
    deleteListing: (key: string) => call<unknown>('DELETE', `/listings/${encodeURIComponent(key)}`),
    /** A page of the caller's stock and how many match (docs/stock-feed.md, "Stock API"). */
    listStock: async (query: StockListQuery): Promise<{ rows: StockListItem[]; total: number }> => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
      const body = await request('GET', `/stock/vehicles?${params}`);
      const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
      return { rows: unwrap<StockListItem[]>(body), total: typeof meta.total === 'number' ? meta.total : 0 };
    },
    changeStockVehicle: (id: number, change: StockVehicleChange) => call<StockListItem>('PATCH', `/stock/vehicles/${id}`, change),
    setStockStatus: (ids: readonly number[], status: VehicleStatus) =>
      call<{ changed: number[]; held: number[]; not_found: number[] }>('POST', '/stock/vehicles/status', { ids, status }),
    /** The feed file with the import's options as form fields; answers the import report. */
    importStock: (file: File, options: StockImportOptions) => {
      const form = new FormData();
      form.set('dry_run', String(options.dry_run));
      form.set('all_or_nothing', String(options.all_or_nothing));
      form.set('withdraw', options.withdraw);
      form.set('file', file);
      return call<StockImportReport>('POST', '/stock/imports', form);
    },
    /** The feed pulled on a schedule (admins; docs/stock-feed.md). */
    stockPull: () => call<StockPullState>('GET', '/stock/pull'),
    saveStockPull: (config: StockPullConfig) => call<StockPullState>('PUT', '/stock/pull', config),
    runStockPull: () => call<StockPullState>('POST', '/stock/pull/run'),
  };
}

function flatten(nodes: readonly CmsPageTreeNode[]): PageSummary[] {
  return nodes.flatMap(({ children, ...summary }) => [summary, ...flatten(children ?? [])]);
}

export type EditorApi = ReturnType<typeof createEditorApi>;
