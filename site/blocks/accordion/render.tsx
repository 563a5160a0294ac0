/**
 * Accordion on native <details>: opens and closes without any script. An item shows html, a finance
 * calculator (<lrdx-finance-calculator> with its server-rendered fallback), a finance options table
 * or a form (<lrdx-form form-id>); an item whose content is not valid for its kind is left out
 * (docs/site-shell.md, "Shell rules"). With two or more items the OPEN ALL / CLOSE ALL buttons are rendered hidden
 * inside <lrdx-accordion-controls>, which shows and runs them (they would do nothing without script).
 */
import { createElement, type ReactNode } from 'react';
import { parseCalculatorConfig, parseFinanceOptionsTable } from '../../../domain/finance/index.js';
import { readJsonValue } from '../../../domain/json-text.js';
import { CalculatorElement } from '../finance_calculator/calculator-element.js';
import { FinanceOptionsTableView } from '../finance_calculator/options-table.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import { faqJsonLd } from './faq-schema.js';
import type { AccordionItem, AccordionProps } from './template.js';

/** The site's small text button, like every other secondary action (site.css "Accordion"). */
const TOGGLE_CLASSES = 'lrdx-button lrdx-button--tertiary lrdx-button--small lrdx-accordion__toggle';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A calculator needs its settings with at least one group (docs/finance.md). */
function calculatorSettings(item: AccordionItem): Record<string, unknown> | null {
  const raw = readJsonValue(item.calculator);
  if (!isRecord(raw) || !Array.isArray(raw.groups) || raw.groups.length === 0) return null;
  return parseCalculatorConfig(raw).products.length > 0 ? raw : null;
}

/** The item's content (html as its string), or null when it is not valid for its kind. */
function itemContent(item: AccordionItem, ctx: RenderContext): ReactNode {
  switch (item.content_type) {
    case 'calculator': {
      const config = calculatorSettings(item);
      return config ? <CalculatorElement config={config} ctx={ctx} /> : null;
    }
    case 'form':
      return item.form_id.trim() ? createElement('lrdx-form', { 'form-id': item.form_id.trim() }) : null;
    case 'finance_options_table': {
      const table = parseFinanceOptionsTable(item.finance_options);
      return table ? <FinanceOptionsTableView table={table} ctx={ctx} /> : null;
    }
    default:
      // Editor-written HTML; editors are signed-in staff. Placed by the caller, in the content box itself.
      return item.content.trim() ? item.content : null;
  }
}

export function Accordion({ props, ctx }: BlockRenderProps<AccordionProps>) {
  const items = props.items
    .filter((item) => item.title.trim() !== '')
    .map((item) => ({ item, content: itemContent(item, ctx) }))
    .filter((entry) => entry.content !== null);
  if (items.length === 0) return null;
  const classes = [
    'lrdx-grid',
    'lrdx-accordion',
    props.has_border ? 'lrdx-accordion--border' : '',
    props.has_margin ? '' : 'lrdx-accordion--flush',
  ]
    .filter(Boolean)
    .join(' ');
  // The FAQ schema answers with text: only the html items are questions and answers.
  const faq = items.filter(({ item }) => item.content_type === 'html').map(({ item }) => item);
  const list = (
    <div className="lrdx-accordion__items">
      {items.map(({ item, content }, index) => (
        <details key={index} className="lrdx-accordion__item" open={item.open || undefined}>
          <summary className="lrdx-accordion__summary">{item.title}</summary>
          {typeof content === 'string' ? (
            <div className="lrdx-accordion__content" dangerouslySetInnerHTML={{ __html: content }} />
          ) : (
            <div className="lrdx-accordion__content">{content}</div>
          )}
        </details>
      ))}
    </div>
  );
  const showControls = items.length > 1 && props.open_all_label.trim() !== '' && props.close_all_label.trim() !== '';
  return (
    <HeadedBlockSection blockKey="accordion" props={props} className={classes}>
      {showControls
        ? createElement(
            'lrdx-accordion-controls',
            { className: 'lrdx-accordion__controls-host' },
            <div className="lrdx-accordion__controls" hidden>
              <button type="button" className={TOGGLE_CLASSES} data-accordion-action="open">
                {props.open_all_label}
              </button>
              <button type="button" className={TOGGLE_CLASSES} data-accordion-action="close">
                {props.close_all_label}
              </button>
            </div>,
            list,
          )
        : list}
      {props.has_schema && faq.length > 0 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(faq) }} />
      ) : null}
    </HeadedBlockSection>
  );
}
