/**
 * Accordion on native <details>: opens and closes without any script. With two or more items the
 * OPEN ALL / CLOSE ALL buttons are rendered hidden inside <lrdx-accordion-controls>, which shows
 * and runs them (they would do nothing without script). A `form` item holds <lrdx-form form-id>.
 */
import { createElement } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import type { BlockRenderProps } from '../types.js';
import { faqJsonLd } from './faq-schema.js';
import type { AccordionItem, AccordionProps } from './template.js';

const isForm = (item: AccordionItem): boolean => item.kind === 'form';

function hasContent(item: AccordionItem): boolean {
  if (item.title.trim() === '') return false;
  return isForm(item) ? item.form_id.trim() !== '' : item.content.trim() !== '';
}

export function Accordion({ props }: BlockRenderProps<AccordionProps>) {
  const items = props.items.filter(hasContent);
  if (items.length === 0) return null;
  const classes = [
    'lrdx-grid',
    'lrdx-accordion',
    props.has_border ? 'lrdx-accordion--border' : '',
    props.has_margin ? '' : 'lrdx-accordion--flush',
  ]
    .filter(Boolean)
    .join(' ');
  const list = (
    <div className="lrdx-accordion__items">
      {items.map((item, index) => (
        <details key={index} className="lrdx-accordion__item" open={item.open || undefined}>
          <summary className="lrdx-accordion__summary">{item.title}</summary>
          {isForm(item) ? (
            <div className="lrdx-accordion__content">{createElement('lrdx-form', { 'form-id': item.form_id.trim() })}</div>
          ) : (
            // Editor-written HTML; editors are signed-in staff.
            <div className="lrdx-accordion__content" dangerouslySetInnerHTML={{ __html: item.content }} />
          )}
        </details>
      ))}
    </div>
  );
  const showControls = items.length > 1 && props.open_all_label.trim() !== '' && props.close_all_label.trim() !== '';
  const htmlItems = items.filter((item) => !isForm(item));
  return (
    <BlockSection blockKey="accordion" scrollId={props.block_scroll_id} className={classes}>
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 2)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      {showControls
        ? createElement(
            'lrdx-accordion-controls',
            { className: 'lrdx-accordion__controls-host' },
            <div className="lrdx-accordion__controls" hidden>
              <button type="button" className="lrdx-accordion__toggle" data-accordion-action="open">
                {props.open_all_label}
              </button>
              <button type="button" className="lrdx-accordion__toggle" data-accordion-action="close">
                {props.close_all_label}
              </button>
            </div>,
            list,
          )
        : list}
      {props.has_schema && htmlItems.length > 0 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(htmlItems) }} />
      ) : null}
    </BlockSection>
  );
}
