/**
 * Joint codes: small checkbox columns combined into one code per row, so counting N facets over a
 * row list costs one increment per group instead of one per facet (increments into a histogram are
 * the engine's most expensive operation). A group's histogram ("cells", at most MAX_GROUP_CELLS) is
 * then split back into each member's counts. A multi-valued column joins as its bit set (one cell
 * per combination of values). Columns too big for any group keep their own one-member group.
 */
import type { CheckboxFilter } from '../../../domain/listing-query.js';
import type { CheckboxColumn } from './columns.js';
import { CHECKBOX_KEYS } from './filter-bits.js';
import { withRoom } from './room.js';

/** 4096 Int32 cells = 16 KB: a group's histogram stays in the L1 cache. */
export const MAX_GROUP_CELLS = 4096;

export interface JointMember {
  filter: CheckboxFilter;
  /** Member code = floor(cell / stride) % size. */
  stride: number;
  size: number;
  /** The member code is a bit set of value codes (a multi-valued column). */
  bits: boolean;
}

export interface JointGroup {
  members: JointMember[];
  /** Where the group's cells start in the flat cells array. */
  offset: number;
  cells: number;
}

export interface JointCodes {
  groups: JointGroup[];
  /** codes[row * groups.length + g]: the row's cell in the flat cells array (group offset included). */
  codes: Int32Array;
  totalCells: number;
  /** Multi-valued columns with too many values for a bit set: counted on their own (facet-counts.ts). */
  ungrouped: CheckboxFilter[];
}

interface Component {
  filter: CheckboxFilter;
  size: number;
  bits: boolean;
  codes: Int32Array;
}

function components(checkbox: Record<CheckboxFilter, CheckboxColumn>): { parts: Component[]; ungrouped: CheckboxFilter[] } {
  const parts: Component[] = [];
  const ungrouped: CheckboxFilter[] = [];
  for (const filter of CHECKBOX_KEYS) {
    const column = checkbox[filter];
    if (column.kind === 'single') parts.push({ filter, size: column.values.length, bits: false, codes: column.codes });
    // Value codes sit in bits 1..values-1, so a bit set is below 2^values.
    else if (column.bits && 2 ** column.values.length <= MAX_GROUP_CELLS)
      parts.push({ filter, size: 2 ** column.values.length, bits: true, codes: column.bits });
    else ungrouped.push(filter);
  }
  return { parts, ungrouped };
}

export function buildJointCodes(checkbox: Record<CheckboxFilter, CheckboxColumn>, rowCount: number): JointCodes {
  const { parts, ungrouped } = components(checkbox);
  // Greedy packing, smallest first: most small columns end up sharing a few groups.
  parts.sort((a, b) => a.size - b.size);
  const grouped: { members: Component[]; cells: number }[] = [];
  for (const part of parts) {
    const last = grouped[grouped.length - 1];
    if (last && last.cells * part.size <= MAX_GROUP_CELLS) {
      last.members.push(part);
      last.cells *= part.size;
    } else grouped.push({ members: [part], cells: part.size });
  }
  const width = grouped.length;
  const codes = withRoom(Int32Array, rowCount * width);
  const groups: JointGroup[] = [];
  let offset = 0;
  grouped.forEach((group, g) => {
    let stride = 1;
    const members: JointMember[] = group.members.map((part) => {
      const member = { filter: part.filter, stride, size: part.size, bits: part.bits };
      stride *= part.size;
      return member;
    });
    // A member at a time over every row (no call per row: at a million rows this loop was a
    // fifth of the build's last steps, docs/listing-api.md "1,000,000 vehicles, build").
    for (let r = 0; r < rowCount; r++) codes[r * width + g] = offset;
    group.members.forEach((part, m) => {
      const { stride } = members[m] as JointMember;
      const memberCodes = part.codes;
      for (let r = 0; r < rowCount; r++) codes[r * width + g] = (codes[r * width + g] as number) + (memberCodes[r] as number) * stride;
    });
    groups.push({ members, offset, cells: group.cells });
    offset += group.cells;
  });
  return { groups, codes, totalCells: offset, ungrouped };
}

/** Adds delta to the cells of every listed row (one increment per group and row). */
export function tallyCells(joint: JointCodes, rows: Int32Array, len: number, cells: Int32Array, delta: number): void {
  const width = joint.groups.length;
  const codes = joint.codes;
  for (let i = 0; i < len; i++) {
    const block = (rows[i] as number) * width;
    for (let g = 0; g < width; g++) {
      const at = codes[block + g] as number;
      cells[at] = (cells[at] as number) + delta;
    }
  }
}

/** Splits the cells back into per-filter counts (indexed by value code). */
export function splitCells(
  joint: JointCodes,
  cells: Int32Array,
  valueCounts: (filter: CheckboxFilter) => number,
): Map<CheckboxFilter, Int32Array> {
  const out = new Map<CheckboxFilter, Int32Array>();
  for (const group of joint.groups) {
    const targets = group.members.map((m) => {
      const counts = new Int32Array(valueCounts(m.filter));
      out.set(m.filter, counts);
      return counts;
    });
    for (let c = 0; c < group.cells; c++) {
      const count = cells[group.offset + c] as number;
      if (count === 0) continue;
      group.members.forEach((m, i) => {
        const code = Math.floor(c / m.stride) % m.size;
        const counts = targets[i] as Int32Array;
        if (!m.bits) counts[code] = (counts[code] as number) + count;
        else
          for (let b = code; b !== 0; b &= b - 1) {
            const value = 31 - Math.clz32(b & -b);
            counts[value] = (counts[value] as number) + count;
          }
      });
    }
  }
  return out;
}
