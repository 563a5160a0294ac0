/** Collection carousel: portrait cards; external links open in a new tab with noopener. */
import { HeadedBlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import { Carousel } from '../shared/carousel.js';
import { blockHref, isExternalUrl } from '../shared/external-url.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { CollectionCard, CollectionCarouselProps } from './template.js';

function Card({ card, ctx }: { card: CollectionCard; ctx: BlockRenderProps<CollectionCarouselProps>['ctx'] }) {
  const body = (
    <>
      <Picture image={card.image} shape="card" sizes="(min-width: 40rem) 420px, 325px" className="lrdx-collection-card__image" />
      <span className="lrdx-collection-card__title">{card.title}</span>
      {card.description ? <span className="lrdx-collection-card__text">{card.description}</span> : null}
    </>
  );
  if (!card.url.trim()) return <div className="lrdx-collection-card">{body}</div>;
  const external = isExternalUrl(card.url);
  // Catalogue: http(s) means external, and an external card opens in a new tab.
  const newTab = external || card.target;
  return (
    <a
      className="lrdx-collection-card"
      href={blockHref(card.url, ctx)}
      target={newTab ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {body}
    </a>
  );
}

export function CollectionCarousel({ props, ctx }: BlockRenderProps<CollectionCarouselProps>) {
  const cards = props.cards.filter((card) => card.title.trim() !== '');
  if (cards.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="collection_carousel" props={props} className="lrdx-grid">
      <Carousel
        ctx={ctx}
        label={props.heading || blockStrings(ctx.segment).gallery}
        perView={3}
        variant="portrait"
        slides={cards.map((card, index) => (
          <Card key={index} card={card} ctx={ctx} />
        ))}
      />
    </HeadedBlockSection>
  );
}
