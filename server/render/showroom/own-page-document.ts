/**
 * The document of a stock page that writes its own head (the vehicle, compare and order-online
 * pages): the CMS metaheads are suppressed there (docs/content-api.md, "Page meta"), so the head
 * holds the page's own entries and then its stylesheet, inlined (small and on the critical path).
 */
import type { FastifyReply } from 'fastify';
import { LANGUAGE_INFO, type Language } from '../../../domain/languages.js';
import type { Metahead } from '../../content/metaheads-repository.js';
import { cspNonce } from '../../http/security-headers.js';
import { buildHtmlDocument, type DocumentParts } from '../html-document.js';
import type { PageAssets } from '../page-assets.js';
import { headEntry } from './page-head.js';

export interface OwnPageParts extends Omit<DocumentParts, 'htmlLang' | 'dir' | 'segment' | 'assets' | 'metaheads' | 'nonce'> {
  /** The page's stylesheet, already safe inside a <style> element. */
  css: string;
  /** The page's own head entries before its stylesheet (the vehicle page's JSON-LD and share tags). */
  extraHead?: Metahead[];
}

export function ownPageDocument(reply: FastifyReply, segment: Language, assets: PageAssets, page: OwnPageParts): string {
  const { css, extraHead = [], ...parts } = page;
  const { htmlLang, dir } = LANGUAGE_INFO[segment];
  return buildHtmlDocument({
    ...parts,
    nonce: cspNonce(reply),
    htmlLang,
    dir,
    segment,
    assets,
    metaheads: [...extraHead, headEntry(`<style>${css}</style>`, extraHead.length)],
  });
}
