/**
 * A page is not rendered for a client that has gone (docs/caching.md): over a real socket, a visitor
 * asks for a page whose news feed is slow and hangs up while the server waits for the feed; once the
 * feed answers, the render stops before its HTML is built (abandoned, never finished) and nothing is
 * kept. The same page for a visitor who waits is rendered and finished.
 */
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPurger } from '../adapters/cdn-purge/index.js';
import { testDialects } from '../db/test-db.js';
import { buildSiteAuthTestApp, SITE_EDITOR, type SiteAuthTestApp } from '../testing/site-auth-test-app.js';
import { emptyRenderStats, type RenderStats } from './shared-pages.js';

const PAGE = '/en/slow-news';

/** Waits for `done` between event-loop turns; the test's own timeout bounds it. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe.each(testDialects())('renders for a client that has gone (%s)', (dialect) => {
  let t: SiteAuthTestApp;
  let stats: RenderStats;
  let feed: Server;
  /** Feed requests waiting for the test to answer them. */
  const waiting: ServerResponse[] = [];
  let port: number;

  beforeAll(async () => {
    feed = createServer((_request, response) => waiting.push(response));
    feed.listen(0, '127.0.0.1');
    await once(feed, 'listening');
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/news`;
    stats = emptyRenderStats();
    t = await buildSiteAuthTestApp(dialect, { services: { renderStats: stats, cdnPurger: createLocalPurger() } });
    const headers = { authorization: `Bearer ${await t.token(SITE_EDITOR)}` };
    const blocks = [{ id: 'news', template: 'news', props: { api_root: feedUrl } }];
    const created = await t.app.inject({
      method: 'POST',
      url: '/cms/api/pages',
      headers,
      payload: { language: 'en', path: '/slow-news', title: 'Slow news', content: { blocks } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await t.app.inject({
      method: 'POST',
      url: `/cms/api/pages/${created.json().data.id}/publish`,
      headers,
      payload: { version: 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const response of waiting.splice(0)) response.destroy();
    await t.close();
    feed.close();
  });

  const answerFeed = () => {
    const response = waiting.shift();
    if (!response) throw new Error('no feed request is waiting');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: [{ title: 'Fresh news', url: '/x' }] }));
  };
  const connections = () =>
    new Promise<number>((resolve, reject) => t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));

  it('stops the render of a visitor who hung up, and finishes the one of a visitor who waits', async () => {
    const before = { ...stats };
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(`GET ${PAGE} HTTP/1.1\r\nHost: lrdx.test\r\nConnection: close\r\n\r\n`);
    // The render has started and waits for the feed: the visitor hangs up.
    await until(() => waiting.length === 1);
    expect(stats.started).toBe(before.started + 1);
    socket.destroy();
    await until(async () => (await connections()) === 0);
    answerFeed();
    await until(() => stats.abandoned === before.abandoned + 1);
    expect(stats.finished).toBe(before.finished);

    // Nothing was kept: the next visitor's request renders (and this one is finished).
    const response = fetch(`http://127.0.0.1:${port}${PAGE}`);
    await until(() => waiting.length === 1);
    answerFeed();
    const page = await response;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Fresh news');
    expect(stats).toMatchObject({ started: before.started + 2, finished: before.finished + 1, abandoned: before.abandoned + 1 });
  });
});
