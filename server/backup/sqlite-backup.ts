/**
 * SQLite through its online backup API (better-sqlite3's `backup()`): a consistent copy of a
 * database that server processes keep writing to, page by page, without stopping them.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupRefused } from './manifest.js';

export async function backupSqlite(sqlitePath: string, destination: string): Promise<void> {
  if (!existsSync(sqlitePath)) throw new BackupRefused(`There is no SQLite database at ${sqlitePath} (SQLITE_PATH) to back up.`);
  const source = new SQLite(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    await source.backup(destination);
  } finally {
    source.close();
  }
}

/** Copies the archived database over `target` (created when missing) with the same API. */
export async function restoreSqlite(archived: string, target: string): Promise<void> {
  mkdirSync(path.dirname(target), { recursive: true });
  const source = new SQLite(archived, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
}

/** No file, or a file without a single table. */
export function isSqliteEmpty(target: string): boolean {
  if (!existsSync(target)) return true;
  const db = new SQLite(target, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'").get() as {
      n: number;
    };
    return row.n === 0;
  } finally {
    db.close();
  }
}
