/** Seat slider: the counter figure (digits of the page's language) and the layouts carousel. */
import { localizeDigits } from '../../../domain/digits.js';
import { BlockSection } from '../shared/block-section.js';
import { blockUiStrings } from '../shared/block-ui-strings.js';
import { Carousel } from '../shared/carousel.js';
import { Heading, headingLevel } from '../shared/heading.js';
import { hasContent, SlideCard } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { SeatSliderProps } from './template.js';

export function SeatSlider({ props, ctx }: BlockRenderProps<SeatSliderProps>) {
  const slides = props.slides.filter(hasContent);
  return (
    <BlockSection blockKey="seat_slider" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-seat-slider">
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      <p className="lrdx-counter">
        <span className="lrdx-counter__value">{localizeDigits(Math.max(0, Math.round(props.counter)), ctx.segment)}</span>
        {props.counter_unit ? <span className="lrdx-counter__unit"> {props.counter_unit}</span> : null}
        {props.counter_label ? <span className="lrdx-counter__label">{props.counter_label}</span> : null}
      </p>
      {slides.length > 0 ? (
        <Carousel
          ctx={ctx}
          label={props.heading || blockUiStrings(ctx.segment).carousel}
          slides={slides.map((slide, index) => (
            <SlideCard key={index} slide={slide} ctx={ctx} />
          ))}
        />
      ) : null}
    </BlockSection>
  );
}
