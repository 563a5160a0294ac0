/** One slide card: picture, heading, text, link; and the carousel of a block's slide cards. */
import type { RenderContext } from '../types.js';
import { BlockImage } from './block-image.js';
import { blockStrings } from './block-strings.js';
import { Carousel, type CarouselProps } from './carousel.js';
import { LinkButton } from './link-button.js';
import type { Slide } from './slide-fields.js';

export function SlideCard({
  slide,
  ctx,
  width = 1024,
  height = 576,
  level = 3,
}: {
  slide: Slide;
  ctx: RenderContext;
  width?: number;
  height?: number;
  level?: 2 | 3 | 4;
}) {
  const Title = `h${level}` as const;
  return (
    <article className="lrdx-slide-card">
      <BlockImage image={slide.image} width={width} height={height} className="lrdx-slide-card__image" />
      <div className="lrdx-slide-card__body">
        {slide.heading ? <Title className="lrdx-slide-card__heading">{slide.heading}</Title> : null}
        {slide.paragraph ? <p className="lrdx-slide-card__text">{slide.paragraph}</p> : null}
        <LinkButton item={slide.link} ctx={ctx} defaultUiType="tertiary" />
      </div>
    </article>
  );
}

export const hasContent = (slide: Slide): boolean => slide.heading.trim() !== '' || slide.image.src.trim() !== '';

/** A block's slides as cards in the shared carousel, named by the block's heading when it has one. */
export function SlideCardCarousel({
  ctx,
  heading,
  slides,
  ...options
}: Omit<CarouselProps, 'label' | 'slides'> & { heading: string; slides: readonly Slide[] }) {
  return (
    <Carousel
      ctx={ctx}
      label={heading || blockStrings(ctx.segment).carousel}
      {...options}
      slides={slides.map((slide, index) => (
        <SlideCard key={index} slide={slide} ctx={ctx} />
      ))}
    />
  );
}
