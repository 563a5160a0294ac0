import { describe, expect, it } from 'vitest';
import { inMemoryVehicleRows } from '../../../bench/in-memory-stock.js';
import { ColumnsBuilder, buildColumnSteps, runSteps, type IndexedVehicleRow } from './build.js';
import type { IndexColumns } from './types.js';

const rows = inMemoryVehicleRows(1_200);
const fromRows = runSteps(buildColumnSteps(rows));

function built(expectedRows: number, input: readonly IndexedVehicleRow[] = rows): IndexColumns {
  const builder = new ColumnsBuilder(expectedRows);
  for (const row of input) builder.add(row);
  return runSteps(builder.finish());
}

describe('ColumnsBuilder (the build a vehicle at a time, as a server reads them in chunks)', () => {
  it('gives the columns of a build from every row whatever row count it expected (fewer rows, more, none)', () => {
    for (const expected of [0, 1, 1_100, 1_200, 2_000]) {
      const columns = built(expected);
      expect(columns.rowCount).toBe(rows.length);
      expect(columns).toEqual(fromRows);
    }
  });

  it('keeps room to spare beyond the rows for new vehicles when it grew', () => {
    const columns = built(10);
    expect(columns.ids.length).toBe(rows.length);
    expect(columns.ids.buffer.byteLength).toBeGreaterThan(rows.length * 8);
    const models = columns.checkbox.models;
    expect(models.kind === 'single' ? models.codes.buffer.byteLength : 0).toBeGreaterThan(rows.length * 4);
  });

  it('refuses a vehicle whose id is below the one before (row order is id order)', () => {
    const builder = new ColumnsBuilder(2);
    builder.add(rows[1] as IndexedVehicleRow);
    expect(() => builder.add(rows[0] as IndexedVehicleRow)).toThrow(/ascending id order/);
  });

  it('builds an empty index from no vehicles', () => {
    const columns = built(0, []);
    expect(columns.rowCount).toBe(0);
    expect(columns.keywords.vins).toEqual([]);
  });
});
