import { describe, expect, it } from 'vitest';
import { footerStrings } from './footer-i18n.js';
import { columnSummary, footerFieldName, groupSummary, initiallyOpen, newColumn, newItem, sectionsOfField } from './footer-model.js';
import { EMPTY_FOOTER } from '../../domain/footer/footer-config.js';

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

describe('collapsible footer sections', () => {
  const row = { heading: 'Models', heading_html_tag: 'h2' as const, items: [newItem(), newItem(), newItem()] };
  it('sums up a column and a group by heading and link count, in the screen language', () => {
    expect(groupSummary(row, footerStrings('en'))).toBe('Models · 3 links');
    expect(columnSummary({ type: 'links', rows: [row, { ...row, heading: 'Owners', items: [newItem()] }] }, footerStrings('en'))).toBe(
      'Models, Owners · 4 links',
    );
    expect(columnSummary(newColumn(), footerStrings('ku'))).toBe('بێ سەردێڕ · 1 بەستەر');
    expect(groupSummary({ ...row, items: [newItem(), newItem()] }, footerStrings('ar'))).toBe('Models · رابطان');
    expect(footerStrings('ar').linkCount(3)).toBe('3 روابط');
    expect(footerStrings('ar').linkCount(11)).toBe('11 رابطًا');
    expect(footerStrings('en').linkCount(1)).toBe('1 link');
  });
  it('opens the first column, and the first group of every column so a column opens onto its links', () => {
    expect(initiallyOpen({ ...EMPTY_FOOTER, columns: [newColumn(), newColumn()] })).toEqual([
      'column-0',
      'column-0-group-0',
      'column-1-group-0',
    ]);
  });
  it('opens the column and group of a refused field, or the list it is in', () => {
    expect(sectionsOfField('configuration.columns[2].rows[1].items[0].url')).toEqual(['column-2', 'column-2-group-1']);
    expect(sectionsOfField('configuration.columns[0]')).toEqual(['column-0']);
    expect(sectionsOfField('configuration.retailers.items[0].label')).toEqual(['retailers']);
    expect(sectionsOfField('configuration.medium_links.heading')).toEqual(['medium-links']);
    expect(sectionsOfField('configuration.search.action')).toEqual([]);
  });
});
