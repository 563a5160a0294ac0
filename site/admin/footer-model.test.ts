import { describe, expect, it } from 'vitest';
import { footerStrings } from './footer-i18n.js';
import { footerFieldName } from './footer-model.js';

describe('footerFieldName', () => {
  it('names a link of a column the way the screen shows it', () => {
    expect(footerFieldName('configuration.columns[0].rows[1].items[2].url', footerStrings('en'))).toBe(
      'Column 1 › Group 2 › Link 3 › Address',
    );
    expect(footerFieldName('configuration.columns[0].rows[1].items[2].url', footerStrings('ku'))).toBe(
      'ستوونی 1 › کۆمەڵەی 2 › بەستەری 3 › ناونیشان',
    );
  });
  it('names the search and the lists', () => {
    expect(footerFieldName('configuration.search.action', footerStrings('en'))).toBe('Search bar › Search page');
    expect(footerFieldName('configuration.retailers.items[0].label', footerStrings('ar'))).toBe('الوكلاء › الرابط 1 › النص');
  });
});
