/**
 * Extended warranty: the starting-price table (the shop's currency, the page language's digits) beside or above the
 * request form. A broken table JSON is logged and the table left out; the form still shows.
 */
import { pageMoney } from '../finance_calculator/money.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { LeadForm } from '../shared/lead-form.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { ExtendedWarrantyProps } from './template.js';
import { extendedWarrantyLeadForm } from './lead-forms.js';

export function warrantyRows(text: string, warn: (m: string) => void): { model: string; price: number }[] {
  try {
    const value: unknown = JSON.parse(text || '[]');
    if (Array.isArray(value))
      return value
        .map((row: unknown) => {
          const r = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
          const price = typeof r.price === 'string' ? Number(r.price.replace(/[^\d.]/g, '')) : r.price;
          return {
            model: typeof r.model === 'string' ? r.model.trim() : '',
            price: typeof price === 'number' && Number.isFinite(price) ? price : NaN,
          };
        })
        .filter((row) => row.model && !Number.isNaN(row.price));
  } catch {
    // Logged below.
  }
  warn('Invalid JSON in table_content');
  return [];
}

export function ExtendedWarranty({ props, ctx }: BlockRenderProps<ExtendedWarrantyProps>) {
  const rows = warrantyRows(props.table_content, ctx.warn);
  // In the shop's currency, as every other price of the site (domain/price-format.ts).
  const money = (n: number) => pageMoney(n, ctx);
  return (
    <HeadedBlockSection blockKey="extended_warranty" props={props} className="lrdx-grid lrdx-lead-block">
      <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
      <div className={props.has_two_columns ? 'lrdx-lead-block__columns' : 'lrdx-lead-block__stack'}>
        {rows.length ? (
          <table className="lrdx-lead-block__table">
            {props.table_caption ? <caption>{props.table_caption}</caption> : null}
            <thead>
              <tr>
                <th scope="col">{props.table_model_label}</th>
                <th scope="col">{props.table_price_label}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.model}>
                  <th scope="row">
                    <bdi>{row.model}</bdi>
                  </th>
                  <td>{money(row.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <LeadForm options={extendedWarrantyLeadForm(props)} ctx={ctx} />
      </div>
    </HeadedBlockSection>
  );
}
