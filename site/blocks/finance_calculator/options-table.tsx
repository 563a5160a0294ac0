/** The accordion's finance options table: each labelled option quoted for one price by domain/finance. */
import type { FinanceOptionsTable } from '../../../domain/finance/index.js';
import type { RenderContext } from '../types.js';
import { pageMoney, pageNumber, pageYears } from './money.js';
import { fillI18nextPlaceholders } from '../../../domain/placeholders.js';
import { FINANCE_FALLBACK_TEXTS } from './texts.js';

export function FinanceOptionsTableView({ table, ctx }: { table: FinanceOptionsTable; ctx: RenderContext }) {
  const texts = FINANCE_FALLBACK_TEXTS[ctx.segment];
  const percent = (n: number) => (ctx.segment === 'en' ? `${pageNumber(n, ctx)}%` : `${pageNumber(n, ctx)}٪`);
  return (
    <div className="lrdx-finance-options">
      <table className="lrdx-finance-options__table">
        <caption>{fillI18nextPlaceholders(texts.optionsFor, { price: pageMoney(table.price, ctx) })}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.option}</th>
            <th scope="col">{texts.columns.downPayment}</th>
            <th scope="col">{texts.columns.duration}</th>
            <th scope="col">{texts.columns.rate}</th>
            <th scope="col">{texts.columns.monthly}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              <td>{percent(row.downPaymentPercent)}</td>
              <td>{pageYears(row.years, ctx)}</td>
              <td>{percent(row.annualRatePercent)}</td>
              <td>{pageMoney(Number(row.quote.monthlyPayment), ctx)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
