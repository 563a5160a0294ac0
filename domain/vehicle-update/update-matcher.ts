/**
 * Select-vehicle-to-update (catalogue, "Select vehicle to update"): the block's `subblocks_mapper`
 * JSON read defensively, and the matching of the chosen parent (a model) and child (a model year)
 * to the result groups. Pure: the widget and the block's server-rendered fallback share it.
 *
 * subblocks_mapper = {
 *   "dropdowns": [{ "label": "Defender", "key": "defender", "children": ["2021", "2022"] }],
 *   "subblocks_groups": [{ "key": "pivi-pro", "match_dropdowns": [{ "parent_key": "defender", "child_key": ["2021"] }] }]
 * }
 * Children may also be `{ "label", "key" }`. An empty `child_key` list matches every child of the
 * parent. Choosing no parent ("all") matches every group; a parent without a child matches every
 * group listing that parent.
 */
import { parseJsonText } from '../json-text.js';
export interface UpdateOption {
  key: string;
  label: string;
}

export interface UpdateParent extends UpdateOption {
  children: UpdateOption[];
}

export interface UpdateGroupMatch {
  parentKey: string;
  /** Empty: every child of the parent. */
  childKeys: string[];
}

export interface UpdateGroupRule {
  key: string;
  matches: UpdateGroupMatch[];
}

export interface UpdateMapper {
  parents: UpdateParent[];
  groups: UpdateGroupRule[];
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function optionOf(value: unknown): UpdateOption | null {
  const plain = str(value);
  if (plain) return { key: plain, label: plain };
  const r = record(value);
  const key = str(r?.key) || str(r?.value);
  return key ? { key, label: str(r?.label) || key } : null;
}

/** The mapper from the block's JSON (text or parsed); anything unusable is left out. */
export function readUpdateMapper(json: unknown): UpdateMapper {
  const value = typeof json === 'string' ? parseJsonText(json) : json;
  const root = record(value) ?? {};
  const parents: UpdateParent[] = [];
  for (const item of list(root.dropdowns)) {
    const r = record(item);
    const key = str(r?.key);
    if (!key || parents.some((p) => p.key === key)) continue;
    const children = list(r?.children)
      .map(optionOf)
      .filter((c): c is UpdateOption => c !== null);
    parents.push({ key, label: str(r?.label) || key, children });
  }
  const groups: UpdateGroupRule[] = [];
  for (const item of list(root.subblocks_groups)) {
    const r = record(item);
    const key = str(r?.key);
    if (!key) continue;
    const matches = list(r?.match_dropdowns).flatMap((m) => {
      const mr = record(m);
      const parentKey = str(mr?.parent_key);
      if (!parentKey) return [];
      const raw = mr?.child_key;
      const childKeys = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(str).filter(Boolean);
      return [{ parentKey, childKeys }];
    });
    groups.push({ key, matches });
  }
  return { parents, groups };
}

/** The keys of the groups for a choice ('' = all), in the mapper's order. */
export function matchingGroupKeys(mapper: UpdateMapper, parentKey: string, childKey: string): string[] {
  return mapper.groups
    .filter((group) =>
      parentKey === ''
        ? true
        : group.matches.some(
            (m) => m.parentKey === parentKey && (childKey === '' || m.childKeys.length === 0 || m.childKeys.includes(childKey)),
          ),
    )
    .map((group) => group.key);
}

/** `result_text_label` with {amount}, {parent} and {child} filled in (each as often as it appears). */
export function fillResultLabel(template: string, values: { amount: string; parent: string; child: string }): string {
  return template.replace(/\{(amount|parent|child)\}/g, (_, name: 'amount' | 'parent' | 'child') => values[name]);
}
