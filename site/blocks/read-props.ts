/**
 * Stored block props are whatever an editor (or an old template version) saved. Each value is
 * checked against its field's type; anything missing or of the wrong kind takes the default,
 * so a renderer can trust its props. A URL (a link's url, an image's src, a `url: true` text) the
 * stored-URL rule refuses (domain/safe-url.ts; saved before the rule existed) is read as empty.
 */
import { safeHref } from '../../domain/safe-url.js';
import type { BlockProps, BlockTemplate, Field } from './types.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function readValue(field: Field, value: unknown, fallback: unknown): unknown {
  switch (field.type) {
    case 'string':
      if (field.url) return typeof value === 'string' ? (value.trim() === '' ? value : (safeHref(value) ?? '')) : fallback;
      return typeof value === 'string' ? value : fallback;
    case 'icon':
    case 'text':
    case 'markdown':
      return typeof value === 'string' ? value : fallback;
    case 'select':
      return typeof value === 'string' && field.options.some((option) => option.value === value) ? value : fallback;
    case 'bool':
      return typeof value === 'boolean'
        ? value
        : value === 1 || value === '1' || value === 'true'
          ? true
          : value === 0 || value === '0' || value === 'false'
            ? false
            : fallback;
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
    }
    case 'image': {
      if (!isRecord(value)) return fallback;
      const base = isRecord(fallback) ? fallback : {};
      return {
        src: typeof value.src === 'string' ? (value.src.trim() === '' ? value.src : (safeHref(value.src) ?? '')) : (base.src ?? ''),
        alt: typeof value.alt === 'string' ? value.alt : (base.alt ?? ''),
      };
    }
    case 'link':
      if (!isRecord(value)) return fallback;
      return typeof value.url === 'string' && value.url.trim() !== '' ? { ...value, url: safeHref(value.url) ?? '' } : value;
    case 'array':
      if (!Array.isArray(value)) return fallback;
      return value
        .filter(isRecord)
        .slice(0, field.max)
        .map((item) => readRecord(field.arrayFields, item, field.defaultItemProps));
  }
}

function readRecord(
  fields: Record<string, Field>,
  raw: Record<string, unknown>,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) result[name] = readValue(field, raw[name], defaults[name]);
  return result;
}

export function readProps<P extends BlockProps>(template: BlockTemplate<P>, raw: Record<string, unknown>): P {
  // Every key of P has a field, and readValue keeps each field's type, so the record is a P.
  return readRecord(
    template.fields as Record<string, Field>,
    raw,
    template.defaultProps as unknown as Record<string, unknown>,
  ) as unknown as P;
}
