/**
 * The navigation editor's arithmetic, pure: entries (flat, with parent_id and position) as a tree,
 * and every move (up, down, under the entry above, out one level, drag to a place) as the few
 * PUT /cms/api/nav_entries/{id} changes it takes. Positions are renumbered 1, 2, 3… (as the seed numbers them) within the
 * sibling lists a move touches, so the order is exact whatever numbers were stored before.
 */
import type { CmsNavEntry } from '../../domain/contracts/cms.js';

export interface NavNode extends CmsNavEntry {
  children: NavNode[];
  depth: number;
}

export type NavChange = { id: number; parent_id: number | null; position: number };

const byOrder = (a: CmsNavEntry, b: CmsNavEntry) => a.position - b.position || a.id - b.id;

/** The tree in site order; an entry whose parent is missing sits at the top level. */
export function buildNavTree(entries: readonly CmsNavEntry[]): NavNode[] {
  const ids = new Set(entries.map((e) => e.id));
  const childrenOf = (parent: number | null, depth: number): NavNode[] =>
    entries
      .filter((e) => (parent === null ? e.parent_id === null || !ids.has(e.parent_id) : e.parent_id === parent))
      .sort(byOrder)
      .map((e) => ({ ...e, depth, children: childrenOf(e.id, depth + 1) }));
  return childrenOf(null, 0);
}

/** Depth-first, in display order (what the screen lists). */
export function flattenNav(nodes: readonly NavNode[]): NavNode[] {
  return nodes.flatMap((node) => [node, ...flattenNav(node.children)]);
}

/** The entry and every entry under it. */
export function descendantIds(entries: readonly CmsNavEntry[], id: number): number[] {
  const found = [id];
  for (let i = 0; i < found.length; i += 1) found.push(...entries.filter((e) => e.parent_id === found[i]).map((e) => e.id));
  return found;
}

function siblings(entries: readonly CmsNavEntry[], parent: number | null): CmsNavEntry[] {
  const ids = new Set(entries.map((e) => e.id));
  return entries.filter((e) => (parent === null ? e.parent_id === null || !ids.has(e.parent_id) : e.parent_id === parent)).sort(byOrder);
}

function parentOf(entries: readonly CmsNavEntry[], entry: CmsNavEntry): number | null {
  return entry.parent_id !== null && entries.some((e) => e.id === entry.parent_id) ? entry.parent_id : null;
}

/**
 * Puts entry `id` at `index` among the children of `parent` (null: the top level). Answers the
 * changes to send, or null when the move is impossible (into itself or its own children) or
 * changes nothing.
 */
export function placeEntry(entries: readonly CmsNavEntry[], id: number, parent: number | null, index: number): NavChange[] | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  if (parent !== null && descendantIds(entries, id).includes(parent)) return null;
  const from = parentOf(entries, entry);
  const target = siblings(entries, parent).filter((e) => e.id !== id);
  const at = Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, entry);
  const wanted = new Map<number, NavChange>();
  target.forEach((e, index) => wanted.set(e.id, { id: e.id, parent_id: parent, position: index + 1 }));
  if (from !== parent)
    siblings(entries, from)
      .filter((e) => e.id !== id)
      .forEach((e, index) => wanted.set(e.id, { id: e.id, parent_id: from, position: index + 1 }));
  const changes = [...wanted.values()].filter((c) => {
    const before = entries.find((e) => e.id === c.id)!;
    return parentOf(entries, before) !== c.parent_id || before.position !== c.position;
  });
  if (from === parent && siblings(entries, parent).findIndex((e) => e.id === id) === at) return null;
  return changes.length > 0 ? changes : null;
}

function indexAmongSiblings(entries: readonly CmsNavEntry[], entry: CmsNavEntry): number {
  return siblings(entries, parentOf(entries, entry)).findIndex((e) => e.id === entry.id);
}

export function moveUp(entries: readonly CmsNavEntry[], id: number): NavChange[] | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const index = indexAmongSiblings(entries, entry);
  return index > 0 ? placeEntry(entries, id, parentOf(entries, entry), index - 1) : null;
}

export function moveDown(entries: readonly CmsNavEntry[], id: number): NavChange[] | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const parent = parentOf(entries, entry);
  const index = indexAmongSiblings(entries, entry);
  return index < siblings(entries, parent).length - 1 ? placeEntry(entries, id, parent, index + 1) : null;
}

/** Under the sibling above, as its last child. */
export function indent(entries: readonly CmsNavEntry[], id: number): NavChange[] | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const list = siblings(entries, parentOf(entries, entry));
  const above = list[list.findIndex((e) => e.id === id) - 1];
  return above ? placeEntry(entries, id, above.id, Number.MAX_SAFE_INTEGER) : null;
}

/** Out of its parent, right after it. */
export function outdent(entries: readonly CmsNavEntry[], id: number): NavChange[] | null {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return null;
  const parentId = parentOf(entries, entry);
  if (parentId === null) return null;
  const parent = entries.find((e) => e.id === parentId)!;
  return placeEntry(entries, id, parentOf(entries, parent), indexAmongSiblings(entries, parent) + 1);
}

/** A dragged entry dropped on `target`: it takes the target's place (same level), the target moves after it. */
export function dropBefore(entries: readonly CmsNavEntry[], id: number, target: number): NavChange[] | null {
  const targetEntry = entries.find((e) => e.id === target);
  if (!targetEntry || target === id) return null;
  const parent = parentOf(entries, targetEntry);
  const list = siblings(entries, parent).filter((e) => e.id !== id);
  return placeEntry(
    entries,
    id,
    parent,
    list.findIndex((e) => e.id === target),
  );
}

/** The same changes applied locally (the screen shows the new order while the calls run). */
export function applyChanges(entries: readonly CmsNavEntry[], changes: readonly NavChange[]): CmsNavEntry[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  return entries.map((e) => {
    const c = byId.get(e.id);
    return c ? { ...e, parent_id: c.parent_id, position: c.position } : e;
  });
}

/** "internal" for a site address, "external" for http(s) and anything with a scheme. */
export function linkTypeOf(url: string): 'internal' | 'external' {
  return /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) || url.trim().startsWith('//') ? 'external' : 'internal';
}
