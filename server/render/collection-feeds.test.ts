import { describe, expect, it } from 'vitest';
import type { Page } from '../../domain/page.js';
import { loadCollectionFeeds } from './collection-feeds.js';

const page = (props: Record<string, unknown>): Page => ({ blocks: [{ id: 'b', template: 'collection_slider', props }] }) as unknown as Page;

describe('loadCollectionFeeds', () => {
  it('fetches nothing for a page without a feed', async () => {
    expect(await loadCollectionFeeds(page({ api_url: '' }), () => Promise.reject(new Error('no call')))).toBeUndefined();
  });

  it('reads the items of a feed, up to the limit (default 10), and records a failure', async () => {
    const items = Array.from({ length: 15 }, (_, index) => ({ name: `Item ${index + 1}`, image: '/i.jpg' }));
    const ok = await loadCollectionFeeds(page({ api_url: 'https://feed.example/items' }), async () => Response.json(items));
    const [url, result] = [...(ok?.entries() ?? [])][0] ?? [];
    expect(url).toBe('https://feed.example/items?lang=en&limit=10');
    expect(result).toMatchObject({ ok: true });
    expect(result?.ok && result.items).toHaveLength(10);
    const failed = await loadCollectionFeeds(
      page({ api_url: 'https://feed.example/items' }),
      async () => new Response('x', { status: 500 }),
    );
    expect([...(failed?.values() ?? [])]).toEqual([{ ok: false }]);
  });
});
