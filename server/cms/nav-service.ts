/**
 * Navigation entries as editors manage them (docs/cms-api.md, "Navigation entries (editor)"): per language, nested by `parent_id`
 * (a parent must be an entry of the same language, and never the entry itself or one of its
 * children), ordered by `position`. The site and GET /nav_entries read the same table.
 */
import type { Kysely } from 'kysely';
import type { CmsNavEntry } from '../../domain/contracts/cms.js';
import { isLanguage, type Language } from '../../domain/languages.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { assertStoredUrl } from '../http/stored-url.js';

const MAX_LABEL = 200;
const MAX_URL = 2000;
const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_request', message, field);
const notFound = () => new ApiFailure(404, 'nav_entry_not_found', 'No navigation entry with this id', 'id');

export interface NavEntryInput {
  language?: unknown;
  label?: unknown;
  url?: unknown;
  position?: unknown;
  parent_id?: unknown;
}

type Row = { id: number; language: string; label: string; url: string; position: number; parent_id: number | null };
const toEntry = (row: Row): CmsNavEntry => ({ ...row, language: isLanguage(row.language) ? row.language : 'ku' });

export interface NavService {
  list(language: Language): Promise<CmsNavEntry[]>;
  create(input: NavEntryInput): Promise<CmsNavEntry>;
  update(id: number, input: NavEntryInput): Promise<CmsNavEntry>;
  /** Deletes the entry and its children. */
  remove(id: number): Promise<void>;
}

export function createNavService(db: Kysely<Database>): NavService {
  const columns = ['id', 'language', 'label', 'url', 'position', 'parent_id'] as const;
  const find = async (id: number) => {
    const row = await db.selectFrom('nav_entries').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toEntry(row);
  };

  function checkText(value: unknown, field: string, max: number): string {
    if (typeof value !== 'string' || value.trim() === '') throw bad(field, `${field} must be non-empty text`);
    if (value.length > max) throw bad(field, `${field} is longer than ${max} characters`);
    return value.trim();
  }
  function checkUrl(value: unknown): string {
    const url = checkText(value, 'url', MAX_URL);
    return assertStoredUrl(url, 'url', 'url')!.href;
  }
  async function checkParent(value: unknown, language: string, self?: number): Promise<number | null> {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'number' || !Number.isInteger(value)) throw bad('parent_id', 'parent_id must be an entry id or null');
    // Walk up from the new parent: reaching `self` would make a loop.
    for (let id: number | null = value, depth = 0; id !== null; depth += 1) {
      if (id === self || depth > 50) throw bad('parent_id', 'An entry cannot sit under itself or its own children');
      const parent = await db.selectFrom('nav_entries').select(['language', 'parent_id']).where('id', '=', id).executeTakeFirst();
      if (!parent || parent.language !== language) throw bad('parent_id', 'parent_id must be an entry of the same language');
      id = parent.parent_id;
    }
    return value;
  }
  function checkPosition(value: unknown): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000)
      throw bad('position', 'position must be a whole number of 0 or more');
    return value;
  }

  return {
    async list(language) {
      const rows = await db
        .selectFrom('nav_entries')
        .select(columns)
        .where('language', '=', language)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(toEntry);
    },
    async create(input) {
      if (!isLanguage(input.language)) throw bad('language', 'language must be ku, ar or en');
      const language = input.language;
      const label = checkText(input.label, 'label', MAX_LABEL);
      const url = checkUrl(input.url);
      const parentId = await checkParent(input.parent_id, language);
      let position = checkPosition(input.position);
      if (position === undefined) {
        const last = await db
          .selectFrom('nav_entries')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('language', '=', language)
          .executeTakeFirst();
        position = Number(last?.max ?? -1) + 1;
      }
      const inserted = await db
        .insertInto('nav_entries')
        .values({ language, label, url, position, parent_id: parentId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return find(inserted.id);
    },
    async update(id, input) {
      const entry = await find(id);
      if (input.language !== undefined && input.language !== entry.language)
        throw bad('language', 'An entry keeps its language: create one in the other language');
      const change = {
        ...(input.label !== undefined ? { label: checkText(input.label, 'label', MAX_LABEL) } : {}),
        ...(input.url !== undefined ? { url: checkUrl(input.url) } : {}),
        ...(input.position !== undefined ? { position: checkPosition(input.position) } : {}),
        ...(input.parent_id !== undefined ? { parent_id: await checkParent(input.parent_id, entry.language, id) } : {}),
      };
      if (Object.keys(change).length > 0) await db.updateTable('nav_entries').set(change).where('id', '=', id).execute();
      return find(id);
    },
    async remove(id) {
      await find(id);
      // Children first, down the tree (no foreign key on parent_id to cascade).
      const doomed = [id];
      for (let i = 0; i < doomed.length; i += 1) {
        const children = await db.selectFrom('nav_entries').select('id').where('parent_id', '=', doomed[i]!).execute();
        doomed.push(...children.map((c) => c.id));
      }
      await db.deleteFrom('nav_entries').where('id', 'in', doomed).execute();
    },
  };
}
