/** Number button carousel: the slides in the shared carousel (shared/carousel.tsx). */
import { HeadedBlockSection } from '../shared/block-section.js';
import { hasContent, SlideCardCarousel } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { NumberButtonCarouselProps } from './template.js';

export function NumberButtonCarousel({ props, ctx }: BlockRenderProps<NumberButtonCarouselProps>) {
  const slides = props.slides.filter(hasContent);
  if (slides.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="number_button_carousel" props={props} className="lrdx-grid">
      <SlideCardCarousel ctx={ctx} heading={props.heading} numbered slides={slides} />
    </HeadedBlockSection>
  );
}
