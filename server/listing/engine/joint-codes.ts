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
import { grown, withRoom } from './room.js';

/** 4096 Int32 cells = 16 KB: a group's histogram stays in the L1 cache. */
export const MAX_GROUP_CELLS = 4096;

export interface JointMember {
  filter: CheckboxFilter;
  /** Member code = floor(cell / stride) % size. */
  stride: number;
  /** The codes the member has room for: its values and room to spare (roomFor). */
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
  /** The codes the member's cells must reach (needed); its room is given by withRoomIn. */
  size: number;
  bits: boolean;
  codes: Int32Array;
}

/**
 * Codes a member would like room for (docs/listing-api.md, "Index updates"): its dictionary size
 * plus half again (at least 2), so a stock change that brings a value no vehicle had usually finds
 * its code already laid out and sets only the changed rows' cells. A bit set member: one bit more.
 * Codes in the room hold no row, so their cells stay 0 (splitCells skips them).
 */
function roomFor(column: CheckboxColumn): number {
  const values = column.values.length;
  if (column.kind === 'single') return values + Math.max(2, values >>> 1);
  return 2 ** (values + 1) <= MAX_GROUP_CELLS ? 2 ** (values + 1) : 2 ** values;
}

/** The codes a member's cells must reach now: its dictionary size (a bit set: every combination). */
function needed(column: CheckboxColumn): number {
  return column.kind === 'single' ? column.values.length : 2 ** column.values.length;
}

/**
 * Sizes for a group's members: what each needs, then room (towards roomFor) given a code (a bit set:
 * a bit) at a time, member after member, while the group stays within MAX_GROUP_CELLS and twice
 * the cells it needs. The room never makes a group of what the packing by needed sizes did not: the
 * build keeps the same number of groups (one increment per group and row when counting), and the
 * cells at most double (a query copies and splits them all: 2,310 cells at most 4,620 in the demo
 * stock), so a group with no room left is re-packed sooner, which costs one strided pass over its
 * cells of every row. Null when the needed sizes alone do not fit (a group of one member always fits).
 */
function sizesIn(columns: CheckboxColumn[]): number[] | null {
  const sizes = columns.map(needed);
  const targets = columns.map(roomFor);
  let cells = sizes.reduce((a, b) => a * b, 1);
  if (columns.length === 1) return [Math.max(sizes[0] as number, targets[0] as number)];
  if (cells > MAX_GROUP_CELLS) return null;
  const limit = Math.min(MAX_GROUP_CELLS, 2 * cells);
  for (let grew = true; grew;) {
    grew = false;
    columns.forEach((column, i) => {
      const size = sizes[i] as number;
      const next = column.kind === 'single' ? size + 1 : size * 2;
      if (next > (targets[i] as number) || (cells / size) * next > limit) return;
      cells = (cells / size) * next;
      sizes[i] = next;
      grew = true;
    });
  }
  return sizes;
}

function components(checkbox: Record<CheckboxFilter, CheckboxColumn>): { parts: Component[]; ungrouped: CheckboxFilter[] } {
  const parts: Component[] = [];
  const ungrouped: CheckboxFilter[] = [];
  for (const filter of CHECKBOX_KEYS) {
    const column = checkbox[filter];
    if (column.kind === 'single') parts.push({ filter, size: needed(column), bits: false, codes: column.codes });
    // Value codes sit in bits 1..values-1, so a bit set is below 2^values.
    else if (column.bits && 2 ** column.values.length <= MAX_GROUP_CELLS)
      parts.push({ filter, size: needed(column), bits: true, codes: column.bits });
    else ungrouped.push(filter);
  }
  return { parts, ungrouped };
}

/** Greedy packing by needed sizes, smallest first: most small columns end up sharing a few groups. */
function pack<T extends { size: number }>(parts: T[]): T[][] {
  const sorted = [...parts].sort((a, b) => a.size - b.size);
  const grouped: { members: T[]; cells: number }[] = [];
  for (const part of sorted) {
    const last = grouped[grouped.length - 1];
    if (last && last.cells * part.size <= MAX_GROUP_CELLS) {
      last.members.push(part);
      last.cells *= part.size;
    } else grouped.push({ members: [part], cells: part.size });
  }
  return grouped.map((group) => group.members);
}

/** A group of these members with room (sizesIn, which fits them: they were packed to), at `offset`. */
function groupAt(
  members: { filter: CheckboxFilter; bits: boolean }[],
  checkbox: Record<CheckboxFilter, CheckboxColumn>,
  offset: number,
): JointGroup {
  const sizes = sizesIn(members.map((m) => checkbox[m.filter])) as number[];
  let stride = 1;
  const out: JointMember[] = members.map((m, i) => {
    const member = { filter: m.filter, stride, size: sizes[i] as number, bits: m.bits };
    stride *= sizes[i] as number;
    return member;
  });
  return { members: out, offset, cells: stride };
}

/** The groups for the columns as they are, without their codes. */
function layOut(checkbox: Record<CheckboxFilter, CheckboxColumn>): {
  groups: JointGroup[];
  parts: Component[][];
  totalCells: number;
  ungrouped: CheckboxFilter[];
} {
  const { parts, ungrouped } = components(checkbox);
  const packed = pack(parts);
  const groups: JointGroup[] = [];
  let offset = 0;
  for (const members of packed) {
    const group = groupAt(members, checkbox, offset);
    groups.push(group);
    offset += group.cells;
  }
  return { groups, parts: packed, totalCells: offset, ungrouped };
}

/**
 * The groups again after new values (docs/listing-api.md, "Index updates"). A group whose members
 * still fit their room stays as it was, in its place and at its offset, so its rows' cells need no
 * rewrite. A group with a member past its room is laid out again on its own members, with room
 * again, at new cells after the last (its old cells are left as a hole of zeros, until the next
 * build); when they no longer fit one group they are packed into several (the extra ones go last),
 * and a bit set past MAX_GROUP_CELLS leaves the groups. Each new group thus draws from one old
 * group, so a cached base set's cells are sums of its old cells (remapCells), with no pass over
 * its rows. Groups are never merged here; the next build packs every column afresh.
 */
function relayOut(
  old: JointCodes,
  checkbox: Record<CheckboxFilter, CheckboxColumn>,
): { groups: JointGroup[]; totalCells: number; ungrouped: CheckboxFilter[] } {
  const ungrouped = [...old.ungrouped];
  const groups: JointGroup[] = [];
  const extra: JointGroup[] = [];
  let end = old.totalCells;
  const place = (members: JointMember[]): JointGroup => {
    const group = groupAt(members, checkbox, end);
    end += group.cells;
    return group;
  };
  for (const group of old.groups) {
    if (group.members.every((m) => needed(checkbox[m.filter]) <= m.size)) {
      groups.push(group);
      continue;
    }
    const members = group.members.filter((m) => {
      const leaves = m.bits && needed(checkbox[m.filter]) > MAX_GROUP_CELLS;
      if (leaves) ungrouped.push(m.filter);
      return !leaves;
    });
    if (members.length === 0) continue;
    const parts = sizesIn(members.map((m) => checkbox[m.filter]))
      ? [members]
      : pack(members.map((m) => ({ ...m, size: needed(checkbox[m.filter]) })));
    groups.push(place(parts[0] as JointMember[]));
    for (const part of parts.slice(1)) extra.push(place(part));
  }
  return { groups: [...groups, ...extra], totalCells: end, ungrouped };
}

export function buildJointCodes(checkbox: Record<CheckboxFilter, CheckboxColumn>, rowCount: number): JointCodes {
  const { groups, parts, totalCells, ungrouped } = layOut(checkbox);
  const width = groups.length;
  const codes = withRoom(Int32Array, rowCount * width);
  groups.forEach(({ members, offset }, g) => {
    // A member at a time over every row (no call per row: at a million rows this loop was a
    // fifth of the build's last steps, docs/listing-api.md "1,000,000 vehicles, build").
    for (let r = 0; r < rowCount; r++) codes[r * width + g] = offset;
    (parts[g] as Component[]).forEach((part, m) => {
      const { stride } = members[m] as JointMember;
      const memberCodes = part.codes;
      for (let r = 0; r < rowCount; r++) codes[r * width + g] = (codes[r * width + g] as number) + (memberCodes[r] as number) * stride;
    });
  });
  return { groups, codes, totalCells, ungrouped };
}

/** Whether every grouped column's codes still fit its room (no re-pack needed after a new value). */
export function jointFits(joint: JointCodes, checkbox: Record<CheckboxFilter, CheckboxColumn>): boolean {
  return joint.groups.every((group) => group.members.every((m) => needed(checkbox[m.filter]) <= m.size));
}

/** A member's code in a cell of its group (the cell counted from the group's offset). */
const memberCode = (member: JointMember, cell: number): number => Math.floor(cell / member.stride) % member.size;

/**
 * For each new group, what each old group it draws members from adds to a row's cell: table[c] for
 * the old group's cell c (from its offset) is the sum of those members' codes times their new strides.
 */
function links(old: JointCodes, next: JointCodes): { g: number; h: number; table: Int32Array }[] {
  const home = new Map<CheckboxFilter, number>();
  old.groups.forEach((group, h) => group.members.forEach((m) => home.set(m.filter, h)));
  const out: { g: number; h: number; table: Int32Array }[] = [];
  next.groups.forEach((group, g) => {
    const byOld = new Map<number, JointMember[]>();
    for (const member of group.members) {
      // Values are only ever added, so a grouped column was grouped before (a bit set may leave).
      const h = home.get(member.filter) as number;
      byOld.set(h, [...(byOld.get(h) ?? []), member]);
    }
    for (const [h, members] of byOld) {
      const from = old.groups[h] as JointGroup;
      const table = new Int32Array(from.cells);
      for (const member of members) {
        const was = from.members.find((m) => m.filter === member.filter) as JointMember;
        for (let c = 0; c < from.cells; c++) table[c] = (table[c] as number) + memberCode(was, c) * member.stride;
      }
      out.push({ g, h, table });
    }
  });
  return out;
}

/**
 * The joint codes laid out again (relayOut) after a member's room was used up, rows 0..rows-1 taken
 * from their old cells through a table instead of from the columns (docs/listing-api.md, "Index
 * updates"): when every group keeps its place, only the re-laid groups' cells are rewritten, in
 * place; when a group was split (or left), every row's cells are copied once into the new width.
 * Rows past the old codes, and rows whose values changed, are the caller's to set.
 */
export function repackJointCodes(
  old: JointCodes,
  checkbox: Record<CheckboxFilter, CheckboxColumn>,
  rows: number,
  rowCount: number,
): JointCodes {
  const { groups, totalCells, ungrouped } = relayOut(old, checkbox);
  const next: JointCodes = { groups, codes: new Int32Array(0), totalCells, ungrouped };
  const width = groups.length;
  const oldWidth = old.groups.length;
  const span = old.totalCells;
  // relayOut keeps or splits groups, never merges them: each new group draws from one old group,
  // so a row's new cell is one lookup, table[g * old.totalCells + its old cell], offsets included.
  const source = new Int32Array(width);
  const table = new Int32Array(width * span);
  for (const { g, h, table: part } of links(old, next)) {
    source[g] = h;
    const { offset } = old.groups[h] as JointGroup;
    for (let c = 0; c < part.length; c++) table[g * span + offset + c] = (groups[g] as JointGroup).offset + (part[c] as number);
  }
  if (width === oldWidth && groups.every((_, g) => source[g] === g)) {
    // Every group in its old place: only the re-laid ones' cells are rewritten, in place (one
    // strided pass per group; the kept groups' cells stay as they are).
    const codes = grown(old.codes, rowCount * width);
    groups.forEach((group, g) => {
      if (group === old.groups[g]) return;
      for (let r = 0, at = g; r < rows; r++, at += width) codes[at] = table[g * span + (codes[at] as number)] as number;
    });
    next.codes = codes;
    return next;
  }
  const codes = withRoom(Int32Array, rowCount * width);
  const from = old.codes;
  for (let r = 0; r < rows; r++) {
    for (let g = 0; g < width; g++)
      codes[r * width + g] = table[g * span + (from[r * oldWidth + (source[g] as number)] as number)] as number;
  }
  next.codes = codes;
  return next;
}

/**
 * A base set's cells in the new layout, from its cells in the old one: possible when every new
 * group draws its members from one old group (its cells are then sums of the old group's). Null
 * when a new group joins members of several old groups (their joint counts are not in the cells).
 */
export function remapCells(old: JointCodes, next: JointCodes, cells: Int32Array): Int32Array | null {
  const pairs = links(old, next);
  if (new Set(pairs.map((p) => p.g)).size !== pairs.length) return null;
  const out = new Int32Array(next.totalCells);
  for (const { g, h, table } of pairs) {
    const to = (next.groups[g] as JointGroup).offset;
    const { offset, cells: n } = old.groups[h] as JointGroup;
    for (let c = 0; c < n; c++) {
      const count = cells[offset + c] as number;
      if (count !== 0) out[to + (table[c] as number)] = (out[to + (table[c] as number)] as number) + count;
    }
  }
  return out;
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
        const code = memberCode(m, c);
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
