/** Accordion on native <details>: opens and closes without any script. */
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import type { BlockRenderProps } from '../types.js';
import { faqJsonLd } from './faq-schema.js';
import type { AccordionProps } from './template.js';

export function Accordion({ props }: BlockRenderProps<AccordionProps>) {
  const items = props.items.filter((item) => item.title.trim() !== '' && item.content.trim() !== '');
  if (items.length === 0) return null;
  const classes = [
    'lrdx-grid',
    'lrdx-accordion',
    props.has_border ? 'lrdx-accordion--border' : '',
    props.has_margin ? '' : 'lrdx-accordion--flush',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <BlockSection blockKey="accordion" scrollId={props.block_scroll_id} className={classes}>
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      <div className="lrdx-accordion__items">
        {items.map((item, index) => (
          <details key={index} className="lrdx-accordion__item" open={item.open || undefined}>
            <summary className="lrdx-accordion__summary">{item.title}</summary>
            {/* Editor-written HTML; editors are signed-in staff. */}
            <div className="lrdx-accordion__content" dangerouslySetInnerHTML={{ __html: item.content }} />
          </details>
        ))}
      </div>
      {props.has_schema ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} /> : null}
    </BlockSection>
  );
}
