/**
 * Which pages are the same content in other languages (docs/cms-api.md, "Translations"): a page at
 * the same path in another language (the rule from before translation groups), or a page of the same
 * `translation_group` (a copy made with "create the English version", whatever its path). When a
 * language has both, the group's page wins: the editor made it as this page's translation.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { CmsPageTranslation } from '../../domain/contracts/cms.js';
import { isLanguage, LANGUAGES, type Language } from '../../domain/languages.js';
import type { Database, PageRow } from '../db/schema.js';
import { pageKey } from '../http/surrogate-keys.js';

type Linkable = Pick<PageRow, 'id' | 'language' | 'path' | 'translation_group'>;

/** The other languages' versions of `page` among `rows`, one per language, in the product's language order. */
export function linkedPages<R extends Linkable>(page: Linkable, rows: readonly R[]): R[] {
  const byLanguage = new Map<string, R>();
  for (const row of rows) {
    if (row.id === page.id || row.language === page.language) continue;
    const sameGroup = page.translation_group !== null && row.translation_group === page.translation_group;
    const samePath = row.path === page.path;
    if (!sameGroup && !samePath) continue;
    const before = byLanguage.get(row.language);
    // A group member replaces a page that only shares the path.
    if (!before || (sameGroup && before.translation_group !== page.translation_group)) byLanguage.set(row.language, row);
  }
  return LANGUAGES.flatMap((language) => {
    const found = byLanguage.get(language);
    return found ? [found] : [];
  });
}

export function toTranslation(row: PageRow): CmsPageTranslation {
  return {
    language: isLanguage(row.language) ? row.language : 'ku',
    id: row.id,
    path: row.path,
    state: row.state === 'published' ? 'published' : 'unpublished',
    needs_translation: row.needs_translation === 1,
  };
}

/** The languages other than the page's own that have no version of it. */
export function missingLanguages(page: Pick<PageRow, 'language'>, linked: readonly Pick<PageRow, 'language'>[]): Language[] {
  const present = new Set([page.language, ...linked.map((row) => row.language)]);
  return LANGUAGES.filter((language) => !present.has(language));
}

/** The candidates for `linkedPages` of one page: same path or same group, any language. */
export async function candidateRows(db: Kysely<Database> | Transaction<Database>, page: Linkable): Promise<PageRow[]> {
  return db
    .selectFrom('pages')
    .selectAll()
    .where((eb) =>
      page.translation_group === null
        ? eb('path', '=', page.path)
        : eb.or([eb('path', '=', page.path), eb('translation_group', '=', page.translation_group)]),
    )
    .execute();
}

/**
 * The published versions of a page in every language, with each one's path (hreflang, the language
 * button). `page` is the page being shown; its own language is included.
 */
export async function publishedVersions(
  db: Kysely<Database>,
  page: { id: number; path: string },
): Promise<{ language: Language; path: string }[]> {
  const self = await db
    .selectFrom('pages')
    .select(['id', 'language', 'path', 'translation_group'])
    .where('id', '=', page.id)
    .executeTakeFirst();
  if (!self) return [];
  const rows = await db
    .selectFrom('pages')
    .select(['id', 'language', 'path', 'translation_group'])
    .where('state', '=', 'published')
    .where((eb) =>
      self.translation_group === null
        ? eb('path', '=', self.path)
        : eb.or([eb('path', '=', self.path), eb('translation_group', '=', self.translation_group)]),
    )
    .execute();
  const versions = [self, ...linkedPages(self, rows)];
  return LANGUAGES.flatMap((language) => {
    const found = versions.find((row) => row.language === language);
    return found ? [{ language, path: found.path }] : [];
  });
}

/**
 * The other versions' language buttons and hreflang links name this page's path: when it is
 * published, taken off the site, moved or deleted, their cached HTML must go too. The content
 * version (docs/caching.md) already tells every process; this queues their CDN keys the way the
 * pages trigger of migration 0025 queues the page's own.
 */
export async function purgeLinkedPages(
  trx: Kysely<Database> | Transaction<Database>,
  linked: readonly Pick<PageRow, 'id'>[],
): Promise<void> {
  for (const row of linked)
    await trx
      .insertInto('cdn_purges')
      .values({ key: pageKey(row.id), generation: 1, state: 'pending', attempts: 0, next_attempt_at: 0 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ generation: sql`cdn_purges.generation + 1`, state: 'pending', attempts: 0, next_attempt_at: 0 }),
      )
      .execute();
}
