/** Accolade image box: the accolade is the section's heading; the laurel is decoration. */
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { Icon } from '../shared/icons.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { AccoladeImageBoxProps } from './template.js';

export function AccoladeImageBox({ props, ctx }: BlockRenderProps<AccoladeImageBoxProps>) {
  const position = props.image_position === 'end' ? 'end' : 'start';
  return (
    <BlockSection
      blockKey="accolade_image_box"
      scrollId={props.block_scroll_id}
      className={`lrdx-grid lrdx-accolade lrdx-accolade--image-${position}`}
    >
      <Picture image={props.image} sizes="(min-width: 901px) 50vw, 100vw" className="lrdx-accolade__media" />
      <div className="lrdx-accolade__body">
        <Icon name="trophy" className="lrdx-icon lrdx-accolade__icon" />
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-title lrdx-accolade__accolade">
          {props.accolade}
        </Heading>
        {props.awarded_by && <p className="lrdx-eyebrow">{props.awarded_by}</p>}
        {props.heading && <p className="lrdx-accolade__heading">{props.heading}</p>}
        <Paragraphs text={props.text} className="lrdx-accolade__text" />
        <LinkButton item={props.link} ctx={ctx} defaultUiType="secondary" />
      </div>
    </BlockSection>
  );
}
