/**
 * The editor's pages (docs/cms-api.md): per-language lists and trees, drafts that never
 * touch the live page until publish, versions with author and a change summary, restore, scheduled
 * publish and unpublish, delete.
 *
 * Every write is one conditional UPDATE `... WHERE id = ? AND version = ?` that raises `version`:
 * a save from a stale editor (or a second process) changes nothing and gets 409 `version_conflict`
 * carrying the current version, so the editor can reload without losing what was typed. The same
 * condition makes the scheduler act once across processes.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  CmsCreatePageRequest,
  CmsCreateTranslationRequest,
  CmsPage,
  CmsPageContent,
  CmsPageSummary,
  CmsPageTreeNode,
  CmsPageVersion,
  CmsPageVersionDetail,
  CmsVersionKind,
} from '../../domain/contracts/cms.js';
import { isLanguage, type Language } from '../../domain/languages.js';
import type { Database, PageRow, PagesTable, PageVersionsTable, UserRole } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import type { Updateable } from 'kysely';
import {
  EMPTY_CONTENT,
  applyContentPatch,
  checkPath,
  draftPageContent,
  liveColumns,
  livePageContent,
  summarizeChange,
} from './page-content.js';
import { markLive } from './live-version.js';
import { assertCuratedVehiclesKnown } from './curated-vehicles-check.js';
import { candidateRows, linkedPages, missingLanguages, purgeLinkedPages, toTranslation } from './page-translations.js';

export interface Author {
  id: number;
  email: string;
  /** The saving account's role: only an admin may point a page off-site (docs/cms-editor.md). */
  role?: UserRole | null;
}

const rightsOf = (author: Author) => ({ externalRedirect: author.role === 'admin' });

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (value: number | string | null) => (value === null ? null : iso(Number(value)));

const notFound = () => new ApiFailure(404, 'page_not_found', 'No page with this id', 'id');
const conflict = (current: number) =>
  new ApiFailure(
    409,
    'version_conflict',
    'The page was changed since you opened it: reload it (your changes are still in the editor)',
    'version',
    {
      current_version: current,
    },
  );
const pathTaken = () => new ApiFailure(409, 'path_taken', 'Another page of this language has this path', 'path');

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint/i.test(e?.message ?? '');
}

/** `linked`: the page's versions in the other languages (./page-translations.ts). */
export function toSummary(row: PageRow, linked: readonly PageRow[] = []): CmsPageSummary {
  return {
    id: row.id,
    language: isLanguage(row.language) ? row.language : 'ku',
    path: row.path,
    title: draftPageContent(row).title,
    state: row.state === 'published' ? 'published' : 'unpublished',
    has_draft: row.draft !== null,
    version: Number(row.version),
    publish_at: isoOrNull(row.publish_at),
    unpublish_at: isoOrNull(row.unpublish_at),
    published_at: row.published_at,
    updated_at: row.updated_at,
    needs_translation: row.needs_translation === 1,
    translations: linked.map(toTranslation),
    missing_languages: missingLanguages(row, linked),
  };
}

export function toPage(row: PageRow, linked: readonly PageRow[] = []): CmsPage {
  const summary = toSummary(row, linked);
  return {
    ...summary,
    draft: draftPageContent(row),
    live: row.state === 'published' ? livePageContent(row) : null,
    url: `/${summary.language}${row.path === '/' ? '/' : row.path}`,
  };
}

/** Pages as a tree by path: "/a/b" sits under "/a" when that page exists, else under its nearest existing ancestor. */
export function pageTree(rows: PageRow[], all: readonly PageRow[] = rows): CmsPageTreeNode[] {
  const nodes = new Map(rows.map((row) => [row.path, { ...toSummary(row, linkedPages(row, all)), children: [] as CmsPageTreeNode[] }]));
  const roots: CmsPageTreeNode[] = [];
  for (const node of [...nodes.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    let parent: CmsPageTreeNode | undefined;
    for (let path = node.path; !parent && path.lastIndexOf('/') > 0;) {
      path = path.slice(0, path.lastIndexOf('/'));
      parent = nodes.get(path);
    }
    (parent?.children ?? roots).push(node);
  }
  return roots;
}

interface Write {
  columns: Updateable<PagesTable>;
  record?: { kind: CmsVersionKind; content: CmsPageContent; summary: string; restoredFrom?: number };
  /** Extra condition of the conditional update (the scheduler's: the time it saw). */
  where?: { publish_at?: number; unpublish_at?: number };
}

export interface PagesService {
  list(language: Language): Promise<CmsPageSummary[]>;
  tree(language: Language): Promise<CmsPageTreeNode[]>;
  get(id: number): Promise<CmsPage>;
  create(request: CmsCreatePageRequest, author: Author): Promise<CmsPage>;
  /** A copy of the page's draft as a new unpublished page in another language, linked to it and marked as needing translation. */
  translate(id: number, request: CmsCreateTranslationRequest, author: Author): Promise<CmsPage>;
  update(id: number, version: number, path: unknown, content: unknown, author: Author, needsTranslation?: boolean): Promise<CmsPage>;
  publish(id: number, version: number, author: Author | null): Promise<CmsPage>;
  unpublish(id: number, version: number, author: Author | null): Promise<CmsPage>;
  schedule(id: number, version: number, times: { publish_at?: unknown; unpublish_at?: unknown }): Promise<CmsPage>;
  versions(id: number): Promise<CmsPageVersion[]>;
  version(id: number, number: number): Promise<CmsPageVersionDetail>;
  restore(id: number, version: number, fromVersion: number, author: Author): Promise<CmsPage>;
  remove(id: number, version: number): Promise<void>;
  /** Publishes and unpublishes what is due at `now()`; the number of pages changed by this call. */
  runDue(): Promise<number>;
}

export function createPagesService(db: Kysely<Database>, now: () => number): PagesService {
  async function row(id: number, trx: Kysely<Database> | Transaction<Database> = db): Promise<PageRow> {
    const found = await trx.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound();
    return found;
  }

  /** The page with its versions in the other languages. */
  async function pageOf(found: PageRow): Promise<CmsPage> {
    return toPage(found, linkedPages(found, await candidateRows(db, found)));
  }

  /**
   * A new unpublished page with its first version ("created"), in one transaction; 409 `path_taken`
   * when the language has the path. `extra` columns (a translation's link) and `first` (work in the
   * same transaction, before the insert) are what a translation adds to a plain new page.
   */
  async function insertDraftPage(input: {
    language: Language;
    path: string;
    content: CmsPageContent;
    author: Author;
    summary: string;
    extra?: Pick<Updateable<PagesTable>, 'translation_group' | 'needs_translation'>;
    first?: (trx: Transaction<Database>) => Promise<void>;
  }): Promise<number> {
    const taken = await db
      .selectFrom('pages')
      .select('id')
      .where('language', '=', input.language)
      .where('path', '=', input.path)
      .executeTakeFirst();
    if (taken) throw pathTaken();
    const at = iso(now());
    try {
      return await db.transaction().execute(async (trx) => {
        await input.first?.(trx);
        const inserted = await trx
          .insertInto('pages')
          .values({
            ...liveColumns(input.content),
            path: input.path,
            language: input.language,
            state: 'disabled',
            draft: JSON.stringify(input.content),
            version: 1,
            ...input.extra,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('page_versions')
          .values({
            page_id: inserted.id,
            number: 1,
            kind: 'created',
            author_id: input.author.id,
            author_email: input.author.email,
            content: JSON.stringify(input.content),
            summary: input.summary,
            restored_from: null,
            created_at: at,
          })
          .execute();
        return inserted.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw pathTaken();
      throw error;
    }
  }

  async function write(id: number, expected: number, author: Author | null, change: Write): Promise<CmsPage> {
    const at = iso(now());
    const next = expected + 1;
    const updated = await db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('pages')
        .set({ ...change.columns, version: next, updated_at: at })
        .where('id', '=', id)
        .where('version', '=', expected);
      if (change.where?.publish_at !== undefined) update = update.where('publish_at', '=', change.where.publish_at);
      if (change.where?.unpublish_at !== undefined) update = update.where('unpublish_at', '=', change.where.unpublish_at);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (change.record)
        await trx
          .insertInto('page_versions')
          .values({
            page_id: id,
            number: next,
            kind: change.record.kind,
            author_id: author?.id ?? null,
            author_email: author?.email ?? null,
            content: JSON.stringify(change.record.content),
            summary: change.record.summary,
            restored_from: change.record.restoredFrom ?? null,
            created_at: at,
          })
          .execute();
      return true;
    });
    if (!updated) throw conflict(Number((await row(id)).version));
    return pageOf(await row(id));
  }

  /** The other languages' versions name this page in their language button and hreflang: their cached HTML goes. */
  async function purgeTranslationsOf(found: PageRow): Promise<void> {
    await purgeLinkedPages(db, linkedPages(found, await candidateRows(db, found)));
  }

  async function current(id: number, version: number): Promise<PageRow> {
    const found = await row(id);
    if (Number(found.version) !== version) throw conflict(Number(found.version));
    return found;
  }

  function futureTime(value: unknown, field: string): number | null | undefined {
    if (value === undefined || value === null) return value;
    const ms = typeof value === 'string' ? Date.parse(value) : NaN;
    if (!Number.isFinite(ms)) throw new ApiFailure(400, 'invalid_request', `${field} must be an ISO-8601 time or null`, field);
    if (ms <= now()) throw new ApiFailure(400, 'time_in_past', `${field} must be in the future`, field);
    return ms;
  }

  async function publishRow(found: PageRow, author: Author | null, kind: CmsVersionKind, where?: Write['where']): Promise<CmsPage> {
    const content = draftPageContent(found);
    const before = found.state === 'published' ? livePageContent(found) : null;
    const published = await write(found.id, Number(found.version), author, {
      // Publishing is the editor's word that the page is ready, translated or not (docs/cms-editor.md, "Translations").
      columns: {
        ...liveColumns(content),
        state: 'published',
        draft: null,
        published_at: iso(now()),
        publish_at: null,
        needs_translation: 0,
      },
      record: { kind, content, summary: summarizeChange(before, content) },
      ...(where ? { where } : {}),
    });
    await purgeTranslationsOf(found);
    return published;
  }

  async function unpublishRow(found: PageRow, author: Author | null, kind: CmsVersionKind, where?: Write['where']): Promise<CmsPage> {
    const unpublished = await write(found.id, Number(found.version), author, {
      columns: { state: 'disabled', unpublish_at: null },
      record: { kind, content: draftPageContent(found), summary: 'taken off the site' },
      ...(where ? { where } : {}),
    });
    await purgeTranslationsOf(found);
    return unpublished;
  }

  const service: PagesService = {
    async list(language) {
      // Every language's pages: each summary names its translations and the languages it lacks.
      const all = await db.selectFrom('pages').selectAll().orderBy('path').execute();
      return all.filter((r) => r.language === language).map((r) => toSummary(r, linkedPages(r, all)));
    },

    async tree(language) {
      const all = await db.selectFrom('pages').selectAll().orderBy('path').execute();
      return pageTree(
        all.filter((r) => r.language === language),
        all,
      );
    },

    async get(id) {
      return pageOf(await row(id));
    },

    async create(request, author) {
      const path = checkPath(request.path);
      const content = applyContentPatch({ ...EMPTY_CONTENT }, { ...request.content, title: request.title }, rightsOf(author));
      await assertCuratedVehiclesKnown(db, content.blocks);
      const id = await insertDraftPage({ language: request.language, path, content, author, summary: summarizeChange(null, content) });
      return pageOf(await row(id));
    },

    async translate(id, request, author) {
      const source = await row(id);
      if (request.language === source.language)
        throw new ApiFailure(400, 'same_language', 'The page is already in this language: choose another one', 'language');
      const existing = linkedPages(source, await candidateRows(db, source)).find((r) => r.language === request.language);
      if (existing)
        throw new ApiFailure(409, 'translation_exists', `The page already has a ${request.language} version`, 'language', {
          page_id: existing.id,
        });
      const path = request.path === undefined ? source.path : checkPath(request.path);
      const copied = draftPageContent(source);
      // Blocks (media, forms, widget tags) are copied as they are; the title stays until it is translated.
      const content = applyContentPatch({ ...EMPTY_CONTENT }, { ...copied, title: request.title ?? copied.title }, rightsOf(author));
      const group = source.translation_group ?? source.id;
      const newId = await insertDraftPage({
        language: request.language,
        path,
        content,
        author,
        summary: `copied from ${source.language}${source.path} to translate; ${summarizeChange(null, content)}`,
        extra: { translation_group: group, needs_translation: 1 },
        first: async (trx) => {
          if (source.translation_group === null)
            await trx.updateTable('pages').set({ translation_group: group }).where('id', '=', source.id).execute();
        },
      });
      return pageOf(await row(newId));
    },

    async update(id, version, rawPath, patch, author, needsTranslation) {
      const found = await current(id, version);
      const before = draftPageContent(found);
      const content = applyContentPatch(before, patch, rightsOf(author));
      // Only entries new to a block are looked up: saving a title never waits on the stock.
      if (content.blocks !== before.blocks) await assertCuratedVehiclesKnown(db, content.blocks, before.blocks);
      const path = rawPath === undefined ? found.path : checkPath(rawPath);
      if (path !== found.path) {
        const taken = await db
          .selectFrom('pages')
          .select('id')
          .where('language', '=', found.language)
          .where('path', '=', path)
          .executeTakeFirst();
        if (taken) throw pathTaken();
      }
      const summary = [path !== found.path ? `moved from ${found.path} to ${path}` : '', summarizeChange(before, content)]
        .filter((part) => part && part !== 'no changes')
        .join('; ');
      try {
        const saved = await write(id, version, author, {
          columns: {
            path,
            draft: JSON.stringify(content),
            ...(needsTranslation === undefined ? {} : { needs_translation: needsTranslation ? 1 : 0 }),
          },
          record: { kind: 'saved', content, summary: summary || 'no changes' },
        });
        if (path !== found.path) await purgeTranslationsOf(found);
        return saved;
      } catch (error) {
        if (isUniqueViolation(error)) throw pathTaken();
        throw error;
      }
    },

    async publish(id, version, author) {
      return publishRow(await current(id, version), author, 'published');
    },

    async unpublish(id, version, author) {
      const found = await current(id, version);
      if (found.state !== 'published') throw new ApiFailure(409, 'not_published', 'The page is not on the site', 'id');
      return unpublishRow(found, author, 'unpublished');
    },

    async schedule(id, version, times) {
      await current(id, version);
      const publishAt = futureTime(times.publish_at, 'publish_at');
      const unpublishAt = futureTime(times.unpublish_at, 'unpublish_at');
      if (publishAt && unpublishAt && unpublishAt <= publishAt)
        throw new ApiFailure(400, 'invalid_request', 'unpublish_at must come after publish_at', 'unpublish_at');
      return write(id, version, null, {
        columns: {
          ...(publishAt !== undefined ? { publish_at: publishAt } : {}),
          ...(unpublishAt !== undefined ? { unpublish_at: unpublishAt } : {}),
        },
      });
    },

    async versions(id) {
      const found = await row(id);
      const rows = await db
        .selectFrom('page_versions')
        .select(['number', 'kind', 'author_id', 'author_email', 'created_at', 'summary', 'restored_from', 'content'])
        .where('page_id', '=', id)
        .orderBy('number', 'desc')
        .execute();
      return markLive(rows, found).map((r) => versionView(r, r.live));
    },

    async version(id, number) {
      const found = await row(id);
      const r = await db.selectFrom('page_versions').selectAll().where('page_id', '=', id).where('number', '=', number).executeTakeFirst();
      if (!r) throw new ApiFailure(404, 'version_not_found', `The page has no version ${number}`, 'number');
      // Live only if no newer version has the published content too.
      const newer = await db
        .selectFrom('page_versions')
        .select(['number', 'content'])
        .where('page_id', '=', id)
        .where('number', '>=', number)
        .orderBy('number', 'desc')
        .execute();
      return {
        ...versionView(r, markLive(newer, found).find((v) => v.number === number)?.live ?? false),
        content: JSON.parse(r.content) as CmsPageContent,
      };
    },

    async restore(id, version, fromVersion, author) {
      const found = await current(id, version);
      const source = await db
        .selectFrom('page_versions')
        .select('content')
        .where('page_id', '=', id)
        .where('number', '=', fromVersion)
        .executeTakeFirst();
      if (!source) throw new ApiFailure(404, 'version_not_found', `The page has no version ${fromVersion}`, 'from_version');
      const content = JSON.parse(source.content) as CmsPageContent;
      return write(id, version, author, {
        columns: { draft: JSON.stringify(content) },
        record: {
          kind: 'restored',
          content,
          summary: `restored version ${fromVersion}; ${summarizeChange(draftPageContent(found), content)}`,
          restoredFrom: fromVersion,
        },
      });
    },

    async remove(id, version) {
      const found = await current(id, version);
      const deleted = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('page_versions').where('page_id', '=', id).execute();
        const result = await trx.deleteFrom('pages').where('id', '=', id).where('version', '=', version).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw conflict(Number((await row(id, trx)).version));
        return true;
      });
      if (!deleted) throw notFound();
      await purgeTranslationsOf(found);
    },

    async runDue() {
      const at = now();
      const due = await db
        .selectFrom('pages')
        .selectAll()
        .where((eb) => eb.or([eb('publish_at', '<=', at), eb('unpublish_at', '<=', at)]))
        .orderBy('id')
        .execute();
      let changed = 0;
      for (const found of due) {
        try {
          const publishAt = found.publish_at === null ? null : Number(found.publish_at);
          if (publishAt !== null && publishAt <= at) {
            await publishRow(found, null, 'scheduled_publish', { publish_at: publishAt });
          } else {
            await unpublishRow(found, null, 'scheduled_unpublish', { unpublish_at: Number(found.unpublish_at) });
          }
          changed += 1;
        } catch (error) {
          // Another process (or an editor's save) got there first: the next run sees the new row.
          if (!(error instanceof ApiFailure && (error.code === 'version_conflict' || error.code === 'page_not_found'))) throw error;
        }
      }
      return changed;
    },
  };
  return service;
}

/** A stored version as the versions list and a version's own answer show it (docs/cms-editor.md, "Versions"). */
function versionView(
  r: Pick<Selectable<PageVersionsTable>, 'number' | 'kind' | 'author_id' | 'author_email' | 'created_at' | 'summary' | 'restored_from'>,
  live: boolean,
): CmsPageVersion {
  return {
    number: r.number,
    kind: r.kind as CmsVersionKind,
    author: r.author_id !== null ? { id: r.author_id, email: r.author_email ?? '' } : null,
    created_at: r.created_at,
    summary: r.summary,
    restored_from: r.restored_from,
    live,
  };
}
