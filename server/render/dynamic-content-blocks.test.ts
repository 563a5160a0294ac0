import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { testPageRow } from '../testing/page-row.js';

/** Blocks and a page's quick-links block carry dynamic-content strategies (docs/site-shell.md, "Dynamic-content strategies"). */
describe.each(testDialects())('dynamic content on blocks and quick links (%s)', (dialect) => {
  const page = (path: string, blocks: unknown[]) => testPageRow({ language: 'ku', path, title: 'DC', blocks: JSON.stringify(blocks) });
  const snippet = (id: string, heading: string, dc_strategy?: unknown) => ({
    id,
    template: 'snippet',
    props: { heading, ...(dc_strategy ? { dc_strategy } : {}) },
  });
  const fab = {
    id: 'quick',
    template: 'fab',
    props: {
      items: [
        { link: { url: '/stock', link_text: 'ئۆتۆمبێلەکان' }, icon: 'car', dc_strategy: '' },
        {
          link: { url: '/defender-offers', link_text: 'ئۆفەری دیفێندەر' },
          icon: 'info',
          dc_strategy: JSON.stringify({
            key: 'url_brands',
            value: ['defender'],
            fallback_link: { url: '/offers', link_text: 'هەموو ئۆفەرەکان' },
          }),
        },
      ],
    },
  };

  const t = suiteFixture(
    () => buildContentTestApp(dialect),
    async (t) => {
      const blocks = [
        snippet('always', 'هەمیشە'),
        snippet('defender-only', 'تەنها دیفێندەر', { key: 'url_brands', value: 'defender' }),
        snippet('hidden', 'هیچ کات', { key: 'url_brands', value: [] }),
        fab,
      ];
      await t.database.db
        .insertInto('pages')
        .values([page('/defender-dc', blocks), page('/discovery-dc', blocks)])
        .execute();
    },
  );

  it('drops a block its strategy hides and keeps the rest in order', async () => {
    const defender = await t().app.inject({ method: 'GET', url: '/ku/defender-dc' });
    expect(defender.statusCode).toBe(200);
    expect(defender.body).toContain('هەمیشە');
    expect(defender.body).toContain('تەنها دیفێندەر');
    expect(defender.body).not.toContain('هیچ کات');
    const discovery = await t().app.inject({ method: 'GET', url: '/ku/discovery-dc' });
    expect(discovery.body).toContain('هەمیشە');
    expect(discovery.body).not.toContain('تەنها دیفێندەر');
  });

  it("shows the page block's quick links instead of the global ones, a hidden item replaced by its fallback", async () => {
    const defender = await t().app.inject({ method: 'GET', url: '/ku/defender-dc' });
    expect(defender.body).toContain('href="/ku/defender-offers"');
    expect(defender.body).not.toContain('href="/ku/offers"');
    const discovery = await t().app.inject({ method: 'GET', url: '/ku/discovery-dc' });
    expect(discovery.body).toContain('href="/ku/offers"');
    expect(discovery.body).toContain('هەموو ئۆفەرەکان');
    expect(discovery.body).not.toContain('/ku/defender-offers');
    // The element's own re-render gets the decided items, not the strategy.
    const config = /<lrdx-fab[^>]*data-config="([^"]*)"/.exec(discovery.body)?.[1] ?? '';
    expect(config).not.toContain('url_brands');
  });
});
