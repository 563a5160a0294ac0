/**
 * Redirects as admins manage them (docs/cms-api.md): per site language, an address
 * (`path`, as pages store it) that leads `to` a site path or an http(s) URL with `http_code`
 * (301 by default). The site follows one when no published page has the address
 * (server/render/index.ts); a page's own url_redirection is set on the page.
 */
import type { Kysely } from 'kysely';
import type { CmsRedirect } from '../../domain/contracts/cms.js';
import { isLanguage, type Language } from '../../domain/languages.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { assertRedirectUrl } from '../http/stored-url.js';
import { checkPath } from './page-content.js';

export const REDIRECT_CODES = [301, 302, 303, 307, 308] as const;
export const DEFAULT_REDIRECT_CODE = 301;
const MAX_TO = 2000;
const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_request', message, field);
const notFound = () => new ApiFailure(404, 'redirect_not_found', 'No redirect with this id', 'id');
const taken = () => new ApiFailure(409, 'path_taken', 'This language already has a redirect from this path', 'path');

export interface RedirectInput {
  language?: unknown;
  path?: unknown;
  to?: unknown;
  http_code?: unknown;
}

type Row = { id: number; language: string; path: string; to: string; http_code: number; updated_at: string };
const toRedirect = (row: Row): CmsRedirect => ({
  id: row.id,
  language: isLanguage(row.language) ? row.language : 'ku',
  path: row.path,
  to: row.to,
  http_code: Number(row.http_code),
  updated_at: row.updated_at,
});

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint/i.test(e?.message ?? '');
}

/** A site path ("/new-offer", "new-offer?x=1#y") or an absolute http(s) URL; never another scheme. */
export function checkRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw bad('to', 'to must be a site path such as /offers or an http(s) URL');
  const to = value.trim();
  if (to.length > MAX_TO) throw bad('to', `to is longer than ${MAX_TO} characters`);
  // The one stored-URL rule (domain/safe-url.ts): `//host`, `javascript:` in any spelling, mailto: refused.
  assertRedirectUrl(to, 'to');
  if (/\s/.test(to)) throw bad('to', 'to must not contain spaces');
  return to;
}

export function checkRedirectCode(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_REDIRECT_CODE;
  if (!(REDIRECT_CODES as readonly unknown[]).includes(value))
    throw bad('http_code', `http_code must be one of ${REDIRECT_CODES.join(', ')}`);
  return value as number;
}

export interface RedirectsService {
  list(language: Language): Promise<CmsRedirect[]>;
  create(input: RedirectInput): Promise<CmsRedirect>;
  update(id: number, input: RedirectInput): Promise<CmsRedirect>;
  remove(id: number): Promise<void>;
}

export function createRedirectsService(db: Kysely<Database>, now: () => number): RedirectsService {
  const columns = ['id', 'language', 'path', 'to', 'http_code', 'updated_at'] as const;
  const find = async (id: number) => {
    const row = await db.selectFrom('redirects').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toRedirect(row);
  };
  const checkLanguage = (value: unknown): Language => {
    if (!isLanguage(value)) throw bad('language', 'language must be ku, ar or en');
    return value;
  };
  const checkFrom = (value: unknown): string => {
    const path = checkPath(value);
    if (path === '/') throw bad('path', 'The home page cannot redirect from here: give it a url_redirection in the page editor');
    return path;
  };
  const sameAddress = (path: string, to: string) => to.replace(/\/+$/, '') === path;

  return {
    async list(language) {
      const rows = await db.selectFrom('redirects').select(columns).where('language', '=', language).orderBy('path').execute();
      return rows.map(toRedirect);
    },
    async create(input) {
      const language = checkLanguage(input.language);
      const path = checkFrom(input.path);
      const to = checkRedirectTarget(input.to);
      if (sameAddress(path, to)) throw bad('to', 'A redirect cannot lead to its own address');
      const http_code = checkRedirectCode(input.http_code);
      try {
        const row = await db
          .insertInto('redirects')
          .values({ language, path, to, http_code, updated_at: new Date(now()).toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return find(Number(row.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
    async update(id, input) {
      const current = await find(id);
      const path = input.path === undefined ? current.path : checkFrom(input.path);
      const to = input.to === undefined ? current.to : checkRedirectTarget(input.to);
      if (sameAddress(path, to)) throw bad('to', 'A redirect cannot lead to its own address');
      const http_code = input.http_code === undefined ? current.http_code : checkRedirectCode(input.http_code);
      try {
        await db
          .updateTable('redirects')
          .set({ path, to, http_code, updated_at: new Date(now()).toISOString() })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return find(id);
    },
    async remove(id) {
      const result = await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
    },
  };
}

/** The redirect of an address without a page (the site's 404 path asks), or undefined. */
export async function findRedirect(
  db: Kysely<Database>,
  language: string,
  path: string,
): Promise<{ to: string; http_code: number } | undefined> {
  const row = await db
    .selectFrom('redirects')
    .select(['to', 'http_code'])
    .where('language', '=', language)
    .where('path', '=', path)
    .executeTakeFirst();
  if (!row) return undefined;
  const code = Number(row.http_code);
  return { to: row.to, http_code: (REDIRECT_CODES as readonly number[]).includes(code) ? code : DEFAULT_REDIRECT_CODE };
}
