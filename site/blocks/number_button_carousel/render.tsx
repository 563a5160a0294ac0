/** Number button carousel: the slides in the shared carousel (shared/carousel.tsx). */
import { BlockSection } from '../shared/block-section.js';
import { blockUiStrings } from '../shared/block-ui-strings.js';
import { Carousel } from '../shared/carousel.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { hasContent, SlideCard } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { NumberButtonCarouselProps } from './template.js';

export function NumberButtonCarousel({ props, ctx }: BlockRenderProps<NumberButtonCarouselProps>) {
  const slides = props.slides.filter(hasContent);
  if (slides.length === 0) return null;
  return (
    <BlockSection blockKey="number_button_carousel" scrollId={props.block_scroll_id} className="lrdx-grid">
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      <Carousel
        ctx={ctx}
        label={props.heading || blockUiStrings(ctx.segment).carousel}
        numbered
        slides={slides.map((slide, index) => (
          <SlideCard key={index} slide={slide} ctx={ctx} />
        ))}
      />
    </BlockSection>
  );
}
