/** Single offer: the terms sit in a <details> (read on demand) under the buttons. */
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { blockStrings } from '../shared/block-strings.js';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { SingleOfferProps } from './template.js';

export function SingleOffer({ props, ctx }: BlockRenderProps<SingleOfferProps>) {
  return (
    <BlockSection blockKey="single_offer" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-offer">
      <Picture image={props.image} sizes="(min-width: 901px) 60vw, 100vw" className="lrdx-offer__media" />
      <div className="lrdx-offer__body">
        {props.eyebrow && <span className="lrdx-eyebrow">{props.eyebrow}</span>}
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-title">
          {props.heading}
        </Heading>
        {props.price && (
          <p className="lrdx-offer__price">
            {formatNumbersInText(props.price, ctx.segment)}
            {props.price_note && <span className="lrdx-offer__price-note">{formatNumbersInText(props.price_note, ctx.segment)}</span>}
          </p>
        )}
        <Paragraphs text={props.text} className="lrdx-offer__text" />
        {props.valid_until && <p className="lrdx-offer__valid">{formatNumbersInText(props.valid_until, ctx.segment)}</p>}
        <div className="lrdx-button-group">
          <LinkButton item={props.primary_link} ctx={ctx} />
          <LinkButton item={props.secondary_link} ctx={ctx} defaultUiType="secondary" />
        </div>
        {props.disclaimer && (
          <details className="lrdx-offer__terms">
            <summary>{blockStrings(ctx.segment).terms}</summary>
            <Paragraphs text={props.disclaimer} />
          </details>
        )}
      </div>
    </BlockSection>
  );
}
