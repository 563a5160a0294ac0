/** Content blocks: a list of cards; the carousel variant scrolls with CSS scroll-snap. */
import { HeadedBlockSection } from '../shared/block-section.js';
import { sizesFor } from '../shared/block-image.js';
import { Picture } from '../shared/picture.js';
import { Heading, headingLevel, type HeadingLevel, levelBelow } from '../shared/heading.js';
import { LinkButton } from '../shared/link-button.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import type { ContentBlockItem, ContentBlocksProps } from './template.js';

function Card({ item, level, ctx }: { item: ContentBlockItem; level: HeadingLevel; ctx: RenderContext }) {
  const src = item.image.src.trim();
  return (
    <li className="lrdx-card">
      {src ? (
        <Picture image={item.image} sizes={sizesFor(640)} imgClassName="lrdx-card__image" />
      ) : (
        <div className="lrdx-card__band" aria-hidden="true" />
      )}
      <div className="lrdx-card__body">
        {item.heading ? (
          <Heading level={level} className="lrdx-card__heading">
            {item.heading}
          </Heading>
        ) : null}
        <Paragraphs text={item.paragraph} className="lrdx-card__text" />
        <LinkButton item={item.link} ctx={ctx} defaultUiType="tertiary" />
      </div>
    </li>
  );
}

export function ContentBlocks({ props, ctx }: BlockRenderProps<ContentBlocksProps>) {
  const level = headingLevel(props.heading_level, 2);
  const cardLevel = props.heading ? levelBelow(level) : level;
  const carousel = props.layout === 'carousel';
  const columns = ['1', '2', '3', '4'].includes(props.columns) ? props.columns : '3';
  const items = props.items.filter((item) => item.heading || item.paragraph);
  if (items.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="content_blocks" props={props} className="lrdx-grid">
      <ul
        className={`lrdx-cards lrdx-cards--${carousel ? 'carousel' : 'grid'} lrdx-cards--cols-${columns}`}
        // A scrolling region must be reachable by keyboard and named (WCAG 2.1.1).
        tabIndex={carousel ? 0 : undefined}
        aria-label={carousel ? props.heading || ctx.strings.carouselLabel : undefined}
      >
        {items.map((item, index) => (
          <Card key={index} item={item} level={cardLevel} ctx={ctx} />
        ))}
      </ul>
    </HeadedBlockSection>
  );
}
