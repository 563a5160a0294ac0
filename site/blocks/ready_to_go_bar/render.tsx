/**
 * Ready To Go Bar: a navigation list of the first four groups; the rest in a <details> whose
 * summary is the mobile "Show more" button. data-fab-disabled hides the page's FAB (site CSS).
 */
import { BlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import { blockHref } from '../shared/external-url.js';
import { Icon } from '../shared/icon.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import { READY_TO_GO_BAR_SHOWN, type ReadyToGoBarProps, type ReadyToGoGroup } from './template.js';

function Item({ group, ctx }: { group: ReadyToGoGroup; ctx: RenderContext }) {
  const content = (
    <>
      <Icon name={group.icon} />
      <span>{group.label}</span>
    </>
  );
  return <li className="lrdx-ready-bar__item">{group.url.trim() ? <a href={blockHref(group.url, ctx)}>{content}</a> : content}</li>;
}

export function ReadyToGoBar({ props, ctx }: BlockRenderProps<ReadyToGoBarProps>) {
  const groups = props.groups.filter((group) => group.label.trim() !== '');
  if (groups.length === 0) return null;
  const shown = groups.slice(0, READY_TO_GO_BAR_SHOWN);
  const rest = groups.slice(READY_TO_GO_BAR_SHOWN);
  return (
    <BlockSection blockKey="ready_to_go_bar" scrollId={props.block_scroll_id} className="lrdx-ready-bar">
      <nav aria-label={props.label || blockStrings(ctx.segment).more} data-fab-disabled={props.fabDisabled ? '' : undefined}>
        <ul className="lrdx-ready-bar__list">
          {shown.map((group, index) => (
            <Item key={index} group={group} ctx={ctx} />
          ))}
        </ul>
        {rest.length > 0 ? (
          <details className="lrdx-ready-bar__more">
            <summary>{props.mobile_button_label || blockStrings(ctx.segment).showMore}</summary>
            <ul className="lrdx-ready-bar__list">
              {rest.map((group, index) => (
                <Item key={index} group={group} ctx={ctx} />
              ))}
            </ul>
          </details>
        ) : null}
      </nav>
    </BlockSection>
  );
}
