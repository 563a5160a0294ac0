/** Seat slider: the counter figure (digits of the page's language) and the layouts carousel. */
import { localizeDigits } from '../../../domain/digits.js';
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { hasContent, SlideCardCarousel } from '../shared/slide-card.js';
import type { BlockRenderProps } from '../types.js';
import type { SeatSliderProps } from './template.js';

export function SeatSlider({ props, ctx }: BlockRenderProps<SeatSliderProps>) {
  const slides = props.slides.filter(hasContent);
  return (
    <BlockSection blockKey="seat_slider" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-seat-slider">
      <BlockHeading heading={props.heading} level={props.heading_level} />
      <p className="lrdx-counter">
        <span className="lrdx-counter__value">{localizeDigits(Math.max(0, Math.round(props.counter)), ctx.segment)}</span>
        {props.counter_unit ? <span className="lrdx-counter__unit"> {props.counter_unit}</span> : null}
        {props.counter_label ? <span className="lrdx-counter__label">{props.counter_label}</span> : null}
      </p>
      {slides.length > 0 ? <SlideCardCarousel ctx={ctx} heading={props.heading} slides={slides} /> : null}
    </BlockSection>
  );
}
