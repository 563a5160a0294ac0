import { describe, expect, it } from 'vitest';
import { parseFinanceOptionsTable } from './options-table.js';

describe('parseFinanceOptionsTable', () => {
  it('quotes each labelled option for the price, dropping unlabelled and unfinanceable rows', () => {
    const table = parseFinanceOptionsTable(
      JSON.stringify({
        price: 100000,
        options: [
          { label: 'HP 4 years', finance_product: 'hire_purchase', down_payment: 20, duration: 4, interest_rate: 6 },
          { label: '', down_payment: 20 },
          { label: 'Interest free', down_payment: 50, duration: 4, interest_rate: 0 },
          { label: 'Broken', down_payment: 100 },
        ],
      }),
    );
    expect(table?.rows.map((r) => [r.label, r.quote.monthlyPayment])).toEqual([
      ['HP 4 years', '1879'],
      ['Interest free', '1042'],
    ]);
  });

  it('is null without a price or without a usable row', () => {
    expect(parseFinanceOptionsTable({ options: [{ label: 'x' }] })).toBeNull();
    expect(parseFinanceOptionsTable({ price: 1000, options: [{ label: ' ' }] })).toBeNull();
    expect(parseFinanceOptionsTable('nope')).toBeNull();
  });
});
