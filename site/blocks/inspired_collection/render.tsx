/** Inspired collection: an editorial grid, the first card large. */
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { hasContent, SlideCard } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { InspiredCollectionProps } from './template.js';

export function InspiredCollection({ props, ctx }: BlockRenderProps<InspiredCollectionProps>) {
  const items = props.items.filter(hasContent);
  if (items.length === 0) return null;
  return (
    <BlockSection blockKey="inspired_collection" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-inspired">
      <BlockHeading heading={props.heading} level={props.heading_level} />
      {props.paragraph ? <p className="lrdx-paragraph">{props.paragraph}</p> : null}
      <ul className="lrdx-inspired__list">
        {items.map((item, index) => (
          <li key={index} className="lrdx-inspired__item">
            <SlideCard slide={item} ctx={ctx} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
