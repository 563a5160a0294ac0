/**
 * A page's editable content (domain/contracts/cms.ts CmsPageContent): read from the live columns or
 * the draft, checked on save, and compared between versions for the version list's summary.
 */
import type { CmsPageContent } from '../../domain/contracts/cms.js';
import type { PageRow } from '../db/schema.js';
import { rowToPage } from '../content/pages-repository.js';
import { ApiFailure } from '../failure.js';
import { assertRedirectUrl } from '../http/stored-url.js';
import { validateBlocks } from './block-validation.js';

const MAX_TITLE = 300;
const MAX_META = 2000;
const PAGE_TYPES = ['content', 'redirect'] as const;
const REDIRECT_CODES = [301, 302, 303, 307, 308];
/** A path segment: letters of any script, digits, '-', '_' and '.'; "/" is the home page. */
const PATH = /^\/(?:[\p{L}\p{N}_.-]+(?:\/[\p{L}\p{N}_.-]+)*)?$/u;
export const MAX_PATH = 300;

const bad = (field: string, message: string) => new ApiFailure(400, 'invalid_request', message, field);

export function livePageContent(row: PageRow): CmsPageContent {
  const page = rowToPage(row, { warn: () => undefined });
  return {
    title: page.title,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    image_id: page.image_id,
    page_type: page.page_type,
    link_type: page.link_type,
    redirect_path: page.redirect_path,
    link_new_window: page.link_new_window,
    url_redirection: page.url_redirection,
    nav_hidden: Number(row.nav_hidden) === 1,
    blocks: page.blocks,
  };
}

export function draftPageContent(row: PageRow): CmsPageContent {
  if (row.draft === null) return livePageContent(row);
  try {
    return { ...livePageContent(row), ...(JSON.parse(row.draft) as CmsPageContent) };
  } catch {
    return livePageContent(row);
  }
}

/** The live columns of `content`, for publishing it. */
export function liveColumns(content: CmsPageContent) {
  return {
    title: content.title,
    meta_title: content.meta_title,
    meta_description: content.meta_description,
    image_id: content.image_id,
    page_type: content.page_type,
    link_type: content.link_type,
    redirect_path: content.redirect_path,
    link_new_window: content.link_new_window ? 1 : 0,
    url_redirection: content.url_redirection ? JSON.stringify(content.url_redirection) : null,
    blocks: JSON.stringify(content.blocks),
    nav_hidden: content.nav_hidden ? 1 : 0,
  };
}

export const EMPTY_CONTENT: CmsPageContent = {
  title: '',
  meta_title: null,
  meta_description: null,
  image_id: null,
  page_type: 'content',
  link_type: null,
  redirect_path: null,
  link_new_window: false,
  url_redirection: null,
  nav_hidden: false,
  blocks: [],
};

export function checkPath(raw: unknown, field = 'path'): string {
  if (typeof raw !== 'string') throw bad(field, 'path must be text such as /about-us');
  const path = raw.trim().replace(/\/+$/, '') || '/';
  if (path.length > MAX_PATH || !PATH.test(path))
    throw bad(field, 'path must start with / and hold only letters, digits, "-", "_" and "." between slashes, e.g. /about-us');
  return path;
}

function optionalText(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw bad(`content.${field}`, `${field} must be text or null`);
  if (value.length > max) throw bad(`content.${field}`, `${field} is longer than ${max} characters`);
  return value.trim() === '' ? null : value;
}

/**
 * `patch` applied to `base`, every member checked (400 naming `content.<member>` or
 * `blocks[i].props.<field>`); editor HTML in blocks is sanitized.
 */
export function applyContentPatch(
  base: CmsPageContent,
  patch: unknown,
  rights: ContentRights = { externalRedirect: false },
): CmsPageContent {
  if (patch === undefined) return base;
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw bad('content', 'content must be an object');
  const p = patch as Partial<Record<keyof CmsPageContent, unknown>>;
  const next: CmsPageContent = { ...base };
  if (p.title !== undefined) {
    if (typeof p.title !== 'string' || p.title.trim() === '') throw bad('content.title', 'A page needs a title');
    if (p.title.length > MAX_TITLE) throw bad('content.title', `title is longer than ${MAX_TITLE} characters`);
    // Plain text: the site escapes it when rendering.
    next.title = p.title.trim();
  }
  if (p.meta_title !== undefined) next.meta_title = optionalText(p.meta_title, 'meta_title', MAX_TITLE);
  if (p.meta_description !== undefined) next.meta_description = optionalText(p.meta_description, 'meta_description', MAX_META);
  if (p.image_id !== undefined) next.image_id = optionalText(p.image_id, 'image_id', MAX_META);
  if (p.link_type !== undefined) next.link_type = optionalText(p.link_type, 'link_type', 50);
  if (p.redirect_path !== undefined) next.redirect_path = optionalText(p.redirect_path, 'redirect_path', MAX_META);
  if (p.page_type !== undefined) {
    if (!(PAGE_TYPES as readonly unknown[]).includes(p.page_type))
      throw bad('content.page_type', `page_type must be one of ${PAGE_TYPES.join(', ')}`);
    next.page_type = p.page_type as string;
  }
  for (const flag of ['link_new_window', 'nav_hidden'] as const) {
    if (p[flag] === undefined) continue;
    if (typeof p[flag] !== 'boolean') throw bad(`content.${flag}`, `${flag} must be true or false`);
    next[flag] = p[flag];
  }
  if (p.url_redirection !== undefined) {
    const r = p.url_redirection;
    if (r === null) next.url_redirection = null;
    else {
      if (!r || typeof r !== 'object') throw bad('content.url_redirection', 'url_redirection must be { to, http_code } or null');
      const { to, http_code: code } = r as { to?: unknown; http_code?: unknown };
      if (typeof to !== 'string' || to.trim() === '' || to.length > MAX_META)
        throw bad('content.url_redirection.to', 'url_redirection.to must be a path or an http(s) URL');
      const target = assertRedirectUrl(to, 'content.url_redirection.to');
      // Only an admin points a page off-site; an editor may keep the off-site target an admin set.
      if (target.external && !rights.externalRedirect && base.url_redirection?.to !== to.trim())
        throw new ApiFailure(
          403,
          'external_redirect_admin_only',
          'Only an admin may redirect a page to another site: give a path of this site such as /offers',
          'content.url_redirection.to',
        );
      if (code !== undefined && !REDIRECT_CODES.includes(code as number))
        throw bad('content.url_redirection.http_code', `http_code must be one of ${REDIRECT_CODES.join(', ')}`);
      next.url_redirection = { to: to.trim(), http_code: (code as number | undefined) ?? 301 };
    }
  }
  if (p.blocks !== undefined) next.blocks = validateBlocks(p.blocks);
  return next;
}

/** What the saving account may store beyond the rules every editor follows. */
export interface ContentRights {
  /** An absolute (off-site) url_redirection: admins only (docs/cms-editor.md). */
  externalRedirect: boolean;
}

/** Whether two contents are the same page (every field and block alike, in the same order). */
export function samePageContent(a: CmsPageContent, b: CmsPageContent): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof CmsPageContent)[]);
  return [...keys].every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}

/**
 * What changed from `before` to `after`, in a few words: "title changed; blocks: 2 added, 1 changed".
 * Stored in English with each version; the editor says it in its own language
 * (site/cms/version-summary.ts reads these phrases, so change them together).
 */
export function summarizeChange(before: CmsPageContent | null, after: CmsPageContent): string {
  if (!before) return `created with ${after.blocks.length} block${after.blocks.length === 1 ? '' : 's'}`;
  const parts: string[] = [];
  for (const key of Object.keys(after) as (keyof CmsPageContent)[]) {
    if (key === 'blocks') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) parts.push(`${key} changed`);
  }
  const old = new Map(before.blocks.map((block) => [block.id, JSON.stringify(block)]));
  const now = new Set(after.blocks.map((block) => block.id));
  const added = after.blocks.filter((block) => !old.has(block.id)).length;
  const removed = before.blocks.filter((block) => !now.has(block.id)).length;
  const changed = after.blocks.filter((block) => old.has(block.id) && old.get(block.id) !== JSON.stringify(block)).length;
  const kept = (list: { id: string }[]) =>
    list
      .filter((block) => old.has(block.id) && now.has(block.id))
      .map((block) => block.id)
      .join();
  const moved = kept(before.blocks) !== kept(after.blocks);
  const counts = [added && `${added} added`, removed && `${removed} removed`, changed && `${changed} changed`].filter(Boolean);
  if (counts.length > 0) parts.push(`blocks: ${counts.join(', ')}`);
  if (moved) parts.push('blocks reordered');
  return parts.length > 0 ? parts.join('; ') : 'no changes';
}
