/**
 * The header, footer and shell elements of a page the site draws itself rather than from CMS blocks
 * (vehicle page, comparison, order online): the shell data and the settings' chrome, loaded together,
 * decided for the request's path. The CMS page route and the status pages read the same pieces with
 * their own rules (memoised shell data, strategies named by blocks) and the same `requestPath`.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../domain/languages.js';
import type { RenderContext } from '../../site/blocks/types.js';
import type { Database } from '../db/schema.js';
import { isNavigationDisabled } from './page-meta.js';
import { requestPath } from './request-language.js';
import type { BodyInput } from './render-body.js';
import { loadShellChrome } from './shell-chrome.js';
import { loadShellData } from './shell-data.js';

export interface SitePageLayoutDeps {
  /** The request's context in its URL's language; `availableIn`: the languages that have the same page. */
  renderContext(request: FastifyRequest, availableIn?: readonly Language[]): RenderContext;
  /** The current year in the language's digits. */
  yearText(language: Language): string;
}

export interface SitePageLayoutInput {
  db: Kysely<Database>;
  request: FastifyRequest;
  language: Language;
  /** The site's public origin (the chrome's data URLs). */
  origin: string;
  /** The languages the page exists in (the language button). */
  availableIn: readonly Language[];
}

/** Everything `DefaultLayout` takes but its children. */
export async function loadSitePageLayout(deps: SitePageLayoutDeps, input: SitePageLayoutInput): Promise<BodyInput> {
  const { db, request, language } = input;
  const path = requestPath(request.url);
  const [shell, chrome] = await Promise.all([
    loadShellData(db, null, language, request.log),
    loadShellChrome({ db, language, path, origin: input.origin, log: request.log }),
  ]);
  return {
    ctx: deps.renderContext(request, input.availableIn),
    navEntries: shell.navEntries,
    navigationDisabled: isNavigationDisabled(path, shell.navigationDisabledOn, language),
    currentUrl: path,
    year: deps.yearText(language),
    shellElements: shell.shellElements,
    chrome,
  };
}
