/** Number button carousel: the slides in the shared carousel (shared/carousel.tsx). */
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { hasContent, SlideCardCarousel } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { NumberButtonCarouselProps } from './template.js';

export function NumberButtonCarousel({ props, ctx }: BlockRenderProps<NumberButtonCarouselProps>) {
  const slides = props.slides.filter(hasContent);
  if (slides.length === 0) return null;
  return (
    <BlockSection blockKey="number_button_carousel" scrollId={props.block_scroll_id} className="lrdx-grid">
      <BlockHeading heading={props.heading} level={props.heading_level} />
      <SlideCardCarousel ctx={ctx} heading={props.heading} numbered slides={slides} />
    </BlockSection>
  );
}
