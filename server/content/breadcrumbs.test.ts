import { describe, expect, it } from 'vitest';
import { breadcrumbChain, comparablePath } from './breadcrumbs.js';

const entry = (id: number, url: string, parent_id: number | null = null) => ({ id, label: `e${id}`, url, position: id, parent_id });

describe('breadcrumbs', () => {
  it('compares entry URLs and page paths without language segment or trailing slash', () => {
    expect(comparablePath('/ku/about-us/')).toBe('/about-us');
    expect(comparablePath('/en/')).toBe('/');
    expect(comparablePath('about-us?x=1')).toBe('/about-us');
    expect(comparablePath('https://example.com/ku/x')).toBe('https://example.com/ku/x');
  });

  it('walks from the page entry up to the top of the menu', () => {
    const entries = [entry(1, '/ku/'), entry(2, '/ku/models'), entry(3, '/ku/models/defender', 2), entry(4, '/ku/models/defender/110', 3)];
    expect(breadcrumbChain(entries, '/models/defender/110').map((e) => e.id)).toEqual([2, 3, 4]);
    expect(breadcrumbChain(entries, '/nowhere')).toEqual([]);
  });

  it('stops at a parent cycle or a missing parent', () => {
    expect(breadcrumbChain([entry(1, '/ku/a', 2), entry(2, '/ku/b', 1)], '/a').map((e) => e.id)).toEqual([2, 1]);
    expect(breadcrumbChain([entry(1, '/ku/a', 99)], '/a').map((e) => e.id)).toEqual([1]);
  });
});
