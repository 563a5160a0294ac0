/**
 * A published content page row as tests insert it: only what a test is about needs naming
 * (path, blocks, language, state, url_redirection, …); the rest is a plain page.
 */
import type { Insertable } from 'kysely';
import type { PagesTable } from '../db/schema.js';

export function testPageRow(fields: Partial<Insertable<PagesTable>> & { path: string }): Insertable<PagesTable> {
  return {
    title: 'Test page',
    meta_title: null,
    meta_description: null,
    image_id: null,
    page_type: 'content',
    link_type: null,
    redirect_path: null,
    link_new_window: 0,
    url_redirection: null,
    blocks: '[]',
    state: 'published',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}
