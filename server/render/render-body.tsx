/** React server rendering of the page body: layout plus either the page's blocks or the not-found view. */
import { renderToString } from 'react-dom/server';
import type { NavEntry, PageBlock } from '../../domain/page.js';
import { BlockList } from '../../site/blocks/block-list.js';
import type { RenderContext } from '../../site/blocks/types.js';
import { DefaultLayout } from '../../site/layouts/default-layout.js';
import { NotFoundView } from '../../site/layouts/not-found-view.js';
import type { ShellElementSettings } from '../../site/layouts/shell-elements-settings.js';
import type { ShellChrome } from '../../site/layouts/shell-chrome.js';

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

export function renderPageBody(input: BodyInput, blocks: PageBlock[]): string {
  return renderToString(
    <DefaultLayout {...input} blocks={blocks}>
      <BlockList blocks={blocks} ctx={input.ctx} />
    </DefaultLayout>,
  );
}

export function renderNotFoundBody(input: BodyInput, customHtml: string | undefined): string {
  return renderToString(
    <DefaultLayout {...input}>
      <NotFoundView ctx={input.ctx} customHtml={customHtml} />
    </DefaultLayout>,
  );
}
