/** Map update: the steps are an ordered list beside the picture of the screen. */
import { formatNumber } from '../../../domain/number-format.js';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel, levelBelow } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import { TitledTextView } from '../shared/titled-text.js';
import type { BlockRenderProps } from '../types.js';
import type { MapUpdateProps } from './template.js';

export function MapUpdate({ props, ctx }: BlockRenderProps<MapUpdateProps>) {
  const level = headingLevel(props.heading_level, 2);
  const stepLevel = levelBelow(level);
  return (
    <BlockSection blockKey="map_update" scrollId={props.block_scroll_id} className="lrdx-section lrdx-section--stone lrdx-map-update">
      <div className="lrdx-grid lrdx-map-update__layout">
        <div>
          <Heading level={level} className="lrdx-title">
            {props.heading}
          </Heading>
          <Paragraphs text={props.intro} className="lrdx-lead" />
          <ol className="lrdx-map-update__steps">
            {props.steps.map((step, index) => (
              <li key={index} className="lrdx-map-update__step">
                <span className="lrdx-map-update__number" aria-hidden="true">
                  {formatNumber(index + 1, ctx.segment)}
                </span>
                <div>
                  <TitledTextView item={step} level={stepLevel} base="lrdx-map-update" />
                </div>
              </li>
            ))}
          </ol>
          <LinkButton item={props.link} ctx={ctx} />
          <Paragraphs text={props.note} className="lrdx-map-update__note" />
        </div>
        <Picture image={props.image} sizes="(min-width: 901px) 45vw, 100vw" className="lrdx-map-update__media" />
      </div>
    </BlockSection>
  );
}
