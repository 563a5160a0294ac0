/** Dual frame carousel 2.0: a large and an offset small frame per slide, text beside them. */
import { HeadedBlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { blockStrings } from '../shared/block-strings.js';
import { Carousel } from '../shared/carousel.js';
import { LinkButton } from '../shared/link-button.js';
import type { BlockRenderProps } from '../types.js';
import type { DualFrameCarouselProps } from './template.js';

export function DualFrameCarousel({ props, ctx }: BlockRenderProps<DualFrameCarouselProps>) {
  const slides = props.slides.filter((slide) => slide.heading.trim() !== '' || slide.image_primary.src.trim() !== '');
  if (slides.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="dual_frame_carousel" props={props} className="lrdx-grid">
      <Carousel
        ctx={ctx}
        label={props.heading || blockStrings(ctx.segment).carousel}
        slides={slides.map((slide, index) => (
          <article key={index} className="lrdx-dual-frame">
            <div className="lrdx-dual-frame__frames">
              <BlockImage image={slide.image_primary} width={1024} height={576} className="lrdx-dual-frame__primary" />
              <BlockImage image={slide.image_secondary} width={640} height={360} className="lrdx-dual-frame__secondary" />
            </div>
            <div className="lrdx-dual-frame__text">
              {slide.heading ? <h3>{slide.heading}</h3> : null}
              {slide.paragraph ? <p>{slide.paragraph}</p> : null}
              <LinkButton item={slide.link} ctx={ctx} defaultUiType="tertiary" />
            </div>
          </article>
        ))}
      />
    </HeadedBlockSection>
  );
}
