/** Electrifying power: picture beside the story; the figures are a description list (value + unit, label). */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { BlockImage } from '../shared/block-image.js';
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { ElectrifyingPowerProps } from './template.js';

export function ElectrifyingPower({ props, ctx }: BlockRenderProps<ElectrifyingPowerProps>) {
  const figures = props.figures.filter((figure) => figure.value.trim() !== '' && figure.label.trim() !== '');
  return (
    <BlockSection
      blockKey="electrifying_power"
      scrollId={props.block_scroll_id}
      className={`lrdx-electric lrdx-electric--image-${props.image_position === 'end' ? 'end' : 'start'}`}
    >
      <div className="lrdx-electric__inner">
        <BlockImage image={props.image} width={1024} className="lrdx-electric__image" />
        <div className="lrdx-electric__body">
          {props.eyebrow ? <span className="lrdx-eyebrow">{props.eyebrow}</span> : null}
          <BlockHeading heading={props.heading} level={props.heading_level} className="lrdx-title" />
          <Paragraphs text={props.text} className="lrdx-lead" />
          {figures.length > 0 ? (
            <dl className="lrdx-electric__figures">
              {figures.map((figure, index) => (
                <div key={index} className="lrdx-electric__figure">
                  <dt className="lrdx-electric__label">{figure.label}</dt>
                  <dd className="lrdx-electric__value">
                    <bdi>{formatNumbersInText(figure.value, ctx.segment)}</bdi>
                    {figure.unit ? <span className="lrdx-electric__unit"> {figure.unit}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <LinkButton item={props.link} ctx={ctx} />
          {props.disclaimer.trim() ? <Paragraphs text={props.disclaimer} className="lrdx-electric__disclaimer" /> : null}
        </div>
      </div>
    </BlockSection>
  );
}
