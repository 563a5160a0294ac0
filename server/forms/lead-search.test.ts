import { describe, expect, it } from 'vitest';
import { containsPattern, foldQuery, searchTextOf } from './lead-search.js';

describe('lead search folding', () => {
  // The letter rules themselves: domain/text-fold.test.ts.
  it('stores and searches the letters folded the same way as the retailer locator', () => {
    expect(searchTextOf({ city: 'السليمانية', name: 'كريم' })).toBe('السلیمانیە\nکریم');
    expect(searchTextOf({ city: 'السليمانية' })).toContain(foldQuery('سلیمانیە'));
  });

  it('finds an E.164 phone by its national form and by digits typed with separators', () => {
    const text = searchTextOf({ first_name: 'Ahmed', phone: '+9647501234567', privacy: true, tags: ['A', 'B'] });
    expect(text.split('\n')).toEqual(['ahmed', '+9647501234567', '07501234567', 'true', 'a', 'b']);
    expect(text).toContain(foldQuery('٠٧٥٠ ١٢٣ ٤٥٦٧'));
    expect(text).toContain(foldQuery('0750-123-4567'));
    expect(text).toContain(foldQuery('+964 750 123'));
    // Words keep their spaces: only a query made of number characters drops them.
    expect(foldQuery('  Ahmed   Karim ')).toBe('ahmed karim');
  });

  it("matches the query's LIKE wildcards literally", () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
