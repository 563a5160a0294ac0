import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../editor-kit/api-client.js';
import { ancestorsOf, buildPageTree, copyPath, normalisePath } from './page-tree-model.js';

const page = (id: number, path: string): PageSummary => ({
  id,
  language: 'ku',
  path,
  title: path,
  state: 'published',
  has_draft: false,
  version: 1,
  publish_at: null,
  unpublish_at: null,
  published_at: null,
  updated_at: '2026-01-01T00:00:00Z',
  needs_translation: false,
  translations: [],
  missing_languages: [],
});

describe('page tree', () => {
  it('nests pages under the nearest page of an ancestor path, in path order', () => {
    const tree = buildPageTree([page(4, '/about/team/kurdistan'), page(1, '/'), page(3, '/offers'), page(2, '/about'), page(5, '/x/y')]);
    const shape = (nodes: ReturnType<typeof buildPageTree>): unknown => nodes.map((n) => [n.page.path, shape(n.children)]);
    expect(shape(tree)).toEqual([
      ['/', []],
      ['/about', [['/about/team/kurdistan', []]]],
      ['/offers', []],
      ['/x/y', []],
    ]);
  });

  it('lists ancestors nearest first', () => {
    expect(ancestorsOf('/a/b/c')).toEqual(['/a/b', '/a']);
    expect(ancestorsOf('/')).toEqual([]);
  });

  it('normalises typed paths and finds a free path for a copy', () => {
    expect(normalisePath(' about us/ ')).toBe('/about-us');
    expect(normalisePath('/')).toBe('/');
    expect(copyPath('/offers', new Set(['/offers']))).toBe('/offers-copy');
    expect(copyPath('/offers', new Set(['/offers', '/offers-copy', '/offers-copy-2']))).toBe('/offers-copy-3');
    expect(copyPath('/', new Set())).toBe('/home-copy');
  });
});
