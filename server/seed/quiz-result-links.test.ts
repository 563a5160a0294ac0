/**
 * Every way on from every quiz result (docs/quizzes.md, "After the result") is a real page of the
 * seed in each site language: the widget's links answer 200 on the demo site, so a result is never
 * a dead end. The pages are asked through the whole app, as a visitor's click would.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages.js';
import { QUIZ_KEYS, QUIZZES } from '../../domain/quizzes/index.js';
import { quizResultActions } from '../../domain/quizzes/result-actions.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { seedDemo } from './index.js';

describe('quiz result actions on the seeded site', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openMigratedTestDatabase('sqlite');
    await seedDemo(database.db, { vehicles: 30, examplesOrigin: 'http://localhost:1' });
    app = await buildApp({ db: database.db, dialect: database.dialect, config: loadConfig({ RATE_LIMITS: 'off' }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('gives each result of each quiz its vehicles, stock, test drive and retailer', () => {
    for (const quiz of QUIZ_KEYS)
      for (const result of QUIZZES[quiz].results) {
        const ids = quizResultActions(quiz, result).map((action) => action.id);
        expect(ids.slice(1)).toEqual(['stock', 'test-drive', 'retailer']);
      }
    expect(quizResultActions('defender-packs', '110-diesel-explorer').map((a) => a.path)).toEqual([
      '/defender',
      '/stock?family=Defender',
      '/contact-us#contact-form',
      '/retailer-locator',
    ]);
    expect(quizResultActions('powertrain', 'phev-business')[1]?.path).toBe('/stock?engine_types=phev');
  });

  it('links only to published pages, in ku, ar and en', async () => {
    const paths = new Set<string>();
    for (const quiz of QUIZ_KEYS)
      for (const result of QUIZZES[quiz].results) for (const action of quizResultActions(quiz, result)) paths.add(action.path);
    const failures: string[] = [];
    for (const language of LANGUAGES)
      for (const path of paths) {
        // The fragment stays in the browser; the server answers the page before it.
        const url = `/${language}${path.split('#')[0] ?? ''}`;
        const res = await app.inject({ url });
        if (res.statusCode !== 200) failures.push(`${url} → ${res.statusCode}`);
      }
    expect(failures).toEqual([]);
    expect(paths.size).toBeGreaterThan(6);
  });
});
