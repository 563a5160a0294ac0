/** A page's blocks in order. */
import { Fragment } from 'react';
import type { PageBlock } from '../../domain/page.js';
import { renderBlock } from './registry.js';
import type { RenderContext } from './types.js';

export function BlockList({ blocks, ctx }: { blocks: PageBlock[]; ctx: RenderContext }) {
  return (
    <>
      {blocks.map((block) => (
        <Fragment key={block.id}>{renderBlock(block, ctx)}</Fragment>
      ))}
    </>
  );
}
