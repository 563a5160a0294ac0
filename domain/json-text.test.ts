import { describe, expect, it } from 'vitest';
import { parseJsonText, readJsonValue } from './json-text.js';

describe('JSON text read the same way everywhere', () => {
  it('reads JSON text, and reads nothing, empty or broken text as null rather than failing', () => {
    expect(parseJsonText('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(parseJsonText('false')).toBe(false);
    for (const nothing of [null, undefined, '', '   ', '{broken', 'undefined']) expect(parseJsonText(nothing)).toBeNull();
  });

  it('reads a setting given as text or already parsed, and a missing one as null', () => {
    expect(readJsonValue('[1,"2"]')).toEqual([1, '2']);
    const parsed = { locations_list: [] };
    expect(readJsonValue(parsed)).toBe(parsed);
    expect(readJsonValue(7)).toBe(7);
    for (const nothing of [undefined, null, '', ' ', '[1,']) expect(readJsonValue(nothing)).toBeNull();
  });
});
