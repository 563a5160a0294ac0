import { describe, expect, it } from 'vitest';
import { fieldCell, phoneCell, safeCell } from './lead-exports.js';

describe('lead export cells', () => {
  it('keeps a phone number as text, with its + and leading 0', () => {
    expect(phoneCell('+9647501234567')).toBe('="+9647501234567"');
    expect(phoneCell('07501234567')).toBe('="07501234567"');
    expect(fieldCell({ type: 'phone' }, '+9647501234567')).toBe('="+9647501234567"');
  });

  it('writes nothing else of a phone field as a formula', () => {
    expect(phoneCell('=HYPERLINK("x")')).toBe(safeCell('=HYPERLINK("x")'));
    expect(phoneCell('+1 "x"')).toBe(`'+1 "x"`);
    expect(fieldCell({ type: 'text' }, '+9647501234567')).toBe('+9647501234567');
  });
});
