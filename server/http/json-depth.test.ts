import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from './json-depth.js';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonDepthExceeds', () => {
  it('allows the bound and refuses one level more, for arrays and objects', () => {
    expect(jsonDepthExceeds(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(arrays(100_000))).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    const wide = `[${Array.from({ length: 1000 }, () => arrays(MAX_JSON_DEPTH - 1)).join(',')}]`;
    expect(jsonDepthExceeds(wide)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: `\\"${'{'.repeat(1000)}` }))).toBe(false);
    expect(jsonDepthExceeds(`{"a\\"[[[": ${arrays(MAX_JSON_DEPTH)}}`)).toBe(true);
  });
});
