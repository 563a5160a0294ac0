/**
 * JSON values printed as TypeScript the way prettier prints them with the project's settings
 * (.prettierrc.json: single quotes, width 140, trailing commas), so an exported test file passes
 * `prettier --check` unchanged. Only what exported tests contain: literals and calls whose last
 * argument is an object or array (prettier "hugs" it when the call does not fit on one line).
 */
const WIDTH = 140;
const IDENT = /^[A-Za-z_$][\w$]*$/;

/** A string literal in prettier's choice of quotes (single, unless double needs fewer escapes). */
export function quote(text: string): string {
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  const q = singles > doubles ? '"' : "'";
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(new RegExp(q, 'g'), `\\${q}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `${q}${escaped}${q}`;
}

const key = (name: string) => (IDENT.test(name) ? name : quote(name));

function inline(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return entries.length ? `{ ${entries.map(([k, v]) => `${key(k)}: ${inline(v)}`).join(', ')} }` : '{}';
}

const isBreakable = (value: unknown) =>
  value !== null && typeof value === 'object' && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);

/** The value, broken over lines when it does not fit in `room` columns; `indent` is the current line's indent. */
export function literal(value: unknown, indent: number, room: number): string {
  const flat = inline(value);
  if (flat.length <= room || !isBreakable(value)) return flat;
  const pad = ' '.repeat(indent + 2);
  const inner = WIDTH - indent - 2;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${pad}${literal(item, indent + 2, inner - 1)},\n`).join('')}${' '.repeat(indent)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const lines = entries.map(([k, v]) => `${pad}${key(k)}: ${literal(v, indent + 2, inner - key(k).length - 3)},\n`);
  return `{\n${lines.join('')}${' '.repeat(indent)}}`;
}

/** `<callee>(<args>);` at `indent`, the last argument hugged when the whole does not fit. */
export function call(callee: string, args: unknown[], indent: number, raw: string[] = []): string {
  // `raw` arguments come first and are code (an identifier), the rest are values.
  const flatArgs = [...raw, ...args.map(inline)];
  const flat = `${callee}(${flatArgs.join(', ')});`;
  if (indent + flat.length <= WIDTH || args.length === 0) return flat;
  const head = `${callee}(${[...raw, ...args.slice(0, -1).map(inline)].map((a) => `${a}, `).join('')}`;
  return `${head}${literal(args.at(-1), indent, 0)});`;
}
