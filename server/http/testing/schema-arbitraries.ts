/**
 * fast-check arbitraries from the JSON schemas of an OpenAPI document: `validValue` draws values a
 * schema accepts (bounded in size so a run stays quick), `hostileValue` the inputs that have broken
 * servers before: NUL characters, integers past 32 bits, Infinity, -0, very long strings, broken
 * percent-encodings, wrong types.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/** Stands for a JSON number token that JSON.stringify cannot write (1e400 parses as Infinity). */
export const RAW_INFINITY = '\u0001RAW_INFINITY\u0001';

export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'Infinity',
  '-Infinity',
  'NaN',
  '-0',
  '0',
  '-1',
  '1.5',
  '1e400',
  '0x10',
  ' 1',
  '',
  ' ',
  '١٢٣',
  '%E0%A4%A',
  '%',
  '%00',
  '../../etc/passwd',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  'x'.repeat(600),
  'ک'.repeat(3000),
  '\ud800',
  'true',
  'null',
  '[]',
  '{}',
];

const HOSTILE_JSON: unknown[] = [
  2147483648,
  -2147483649,
  9007199254740993,
  1e300,
  RAW_INFINITY,
  -0,
  0,
  -1,
  1.5,
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { a: '\u0000' },
  '\u0000',
  'x'.repeat(5000),
];

export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 20, unit: 'binary' }));
}

export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.constantFrom(...HOSTILE_JSON), hostileString());
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'string': {
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
      if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length <= (num(schema.maxLength) ?? 254));
      const minLength = num(schema.minLength) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxLength) ?? 30, 30));
      return fc.string({ minLength, maxLength });
    }
    case 'integer': {
      const min = num(schema.minimum) ?? -1000;
      return fc.integer({ min, max: Math.min(num(schema.maximum) ?? min + 100_000, 2 ** 31 - 1) });
    }
    case 'number': {
      const min = num(schema.minimum) ?? num(schema.exclusiveMinimum) ?? -1000;
      const max = num(schema.maximum) ?? min + 100_000;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: schema.exclusiveMinimum !== undefined });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = num(schema.minItems) ?? 0;
      return fc.array(validValue(items, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(num(schema.maxItems) ?? 3, 3)) });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      const required = (schema.required as string[] | undefined) ?? [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, member] of Object.entries(properties)) model[key] = validValue(member, depth + 1);
      const record = fc.record(model, { requiredKeys: required.filter((key) => key in model) });
      // Free-form objects (metadata, lead attributes) get a few members of their own.
      if (schema.additionalProperties === true && depth < 3) {
        return fc
          .tuple(
            record,
            fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 2 }),
          )
          .map(([known, extra]) => ({ ...extra, ...known }));
      }
      return record;
    }
    default:
      // Undocumented shape (a query parameter described only in words): short text or a number.
      return fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 200 }).map(String));
  }
}

/** Every path (list of keys) to a member of a JSON value, for replacing one of them. */
export function memberPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  const below = entries.flatMap(([key, member]) => memberPaths(member, [...prefix, key]));
  return [prefix, ...below];
}

/** A copy of `value` with the member at `path` replaced (the whole value for the empty path). */
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** JSON text, writing RAW_INFINITY as a number token no JSON encoder would produce. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replaceAll(JSON.stringify(RAW_INFINITY), '1e400');
}
