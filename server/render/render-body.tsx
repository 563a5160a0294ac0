/** React server rendering of the page body: layout plus either the page's blocks or the not-found view. */
import { renderToString } from 'react-dom/server';
import type { NavEntry, PageBlock } from '../../domain/page.js';
import { BlockList } from '../../site/blocks/block-list.js';
import type { RenderContext } from '../../site/blocks/types.js';
import { DefaultLayout } from '../../site/layouts/default-layout.js';
import { NotFoundView } from '../../site/layouts/not-found-view.js';
import { consentReopenLabel } from '../../site/layouts/shell-elements.js';
import type { ShellElementSettings } from '../../site/layouts/shell-elements-settings.js';
import type { ShellChrome } from '../../site/layouts/shell-chrome.js';
import { deferredPieces } from './below-the-fold.js';
import { createFooterMemo } from './footer-memo.js';

export interface BodyInput {
  ctx: RenderContext;
  navEntries: NavEntry[];
  navigationDisabled: boolean;
  currentUrl: string;
  /** Already in the page language's digits (the server formats it; browsers lack Kurdish locale data). */
  year: string;
  shellElements?: ShellElementSettings;
  chrome?: ShellChrome;
}

/** Rendered between the first block and the rest, then cut out: what follows it is below the fold. */
const FOLD = '<template data-lrdx-fold=""></template>';

/** Rendered where the footer goes, then replaced by the footer drawn once (footer-memo.tsx). */
const FOOTER_SLOT = '<template data-lrdx-footer=""></template>';

const footers = createFooterMemo();

/**
 * The layout and the page's blocks. The first block fills a phone's screen (heroes do), so the
 * enhancers of the blocks after it load when scrolled to (below-the-fold.ts).
 */
export function renderPageBody(input: BodyInput, blocks: PageBlock[]): string {
  const footer = footers.html({
    ctx: input.ctx,
    year: input.year,
    config: input.chrome?.footer,
    consentLabel: consentReopenLabel(input.ctx, input.shellElements),
  });
  const html = renderToString(
    <DefaultLayout {...input} blocks={blocks} footer={<template data-lrdx-footer="" />}>
      <BlockList blocks={blocks.slice(0, 1)} ctx={input.ctx} />
      <template data-lrdx-fold="" />
      <BlockList blocks={blocks.slice(1)} ctx={input.ctx} />
    </DefaultLayout>,
  );
  const fold = html.indexOf(FOLD);
  // Scanned in place and joined once: slicing the rest out and concatenating would copy the page twice more.
  const page = fold < 0 ? html : [html.slice(0, fold), ...deferredPieces(html, fold + FOLD.length)].join('');
  return page.replace(FOOTER_SLOT, () => footer);
}

export function renderNotFoundBody(input: BodyInput, customHtml: string | undefined): string {
  return renderToString(
    <DefaultLayout {...input}>
      <NotFoundView ctx={input.ctx} customHtml={customHtml} />
    </DefaultLayout>,
  );
}
