/** Icons timeline: an ordered list along a line drawn on the start side (mirrors in RTL). */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel, levelBelow } from '../shared/heading.js';
import { Icon } from '../shared/icons.js';
import { TitledTextView } from '../shared/titled-text.js';
import type { BlockRenderProps } from '../types.js';
import type { IconsTimelineProps } from './template.js';

export function IconsTimeline({ props, ctx }: BlockRenderProps<IconsTimelineProps>) {
  const level = headingLevel(props.heading_level, 2);
  const itemLevel = levelBelow(level);
  return (
    <BlockSection blockKey="icons_timeline" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-timeline">
      <Heading level={level} className="lrdx-title">
        {props.heading}
      </Heading>
      <ol className="lrdx-timeline__list">
        {props.items.map((item, index) => (
          <li key={index} className="lrdx-timeline__item">
            <span className="lrdx-timeline__marker">
              <Icon name={item.icon} />
            </span>
            {item.label && <span className="lrdx-eyebrow">{formatNumbersInText(item.label, ctx.segment)}</span>}
            <TitledTextView item={item} level={itemLevel} base="lrdx-timeline" />
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
