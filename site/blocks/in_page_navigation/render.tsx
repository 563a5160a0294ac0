/**
 * In-page navigation: a sticky <nav> of same-page links (the site's hash scrolling offsets them by
 * the header), and a go-to-top link to the page's <main>. <lrdx-in-page-nav> marks the link of the
 * section in view with aria-current and hides links whose target is not on the page. Entries
 * without a label or a target are left out; without entries the block renders nothing.
 */
import { createElement } from 'react';
import { blockStrings } from '../shared/block-strings.js';
import type { BlockRenderProps } from '../types.js';
import type { InPageNavigationProps } from './template.js';

/** A block_scroll_id as an anchor: trimmed, without a leading '#'. */
export const anchorOf = (blockId: string): string => blockId.trim().replace(/^#/, '');

export function InPageNavigation({ props, ctx }: BlockRenderProps<InPageNavigationProps>) {
  const strings = blockStrings(ctx.segment);
  const items = props.items
    .map((item) => ({ label: item.label.trim(), anchor: anchorOf(item.blockId) }))
    .filter((item) => item.label !== '' && item.anchor !== '');
  if (items.length === 0) return null;
  return createElement(
    'lrdx-in-page-nav',
    { class: 'lrdx-block lrdx-block--in-page-navigation lrdx-block--bleed lrdx-in-page-nav' },
    <nav className="lrdx-in-page-nav__bar" aria-label={strings.onThisPage}>
      <ul className="lrdx-in-page-nav__list">
        {items.map((item) => (
          <li key={item.anchor}>
            <a className="lrdx-in-page-nav__link" href={`#${item.anchor}`} data-target={item.anchor}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <a className="lrdx-in-page-nav__top" href="#main" aria-label={props.goTopShort.trim() ? undefined : strings.backToTop}>
        <span aria-hidden="true" className="lrdx-in-page-nav__top-icon">
          ↑
        </span>
        {props.goTopShort.trim() ? <span>{props.goTopShort.trim()}</span> : null}
      </a>
    </nav>,
  );
}
