/** Content blocks carousel: the slides in the shared carousel (shared/carousel.tsx). */
import { HeadedBlockSection } from '../shared/block-section.js';
import { hasContent, SlideCardCarousel } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { ContentBlocksCarouselProps } from './template.js';

export function ContentBlocksCarousel({ props, ctx }: BlockRenderProps<ContentBlocksCarouselProps>) {
  const slides = props.slides.filter(hasContent);
  if (slides.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="content_blocks_carousel" props={props} className="lrdx-grid">
      <SlideCardCarousel ctx={ctx} heading={props.heading} perView={3} slides={slides} />
    </HeadedBlockSection>
  );
}
