import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { openDatabase, withStatementCache } from './connection.js';

describe('withStatementCache (SQLite)', () => {
  it('prepares a SQL text once and reuses its statement', () => {
    const raw = new SQLite(':memory:');
    const cached = withStatementCache(raw);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
    cached.close();
  });

  it('hands a statement still being iterated out fresh, never twice', () => {
    const raw = new SQLite(':memory:');
    const cached = withStatementCache(raw);
    const text = 'select value from json_each(?)';
    const iterating = cached.prepare(text).iterate(['[1,2,3]']);
    expect(iterating.next().value).toEqual({ value: 1 });
    const other = cached.prepare(text);
    expect(other.all(['[7]'])).toEqual([{ value: 7 }]);
    expect([...iterating]).toEqual([{ value: 2 }, { value: 3 }]);
    cached.close();
  });

  it('keeps at most its bound of statements, the least recently used out first', () => {
    const raw = new SQLite(':memory:');
    const cached = withStatementCache(raw, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
    cached.close();
  });

  it('answers with current rows and schema through Kysely after writes and a schema change', async () => {
    const handle = openDatabase({ sqlitePath: ':memory:' });
    await sql`create table t (id integer primary key, name text)`.execute(handle.db);
    const names = async () => (await sql<{ name: string }>`select * from t order by id`.execute(handle.db)).rows;
    await sql`insert into t (name) values (${'a'})`.execute(handle.db);
    expect(await names()).toEqual([{ id: 1, name: 'a' }]);
    await sql`insert into t (name) values (${'b'})`.execute(handle.db);
    await sql`alter table t add column extra text default 'x'`.execute(handle.db);
    expect(await names()).toEqual([
      { id: 1, name: 'a', extra: 'x' },
      { id: 2, name: 'b', extra: 'x' },
    ]);
    await handle.close();
  });
});
