/** Content blocks carousel: the slides in the shared carousel (shared/carousel.tsx). */
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { hasContent, SlideCardCarousel } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { ContentBlocksCarouselProps } from './template.js';

export function ContentBlocksCarousel({ props, ctx }: BlockRenderProps<ContentBlocksCarouselProps>) {
  const slides = props.slides.filter(hasContent);
  if (slides.length === 0) return null;
  return (
    <BlockSection blockKey="content_blocks_carousel" scrollId={props.block_scroll_id} className="lrdx-grid">
      <BlockHeading heading={props.heading} level={props.heading_level} />
      <SlideCardCarousel ctx={ctx} heading={props.heading} perView={3} slides={slides} />
    </BlockSection>
  );
}
