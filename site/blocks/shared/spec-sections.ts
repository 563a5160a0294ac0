/** Specification sections JSON: `[{ title, rows: [{ label, value }] }]`; bad input reads as none. */
import { parseJson } from './block-image.js';

export interface SpecSection {
  title: string;
  rows: { label: string; value: string }[];
}

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

export function readSpecSections(json: string): SpecSection[] {
  return parseJson(json, isArray, [])
    .filter(isRecord)
    .map((section) => ({
      title: str(section.title),
      rows: (Array.isArray(section.rows) ? section.rows.filter(isRecord) : [])
        .map((row) => ({ label: str(row.label), value: str(row.value) }))
        .filter((row) => row.label !== ''),
    }))
    .filter((section) => section.title !== '' && section.rows.length > 0);
}
