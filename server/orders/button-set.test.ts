import { describe, expect, it } from 'vitest';
import { readButtonSet } from './button-set.js';

describe('readButtonSet', () => {
  it('reads each member only when it has the right type, the currency in upper case', () => {
    const warnings: string[] = [];
    const text = JSON.stringify({ setup_type: 'extended', financing_options: ['cash', 3, 'loan'], reservation_fee: 500, currency: 'iqd' });
    expect(readButtonSet(text, (m) => warnings.push(m))).toEqual({
      setup_type: 'extended',
      financing_options: ['cash', 'loan'],
      reservation_fee: 500,
      currency: 'IQD',
    });
    expect(
      readButtonSet(JSON.stringify({ setup_type: 1, financing_options: 'cash', reservation_fee: '500', currency: 7 }), (m) =>
        warnings.push(m),
      ),
    ).toEqual({
      setup_type: null,
      financing_options: [],
      reservation_fee: null,
      currency: null,
    });
    expect(warnings).toEqual([]);
  });

  it('reads broken JSON or a JSON list as an empty button set and warns only about the broken JSON', () => {
    const warnings: string[] = [];
    const empty = { setup_type: null, financing_options: [], reservation_fee: null, currency: null };
    expect(readButtonSet('{not json', (m) => warnings.push(m))).toEqual(empty);
    expect(readButtonSet('["extended"]', (m) => warnings.push(m))).toEqual(empty);
    expect(warnings).toEqual(['Invalid JSON in listings.button_set']);
  });
});
