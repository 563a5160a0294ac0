/**
 * What a block shows when its renderer throws: the catalogue's notice and a 'Try again' button that
 * reloads the page (a GET form needs no script), in place of the block; the rest of the page renders.
 */
import { blockStrings } from './block-strings.js';
import type { RenderContext } from '../types.js';

export function BlockFailed({ blockKey, ctx }: { blockKey: string; ctx: RenderContext }) {
  const strings = blockStrings(ctx.segment);
  return (
    <section className={`lrdx-block lrdx-block--failed lrdx-block--${blockKey.replace(/_/g, '-')}`}>
      <p role="alert" className="lrdx-block-failed__message">
        {strings.blockFailed}
      </p>
      <form method="get" className="lrdx-block-failed__form">
        <button type="submit" className="lrdx-button lrdx-button--secondary">
          {strings.tryAgain}
        </button>
      </form>
    </section>
  );
}
