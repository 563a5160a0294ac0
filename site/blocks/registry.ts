/**
 * Block key -> template + renderer, from each block folder's block.ts (docs/architecture.md,
 * "Blocks"). The seed writes the templates to block_templates; the site renders page blocks
 * through `renderBlock`. An unknown key renders nothing and is logged once per
 * process, so an old page with a retired block still shows the rest.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageBlock } from '../../domain/page.js';
import { BLOCK_DEFINITIONS } from './blocks.generated.js';
import { readProps } from './read-props.js';
import { BlockFailed } from './shared/block-failed.js';
import type { BaseBlockProps, BlockDefinition, BlockTemplate, RenderContext } from './types.js';

export interface RegisteredBlock {
  template: BlockTemplate<BaseBlockProps>;
  render(rawProps: Record<string, unknown>, ctx: RenderContext): ReactNode;
}

/** Reads stored props through the block's own template before it renders them. */
function register(definition: BlockDefinition<BaseBlockProps>): RegisteredBlock {
  return {
    template: definition.template,
    render: (rawProps, ctx) => createElement(definition.Render, { props: readProps(definition.template, rawProps), ctx }),
  };
}

/** Every block folder's blocks (blocks.generated.ts, written by `npm run map`), by key. */
export const BLOCKS: ReadonlyMap<string, RegisteredBlock> = new Map(
  BLOCK_DEFINITIONS.map((definition) => [definition.template.key, register(definition)]),
);

const warnedKeys = new Set<string>();

export function renderBlock(block: PageBlock, ctx: RenderContext, blocks: ReadonlyMap<string, RegisteredBlock> = BLOCKS): ReactNode {
  const registered = blocks.get(block.template);
  if (!registered) {
    if (!warnedKeys.has(block.template)) {
      warnedKeys.add(block.template);
      ctx.warn(`Unknown block template "${block.template}": the block is not rendered`);
    }
    return null;
  }
  const element = registered.render(block.props, ctx);
  // Server rendering has no error boundaries: render the block alone first, so one that throws
  // (bad stored data, a bug) costs only its own place on the page. Blocks are small and pure.
  try {
    renderToStaticMarkup(element);
    return element;
  } catch (error) {
    const key = `failed:${block.template}:${block.id}`;
    if (!warnedKeys.has(key)) {
      warnedKeys.add(key);
      ctx.warn(`Block "${block.template}" (${block.id}) failed to render: ${error instanceof Error ? error.message : String(error)}`);
    }
    return createElement(BlockFailed, { blockKey: block.template, ctx });
  }
}

export function blockTemplates(): BlockTemplate<BaseBlockProps>[] {
  return [...BLOCKS.values()].map((block) => block.template);
}
