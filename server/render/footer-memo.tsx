/**
 * The footer's HTML kept per what it is drawn from (docs/caching.md, "Render cost"). The footer is a
 * pure function of the page's language (its links and words), the footer setting after
 * dynamic-content filtering, the year and the cookie-settings label, and the same for most pages of
 * a language; drawing its hundred-odd elements again was a tenth of an uncached `/ku/` render. The
 * key is the content itself (the setting as JSON), never an age or an object identity, so a new
 * footer setting from any process is a new key on the next render. The map is bounded: past
 * `max` it starts again.
 */
import { renderToString } from 'react-dom/server';
import { Footer, type FooterProps } from '../../site/layouts/footer.js';

/** Languages × footer variants × years kept at most (a site has a handful). */
export const FOOTER_MEMO_ENTRIES = 64;

export interface FooterMemo {
  /** The footer's HTML for these props: drawn once per distinct input. */
  html(props: FooterProps): string;
  /** Footers drawn (not given from the memo) since start: tests read it. */
  readonly drawn: number;
}

export function createFooterMemo(max = FOOTER_MEMO_ENTRIES): FooterMemo {
  const kept = new Map<string, string>();
  let drawn = 0;
  return {
    html(props) {
      const key = JSON.stringify([props.ctx.segment, props.year, props.consentLabel ?? null, props.config ?? null]);
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      // Its own id prefix: the footer's search field id must not meet an id of the page drawn around it.
      const html = renderToString(<Footer {...props} />, { identifierPrefix: 'lrdx-footer-' });
      drawn += 1;
      if (kept.size >= max) kept.clear();
      kept.set(key, html);
      return html;
    },
    get drawn() {
      return drawn;
    },
  };
}
