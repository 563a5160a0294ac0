/** Sign post: a list of cards; the card's title names its link so each link reads on its own. */
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel, levelBelow } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { TitledTextView } from '../shared/titled-text.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { SignPostProps } from './template.js';

export function SignPost({ props, ctx }: BlockRenderProps<SignPostProps>) {
  const level = headingLevel(props.heading_level, 2);
  const itemLevel = props.heading ? levelBelow(level) : level;
  return (
    <BlockSection blockKey="sign_post" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-sign-post">
      {props.heading && (
        <Heading level={level} className="lrdx-title">
          {props.heading}
        </Heading>
      )}
      <ul className={`lrdx-sign-post__list lrdx-sign-post__list--${props.items.length}`}>
        {props.items.map((item, index) => (
          <li key={index} className="lrdx-sign-post__item">
            <Picture image={item.image} sizes="(min-width: 901px) 33vw, 100vw" className="lrdx-sign-post__media" />
            <TitledTextView item={item} level={itemLevel} base="lrdx-sign-post" />
            <LinkButton item={item.link} ctx={ctx} defaultUiType="tertiary" />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
