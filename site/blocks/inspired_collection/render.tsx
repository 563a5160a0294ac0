/** Inspired collection: an editorial grid, the first card large. */
import { HeadedBlockSection } from '../shared/block-section.js';
import { hasContent, SlideCard } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { InspiredCollectionProps } from './template.js';

export function InspiredCollection({ props, ctx }: BlockRenderProps<InspiredCollectionProps>) {
  const items = props.items.filter(hasContent);
  if (items.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="inspired_collection" props={props} className="lrdx-grid lrdx-inspired">
      {props.paragraph ? <p className="lrdx-paragraph">{props.paragraph}</p> : null}
      <ul className="lrdx-inspired__list">
        {items.map((item, index) => (
          <li key={index} className="lrdx-inspired__item">
            <SlideCard slide={item} ctx={ctx} />
          </li>
        ))}
      </ul>
    </HeadedBlockSection>
  );
}
