import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { stockLocatorOverseasTemplate } from './template.js';

describe('stock_locator_overseas block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(stockLocatorOverseasTemplate.key).toBe('stock_locator_overseas');
    expect(stockLocatorOverseasTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(stockLocatorOverseasTemplate.defaultProps).sort()).toEqual(Object.keys(stockLocatorOverseasTemplate.fields).sort());
    expect(stockLocatorOverseasTemplate.defaultProps).toMatchObject({ load_on: 'ready' });
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('stock_locator_overseas', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('stock_locator_overseas', maxProps(stockLocatorOverseasTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="stock_locator_overseas-max"');
    expect(html).toContain('market="overseas"');
  });
});
