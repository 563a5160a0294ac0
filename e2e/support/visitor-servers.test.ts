/** The check that keeps the visitor files honest (visitor-servers.ts): a changed row is named by its table. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { changedTables, databaseDigest } from './visitor-servers.js';

describe('the visitor servers’ database digest', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const database = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lrdx-digest-'));
    dirs.push(dir);
    const path = join(dir, 'db.sqlite');
    const db = new Database(path);
    db.exec(`
      CREATE TABLE soft_locks (id INTEGER PRIMARY KEY, vehicle_id INTEGER);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
      CREATE TABLE currency_rates (quote TEXT, rate REAL);
      INSERT INTO settings VALUES ('price_settings', '{}');
      INSERT INTO currency_rates VALUES ('USD', 1.0);
    `);
    return { path, db };
  };

  it('names the tables a visit wrote to, a new row and a changed value alike', () => {
    const { path, db } = database();
    const before = databaseDigest(path);
    expect(changedTables(before, databaseDigest(path))).toEqual([]);
    db.prepare('INSERT INTO soft_locks (vehicle_id) VALUES (?)').run(7);
    db.prepare('UPDATE settings SET value = ? WHERE key = ?').run('{"symbol":"$"}', 'price_settings');
    expect(changedTables(before, databaseDigest(path))).toEqual(['settings', 'soft_locks']);
    db.close();
  });

  it('leaves out what the server writes by itself while visitors read (a fetched exchange rate)', () => {
    const { path, db } = database();
    const before = databaseDigest(path);
    db.prepare('UPDATE currency_rates SET rate = ?').run(1.1);
    expect(changedTables(before, databaseDigest(path))).toEqual([]);
    db.close();
  });
});
