import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { buildExamplesServer } from './examples-server.js';

describe('examples origin: the machine lab', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lab-dist-'));
  mkdirSync(join(dist, 'machine-lab'));
  writeFileSync(join(dist, 'machine-lab', 'lab.js'), 'console.log("lab")');
  const config = { ...loadConfig({}), distDir: dist, publicOrigin: 'http://api.test' };
  const app = await buildExamplesServer(config);
  afterAll(() => app.close());

  it('serves the lab page with the API origin filled in, and its build from dist/machine-lab', async () => {
    const page = await app.inject('/machine-lab/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-api-base="http://api.test"');
    expect(page.body).toContain('src="./app/lab.js"');
    const script = await app.inject('/machine-lab/app/lab.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toBe('console.log("lab")');
  });

  it('never serves outside dist/machine-lab, and says how to get coverage when there is none', async () => {
    writeFileSync(join(dist, 'secret.txt'), 'not for the web');
    expect((await app.inject('/machine-lab/app/..%2Fsecret.txt')).statusCode).toBe(404);
    const coverage = await app.inject('/machine-lab/coverage.json');
    expect(coverage.statusCode).toBe(404);
    expect(coverage.json()).toEqual({ error: { code: 'not_found', message: 'Run npm run lab -- --coverage' } });
    writeFileSync(join(dist, 'lab-coverage.json'), '{"machines":[]}');
    expect((await app.inject('/machine-lab/coverage.json')).json()).toEqual({ machines: [] });
  });
});

describe('examples origin: the retailer pages', async () => {
  const root = mkdtempSync(join(tmpdir(), 'examples-'));
  mkdirSync(join(root, 'shop'));
  writeFileSync(join(root, 'shop', 'part.html'), '<header>Erbil Premium Motors</header>\n');
  writeFileSync(
    join(root, 'shop', 'page.html'),
    '<body>\n<!--#include file="part.html" -->\n<main><script src="__LRDX_ORIGIN__/loader.js"></script></main>\n<!--#include file="part.html" -->\n<!--#include file="gone.html" -->\n<!--#include file="../secret.html" -->\n</body>\n',
  );
  writeFileSync(join(root, 'secret.html'), 'not for the page');
  const app = await buildExamplesServer({ ...loadConfig({}), publicOrigin: 'http://api.test' }, root);
  afterAll(() => app.close());

  it('takes in the parts a page names from its own folder, with the API origin filled in, and nothing from elsewhere', async () => {
    const page = await app.inject('/shop/page.html');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(
      '<body>\n<header>Erbil Premium Motors</header>\n<main><script src="http://api.test/loader.js"></script></main>\n<header>Erbil Premium Motors</header>\n<!--#include file="gone.html" -->\n<!--#include file="../secret.html" -->\n</body>\n',
    );
  });
});
