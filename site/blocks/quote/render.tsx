/** Quote: <figure> with <blockquote> and the author in <figcaption>. */
import { BlockSection } from '../shared/block-section.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { QuoteFields, QuoteProps } from './template.js';

export function alignmentClass(alignment: string): string {
  return alignment === 'left' ? 'start' : alignment === 'right' ? 'end' : 'center';
}

export function QuoteFigure({ quote, justify }: { quote: QuoteFields; justify: boolean }) {
  return (
    <figure className={`lrdx-quote__figure${justify ? ' lrdx-quote__figure--justify' : ''}`}>
      <blockquote className="lrdx-quote__text">
        <Paragraphs text={quote.quote} />
      </blockquote>
      {(quote.author || quote.author_position) && (
        <figcaption className="lrdx-quote__caption">
          {quote.author && <span className="lrdx-quote__author">{quote.author}</span>}
          {quote.author_position && <span className="lrdx-quote__position">{quote.author_position}</span>}
        </figcaption>
      )}
    </figure>
  );
}

export function Quote({ props }: BlockRenderProps<QuoteProps>) {
  return (
    <BlockSection
      blockKey="quote"
      scrollId={props.block_scroll_id}
      className={`lrdx-grid lrdx-quote lrdx-quote--${alignmentClass(props.alignment)}`}
    >
      <QuoteFigure quote={props} justify={props.justify_text} />
    </BlockSection>
  );
}
