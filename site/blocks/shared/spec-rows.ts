/** The specs JSON of the models carousel: `{ name, rows: [{ name, engine, consumption, price, lease }] }`. */
import { parseJson } from './block-image.js';

export interface SpecRow {
  name: string;
  engine: string;
  consumption: string;
  price: string;
  lease: string;
}

export interface SpecTable {
  name: string;
  rows: SpecRow[];
}

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function readSpecTable(json: string): SpecTable {
  const raw = parseJson(json, isRecord, {});
  const rows = Array.isArray(raw.rows) ? raw.rows.filter(isRecord) : [];
  return {
    name: str(raw.name),
    rows: rows.map((row) => ({
      name: str(row.name),
      engine: str(row.engine),
      consumption: str(row.consumption),
      price: str(row.price),
      lease: str(row.lease),
    })),
  };
}
