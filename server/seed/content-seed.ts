/**
 * CMS content of the demo: the block templates the site renders, navigation entries and the pages
 * in Kurdish, Arabic and English (server/seed/content-pages.ts). Settings are seeded elsewhere
 * (settings.ts). Safe to run twice, and on a database seeded before there were languages: existing
 * templates and pages are left as they are, a language without navigation entries gets its own.
 */
import type { Insertable, Kysely } from 'kysely';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { blockTemplates } from '../../site/blocks/registry.js';
import type { Field } from '../../site/blocks/types.js';
import type { BlockTemplatesTable, Database, PagesTable } from '../db/schema.js';
import { SEED_PAGES } from './content-pages.js';
import { SEED_NAV_ENTRIES } from './nav-entries-seed.js';
import { seededPageRow, type SeedNavEntry } from './seed-page-parts.js';

/**
 * The catalogue's row shape: plain fields in `fields`, each with its default as `value` (the
 * catalogue's field attribute); a repeating group (Puck's array field) as its item fields in
 * `field_groups_template`, one default item in `field_groups_seed`, its cap in `max_field_groups`.
 * `field_groups` stays empty: groups belong to a placed block, not to the template.
 */
export function blockTemplateRows(): Insertable<BlockTemplatesTable>[] {
  return blockTemplates().map((template, index) => {
    const defaults = template.defaultProps as unknown as Record<string, unknown>;
    const entries = Object.entries(template.fields as Record<string, Field>);
    const plain = Object.fromEntries(
      entries.filter(([, field]) => field.type !== 'array').map(([key, field]) => [key, { ...field, value: defaults[key] }]),
    );
    const group = entries.map(([, field]) => field).find((field) => field.type === 'array');
    return {
      key: template.key,
      name: template.name,
      description: template.description,
      short_description: template.description,
      group: template.group,
      hidden: 0,
      template: template.key,
      fields: JSON.stringify(plain),
      field_groups: '[]',
      field_groups_seed: JSON.stringify(group ? [group.defaultItemProps] : []),
      field_groups_template: JSON.stringify(group ? group.arrayFields : {}),
      external_block: 0,
      area: 'main',
      list_priority: index + 1,
      thumbnail_url: null,
      max_field_groups: group?.max ?? null,
    };
  });
}

function pageRows(): Insertable<PagesTable>[] {
  return LANGUAGES.flatMap((language) =>
    SEED_PAGES[language].map((page) => seededPageRow(language, { ...page, navHidden: page.nav_hidden === true })),
  );
}

export async function seedContent(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('block_templates')
    .values(blockTemplateRows())
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await db
    .insertInto('pages')
    .values(pageRows())
    .onConflict((oc) => oc.columns(['language', 'path']).doNothing())
    .execute();
  for (const language of LANGUAGES) await seedNavEntries(db, language);
}

async function seedNavEntries(db: Kysely<Database>, language: Language): Promise<void> {
  const existing = await db.selectFrom('nav_entries').select('id').where('language', '=', language).limit(1).executeTakeFirst();
  if (existing) return;
  await insertNavLevel(db, language, SEED_NAV_ENTRIES[language], null);
}

/** One level in order, then each entry's children under the id it was given. */
async function insertNavLevel(db: Kysely<Database>, language: Language, entries: readonly SeedNavEntry[], parentId: number | null) {
  for (const [index, entry] of entries.entries()) {
    const row = await db
      .insertInto('nav_entries')
      .values({ language, label: entry.label, url: entry.url, position: index + 1, parent_id: parentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (entry.children?.length) await insertNavLevel(db, language, entry.children, Number(row.id));
  }
}
