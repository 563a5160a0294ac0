import { describe, expect, it } from 'vitest';
import type { CmsNavEntry } from '../../domain/contracts/cms.js';
import { applyChanges, buildNavTree, dropBefore, flattenNav, indent, linkTypeOf, moveDown, moveUp, outdent } from './nav-tree-model.js';

const entry = (id: number, label: string, position: number, parent_id: number | null = null): CmsNavEntry => ({
  id,
  language: 'ku',
  label,
  url: `/${label}`,
  position,
  parent_id,
});

/** Stock, Models (Defender, Discovery), About: the seeded shape. */
const ENTRIES = [
  entry(1, 'stock', 1),
  entry(2, 'models', 2),
  entry(3, 'defender', 1, 2),
  entry(4, 'discovery', 2, 2),
  entry(5, 'about', 3),
];
const order = (entries: CmsNavEntry[]) => flattenNav(buildNavTree(entries)).map((n) => `${'-'.repeat(n.depth)}${n.label}`);
const after = (changes: ReturnType<typeof moveUp>) => order(applyChanges(ENTRIES, changes ?? []));

describe('navigation tree model', () => {
  it('lists entries in site order with their children under them', () => {
    expect(order(ENTRIES)).toEqual(['stock', 'models', '-defender', '-discovery', 'about']);
  });

  it('moves an entry up and down among its siblings, children travelling with it', () => {
    expect(after(moveUp(ENTRIES, 2))).toEqual(['models', '-defender', '-discovery', 'stock', 'about']);
    expect(after(moveDown(ENTRIES, 3))).toEqual(['stock', 'models', '-discovery', '-defender', 'about']);
    expect(moveUp(ENTRIES, 1)).toBeNull();
    expect(moveDown(ENTRIES, 5)).toBeNull();
  });

  it('puts an entry under the one above, and takes it out again after its parent', () => {
    expect(after(indent(ENTRIES, 5))).toEqual(['stock', 'models', '-defender', '-discovery', '-about']);
    expect(after(outdent(ENTRIES, 3))).toEqual(['stock', 'models', '-discovery', 'defender', 'about']);
    expect(indent(ENTRIES, 1)).toBeNull();
    expect(outdent(ENTRIES, 1)).toBeNull();
  });

  it('drops a dragged entry in the place of the target, across levels, never into its own children', () => {
    expect(after(dropBefore(ENTRIES, 5, 1))).toEqual(['about', 'stock', 'models', '-defender', '-discovery']);
    expect(after(dropBefore(ENTRIES, 1, 4))).toEqual(['models', '-defender', '-stock', '-discovery', 'about']);
    expect(dropBefore(ENTRIES, 2, 3)).toBeNull();
    expect(dropBefore(ENTRIES, 2, 2)).toBeNull();
  });

  it('sends only the entries whose place changed', () => {
    const changes = moveDown(ENTRIES, 3) ?? [];
    expect(changes.map((c) => c.id).sort()).toEqual([3, 4]);
    expect(changes.every((c) => c.parent_id === 2)).toBe(true);
  });

  it('tells site addresses from other websites', () => {
    expect(linkTypeOf('/stock?family=Defender')).toBe('internal');
    expect(linkTypeOf('https://example.com')).toBe('external');
    expect(linkTypeOf('mailto:a@b.c')).toBe('external');
  });
});
