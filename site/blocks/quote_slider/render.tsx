/** Quote slider: the quote block's figure on each slide of the shared carousel (one per view). */
import { alignmentClass, QuoteFigure } from '../quote/render.js';
import { BlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import { Carousel } from '../shared/carousel.js';
import type { BlockRenderProps } from '../types.js';
import type { QuoteSliderProps } from './template.js';

export function QuoteSlider({ props, ctx }: BlockRenderProps<QuoteSliderProps>) {
  const quotes = props.quotes.filter((quote) => quote.quote.trim() !== '');
  if (quotes.length === 0) return null;
  const figures = quotes.map((quote, index) => <QuoteFigure key={index} quote={quote} justify={props.justify_text} />);
  return (
    <BlockSection
      blockKey="quote_slider"
      scrollId={props.block_scroll_id}
      className={`lrdx-grid lrdx-quote lrdx-quote-slider lrdx-quote--${alignmentClass(props.alignment)}`}
    >
      {figures.length === 1 ? figures : <Carousel ctx={ctx} label={blockStrings(ctx.segment).carousel} slides={figures} />}
    </BlockSection>
  );
}
