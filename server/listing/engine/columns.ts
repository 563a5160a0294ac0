/**
 * Column storage of the listing index. String attributes are dictionary-coded (one small integer per
 * row) so a filter is a lookup in a tiny selection table and a facet count is an increment in a
 * counts array; multi-valued attributes use offsets into one flat code array (CSR layout).
 * Code 0 always means "no value" (null or empty) and is never offered as a facet option.
 */
import { grown, lengthFor, withRoom } from './room.js';

export const NO_VALUE = 0;

/** A single-valued dictionary-coded column. */
export interface SingleColumn {
  kind: 'single';
  /** values[code]; values[0] is '' (no value). */
  values: string[];
  codeOf: Map<string, number>;
  /** One code per row. Always Int32Array so the hot loops stay monomorphic. */
  codes: Int32Array;
  /** Codes 1..n in display order (numeric strings by number, others by code unit). */
  displayOrder: Int32Array;
}

/** A multi-valued column: row r holds items[offsets[r] .. offsets[r + 1]). */
export interface MultiColumn {
  kind: 'multi';
  values: string[];
  codeOf: Map<string, number>;
  offsets: Int32Array;
  items: Int32Array;
  /**
   * The same lists as bit sets (bit c = code c) when there are at most MAX_BITSET_CODE codes, as
   * for financing options and engine types: "matches any selected value" is then one AND per row.
   */
  bits: Int32Array | null;
  displayOrder: Int32Array;
}

/** Codes 1..30 fit in bits 1..30 of a positive 32-bit integer. */
export const MAX_BITSET_CODE = 30;

export type CheckboxColumn = SingleColumn | MultiColumn;

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Facet options are listed in this order: numbers by value first, then text by code unit. */
export function compareOptionValues(a: string, b: string): number {
  const an = NUMERIC.test(a);
  const bn = NUMERIC.test(b);
  if (an && bn) return Number(a) - Number(b);
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

class Dictionary {
  readonly values: string[] = [''];
  readonly codeOf = new Map<string, number>();

  code(value: string | null | undefined): number {
    if (value === null || value === undefined || value === '') return NO_VALUE;
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codeOf.set(value, code);
    }
    return code;
  }

  displayOrder(): Int32Array {
    const codes = Array.from({ length: this.values.length - 1 }, (_, i) => i + 1);
    codes.sort((a, b) => compareOptionValues(this.values[a] ?? '', this.values[b] ?? ''));
    return Int32Array.from(codes);
  }
}

/**
 * Builds a single-valued column a row at a time (the build reads each vehicle once for every column:
 * build.ts), rows in ascending order. `expectedRows` sizes the codes; more rows than that grow them
 * (a server counts the vehicles before reading them in chunks, and a few may arrive meanwhile).
 */
export class SingleColumnBuilder {
  private readonly dict = new Dictionary();
  private codes: Int32Array;

  constructor(expectedRows: number) {
    this.codes = withRoom(Int32Array, expectedRows);
  }

  set(row: number, value: string | null): void {
    if (row >= this.codes.length) this.codes = lengthFor(this.codes, row);
    this.codes[row] = this.dict.code(value);
  }

  /** The column of the first `rowCount` rows. */
  done(rowCount: number): SingleColumn {
    const { dict } = this;
    const codes = grown(this.codes, rowCount);
    return { kind: 'single', values: dict.values, codeOf: dict.codeOf, codes, displayOrder: dict.displayOrder() };
  }
}

/**
 * Builds a multi-valued column a row at a time, rows in ascending order. The same array given for
 * rows holding the same text (build.ts does so) is coded once, at its first row, so the dictionary
 * numbers values in the same order as coding every row would.
 */
export class MultiColumnBuilder {
  private readonly dict = new Dictionary();
  private readonly codesOf = new WeakMap<readonly string[], number[]>();
  private readonly lists: number[][];
  private total = 0;

  /** `expectedRows` as for SingleColumnBuilder: more rows are taken as well. */
  constructor(expectedRows: number) {
    this.lists = new Array<number[]>(expectedRows);
  }

  set(row: number, values: readonly string[]): void {
    let codes = this.codesOf.get(values);
    if (codes === undefined) {
      codes = [];
      for (const value of values) {
        const code = this.dict.code(value.trim());
        // A value listed twice on one vehicle must still count once in its facet.
        if (code !== NO_VALUE && !codes.includes(code)) codes.push(code);
      }
      this.codesOf.set(values, codes);
    }
    this.lists[row] = codes;
    this.total += codes.length;
  }

  /** The column of the first `rowCount` rows (every one of them set). */
  done(rowCount: number): MultiColumn {
    const { dict, lists } = this;
    const offsets = withRoom(Int32Array, rowCount + 1);
    const items = withRoom(Int32Array, this.total);
    let at = 0;
    for (let r = 0; r < rowCount; r++) {
      offsets[r] = at;
      for (const code of lists[r] as number[]) items[at++] = code;
    }
    offsets[rowCount] = at;
    let bits: Int32Array | null = null;
    if (dict.values.length - 1 <= MAX_BITSET_CODE) {
      bits = withRoom(Int32Array, rowCount);
      for (let r = 0; r < rowCount; r++) {
        for (let j = offsets[r] as number; j < (offsets[r + 1] as number); j++) bits[r] = (bits[r] as number) | (1 << (items[j] as number));
      }
    }
    return { kind: 'multi', values: dict.values, codeOf: dict.codeOf, offsets, items, bits, displayOrder: dict.displayOrder() };
  }
}

/** A selection table: sel[code] = 1 when the code is among the chosen values (unknown values select nothing). */
export function selectionTable(column: CheckboxColumn, chosen: readonly string[]): Uint8Array {
  const sel = new Uint8Array(column.values.length);
  for (const value of chosen) {
    const code = column.codeOf.get(value);
    if (code !== undefined) sel[code] = 1;
  }
  return sel;
}
