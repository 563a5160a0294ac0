/** The reservation pages seed: both pages and both templates, idempotent, on a database seeded before. */
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrations/migrate.js';
import { openTestDatabase } from '../db/test-db.js';
import { seedContent } from './content-seed.js';
import { seedReservationPages } from './reservation-pages-seed.js';

describe('seedReservationPages', () => {
  it('adds /reserve and /cancel-reservation in every language with their blocks and templates, twice without harm', async () => {
    const database = await openTestDatabase('sqlite');
    try {
      await migrateToLatest(database.db);
      await seedContent(database.db);
      await seedReservationPages(database.db);
      await seedReservationPages(database.db);
      const pages = await database.db
        .selectFrom('pages')
        .select(['language', 'path', 'title', 'blocks', 'state'])
        .where('path', 'in', ['/reserve', '/cancel-reservation'])
        .orderBy('language')
        .orderBy('path')
        .execute();
      expect(pages.map((p) => [p.language, p.path, p.state, (JSON.parse(p.blocks) as { template: string }[])[0]?.template])).toEqual([
        ['ar', '/cancel-reservation', 'published', 'cancellation_flow'],
        ['ar', '/reserve', 'published', 'reservation_flow'],
        ['en', '/cancel-reservation', 'published', 'cancellation_flow'],
        ['en', '/reserve', 'published', 'reservation_flow'],
        ['ku', '/cancel-reservation', 'published', 'cancellation_flow'],
        ['ku', '/reserve', 'published', 'reservation_flow'],
      ]);
      expect(pages.find((p) => p.language === 'en' && p.path === '/reserve')?.title).toBe('Reserve a vehicle online');
      const templates = await database.db
        .selectFrom('block_templates')
        .select(['key', 'fields'])
        .where('key', 'in', ['reservation_flow', 'cancellation_flow'])
        .execute();
      expect(templates.map((t) => t.key).sort()).toEqual(['cancellation_flow', 'reservation_flow']);
      const fields = JSON.parse(templates.find((t) => t.key === 'reservation_flow')?.fields ?? '{}') as Record<string, { value: unknown }>;
      expect(fields.reservation_fee_currency_symbol?.value).toBe('$');
    } finally {
      await database.cleanup();
    }
  });
});
