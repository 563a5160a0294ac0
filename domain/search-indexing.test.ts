import { describe, expect, it } from 'vitest';
import { isIndexedPagePath } from './search-indexing.js';

describe('isIndexedPagePath', () => {
  it('keeps the QA page out of search engines, with or without a trailing slash', () => {
    expect(isIndexedPagePath('/blocks')).toBe(false);
    expect(isIndexedPagePath('/blocks/')).toBe(false);
  });
  it('indexes content pages, the home page and paths that only start like the QA page', () => {
    expect(isIndexedPagePath('/')).toBe(true);
    expect(isIndexedPagePath('/about-us')).toBe(true);
    expect(isIndexedPagePath('/blocks-of-flats')).toBe(true);
  });
});
