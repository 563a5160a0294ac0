import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { retailerOfCode } from './dealer.js';
import { dealerCodesFor, dealerSearchType, retailerStates, type Retailer } from './dealer-search.js';

const retailer = (code: string, state: string): Retailer => retailerOfCode(code, { id: code.length, city: state, state, vehicle_count: 1 });

describe('dealer search type', () => {
  it('follows the spec order', () => {
    expect(dealerSearchType({ postcode: '44001', locality: 'Ankawa', state: 'Erbil', retailer: 'IQ-EBL-01' })).toBe('postcodeSearch');
    expect(dealerSearchType({ postcode: '44001', state: 'Erbil', retailer: 'IQ-EBL-01' })).toBe('stateSearch');
    expect(dealerSearchType({ locality: 'Ankawa', retailer: 'IQ-EBL-01' })).toBe('retailerSearch');
    expect(dealerSearchType({ postcode: ' ', locality: ' ', state: '', retailer: '' })).toBe('none');
    expect(dealerSearchType({})).toBe('none');
  });

  it('is postcodeSearch exactly when both postcode and locality have text', () => {
    fc.assert(
      fc.property(fc.record({ postcode: fc.string(), locality: fc.string(), state: fc.string(), retailer: fc.string() }), (input) => {
        const both = input.postcode.trim() !== '' && input.locality.trim() !== '';
        expect(dealerSearchType(input) === 'postcodeSearch').toBe(both);
      }),
    );
  });

  it('selects the dealer codes of a state or a retailer', () => {
    const list = [retailer('A', 'Erbil'), retailer('B', 'Baghdad'), retailer('C', 'erbil ')];
    expect(dealerCodesFor('stateSearch', { state: 'Erbil' }, list)).toEqual(['A', 'C']);
    expect(dealerCodesFor('retailerSearch', { retailer: 'B' }, list)).toEqual(['B']);
    expect(dealerCodesFor('none', {}, list)).toEqual([]);
    expect(retailerStates(list)).toEqual(['Baghdad', 'Erbil', 'erbil ']);
  });
});
