/** Seat slider: the counter figure (digits of the page's language) and the layouts carousel. */
import { localizeDigits } from '../../../domain/digits.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { hasContent, SlideCardCarousel } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { SeatSliderProps } from './template.js';

export function SeatSlider({ props, ctx }: BlockRenderProps<SeatSliderProps>) {
  const slides = props.slides.filter(hasContent);
  return (
    <HeadedBlockSection blockKey="seat_slider" props={props} className="lrdx-grid lrdx-seat-slider">
      <p className="lrdx-counter">
        <span className="lrdx-counter__value">{localizeDigits(Math.max(0, Math.round(props.counter)), ctx.segment)}</span>
        {props.counter_unit ? <span className="lrdx-counter__unit"> {props.counter_unit}</span> : null}
        {props.counter_label ? <span className="lrdx-counter__label">{props.counter_label}</span> : null}
      </p>
      {slides.length > 0 ? <SlideCardCarousel ctx={ctx} heading={props.heading} slides={slides} /> : null}
    </HeadedBlockSection>
  );
}
