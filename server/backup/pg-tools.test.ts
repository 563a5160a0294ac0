/**
 * Where `npm run backup` finds pg_dump and pg_restore (docs/operations.md, "Backups"): PG_BIN_DIR,
 * else PATH, else the newest /usr/lib/postgresql/<version>/bin; when none has them, a sentence that
 * says how to install them. The password never goes on the command line.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupRefused } from './manifest.js';
import { findPgTool, splitPassword } from './pg-tools.js';

describe('finding pg_dump and pg_restore', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lrdx-pg-tools-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const tool = (relative: string): string => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    return file;
  };
  const emptyPath = { PATH: path.join(dir, 'nothing-here') };

  it('takes the newest version under the Debian folder when PATH has none', () => {
    tool('lib/14/bin/pg_dump');
    const newest = tool('lib/16/bin/pg_dump');
    tool('lib/9.6/bin/pg_dump');
    expect(findPgTool('pg_dump', emptyPath, path.join(dir, 'lib'))).toBe(newest);
  });

  it('prefers PATH, and PG_BIN_DIR over both', () => {
    tool('lib/16/bin/pg_restore');
    const onPath = tool('bin/pg_restore');
    expect(findPgTool('pg_restore', { PATH: path.join(dir, 'bin') }, path.join(dir, 'lib'))).toBe(onPath);
    const chosen = tool('chosen/pg_restore');
    expect(findPgTool('pg_restore', { PATH: path.join(dir, 'bin'), PG_BIN_DIR: path.join(dir, 'chosen') }, path.join(dir, 'lib'))).toBe(
      chosen,
    );
  });

  it('says how to install them when they are nowhere', () => {
    const find = () => findPgTool('pg_dump', emptyPath, path.join(dir, 'no-such-lib'));
    expect(find).toThrow(BackupRefused);
    expect(find).toThrow(/pg_dump was not found.*apt-get install postgresql-client.*PG_BIN_DIR/);
    expect(() => findPgTool('pg_dump', { ...emptyPath, PG_BIN_DIR: path.join(dir, 'empty') })).toThrow(/pg_dump is not in PG_BIN_DIR/);
  });

  it('takes the password out of the connection string', () => {
    expect(splitPassword('postgres://lrdx:s%40cret@db.example:5432/lrdx')).toEqual({
      url: 'postgres://lrdx@db.example:5432/lrdx',
      password: 's@cret',
    });
    expect(splitPassword('postgres://lrdx@db.example/lrdx')).toEqual({ url: 'postgres://lrdx@db.example/lrdx', password: undefined });
  });
});
