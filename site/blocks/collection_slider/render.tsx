/**
 * Collection slider: the editor's items, then the feed's (read by the server into ctx.feeds).
 * A failed feed shows the block's editable error text (or the default one).
 */
import { HeadedBlockSection } from '../shared/block-section.js';
import { sizesFor } from '../shared/block-image.js';
import { Picture } from '../shared/picture.js';
import { blockStrings } from '../shared/block-strings.js';
import { Carousel } from '../shared/carousel.js';
import { blockHref } from '../shared/external-url.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import { feedLimit, feedUrl, type FeedItem } from './feed.js';
import type { CollectionSliderProps } from './template.js';

/** Three slides a view on wide screens (the carousel's perView). */
const SLIDE_SIZES = sizesFor(640);

function Item({ item, ctx }: { item: FeedItem & { alt: string }; ctx: RenderContext }) {
  const body = (
    <>
      {item.image ? (
        <span className="lrdx-collection-slide__media">
          <Picture image={{ src: item.image, alt: item.alt }} sizes={SLIDE_SIZES} />
          {item.image_hover ? (
            <Picture image={{ src: item.image_hover, alt: '' }} sizes={SLIDE_SIZES} imgClassName="lrdx-collection-slide__hover" />
          ) : null}
        </span>
      ) : null}
      <span className="lrdx-collection-slide__name">{item.item_name}</span>
      {item.item_label ? <span className="lrdx-collection-slide__label">{item.item_label}</span> : null}
    </>
  );
  return item.url ? (
    <a className="lrdx-collection-slide" href={blockHref(item.url, ctx)}>
      {body}
    </a>
  ) : (
    <div className="lrdx-collection-slide">{body}</div>
  );
}

export function CollectionSlider({ props, ctx }: BlockRenderProps<CollectionSliderProps>) {
  const strings = blockStrings(ctx.segment);
  const own = props.items
    .filter((item) => item.item_name.trim() !== '')
    .map((item) => ({ ...item, image: item.image.src, image_hover: item.image_hover.src, alt: item.image.alt }));
  const url = feedUrl(props);
  const feed = url ? ctx.feeds?.get(url) : undefined;
  const fromFeed = feed?.ok ? feed.items.map((item) => ({ ...item, alt: item.item_name })) : [];
  const items = [...own, ...fromFeed].slice(0, url ? own.length + feedLimit(props.limit) : undefined);
  const failed = url !== '' && (!feed || !feed.ok);
  if (items.length === 0 && !failed) return null;
  return (
    <HeadedBlockSection blockKey="collection_slider" props={props} className="lrdx-grid">
      {failed ? (
        <p className="lrdx-notice" role="status">
          {props.error_text || strings.feedError}
        </p>
      ) : null}
      {items.length > 0 ? (
        <Carousel
          ctx={ctx}
          label={props.heading || strings.gallery}
          perView={3}
          slides={items.map((item, index) => (
            <Item key={index} item={item} ctx={ctx} />
          ))}
        />
      ) : null}
    </HeadedBlockSection>
  );
}
