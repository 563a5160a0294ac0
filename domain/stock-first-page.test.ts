import { describe, expect, it } from 'vitest';
import { decodeFilterQuery } from './filter-url-codec.js';
import { firstPageKey, jsonForScript, parseFirstPage, type FirstPageQuery } from './stock-first-page.js';
import { DEFAULT_STOCK_LOCATOR_SETTINGS } from './stock-locator-settings.js';

const query = (search: string, extra: Partial<FirstPageQuery> = {}): FirstPageQuery => ({
  listKey: 'iraq',
  items: 12,
  brandKey: undefined,
  modelKey: undefined,
  dealerCodes: undefined,
  url: decodeFilterQuery(search),
  ...extra,
});

describe('server-rendered first page of the stock locator', () => {
  it('gives the same key for the same question and another for any other filter, page, sort or forced filter', () => {
    expect(firstPageKey(query(''))).toBe(firstPageKey(query('?utm_source=x')));
    expect(firstPageKey(query(''))).toBe(firstPageKey(query('', { brandKey: ' ' })));
    const others = ['?page=2', '?sort=priceAsc', '?states=new'].map((s) => firstPageKey(query(s)));
    others.push(firstPageKey(query('', { brandKey: 'jaguar' })), firstPageKey(query('', { items: 6 })));
    expect(new Set([firstPageKey(query('')), ...others]).size).toBe(6);
  });

  it('embeds JSON a vehicle text cannot break out of, and reads it back unchanged', () => {
    const payload = {
      key: 'k',
      listing: { data: [{ id: 1, type: 'vehicle', attributes: { model: '</script><script>alert(1)</script>\u2028' } }], meta: {} },
      settings: DEFAULT_STOCK_LOCATOR_SETTINGS,
    };
    const text = jsonForScript(payload);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(parseFirstPage(text)).toEqual(payload);
  });

  it('ignores a missing, broken or foreign payload', () => {
    expect(parseFirstPage(null)).toBeUndefined();
    expect(parseFirstPage('{"key":')).toBeUndefined();
    expect(parseFirstPage('{"key":"k","listing":{}}')).toBeUndefined();
  });
});
