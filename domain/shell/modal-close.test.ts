import { describe, expect, it } from 'vitest';
import { DEFAULT_CLOSE_RULES, mayClose, readCloseRules } from './modal-close.js';

const rules = DEFAULT_CLOSE_RULES;

describe('modal close rules', () => {
  it('the close button always closes unless prevent-close is set', () => {
    expect(mayClose(rules, { reason: 'button' })).toBe(true);
    expect(mayClose({ ...rules, preventClose: true }, { reason: 'button' })).toBe(false);
  });

  it('Escape closes only when allowed', () => {
    expect(mayClose(rules, { reason: 'escape' })).toBe(true);
    expect(mayClose({ ...rules, allowEscape: false }, { reason: 'escape' })).toBe(false);
    expect(mayClose({ ...rules, preventClose: true }, { reason: 'escape' })).toBe(false);
  });

  it('the backdrop closes only when both pointer down and up were on it and backdrop closing is on', () => {
    expect(mayClose(rules, { reason: 'backdrop', downOnBackdrop: true, upOnBackdrop: true })).toBe(true);
    expect(mayClose(rules, { reason: 'backdrop', downOnBackdrop: false, upOnBackdrop: true })).toBe(false);
    expect(mayClose(rules, { reason: 'backdrop', downOnBackdrop: true, upOnBackdrop: false })).toBe(false);
    expect(mayClose({ ...rules, closeOnBackdrop: false }, { reason: 'backdrop', downOnBackdrop: true, upOnBackdrop: true })).toBe(false);
    expect(mayClose({ ...rules, preventClose: true }, { reason: 'backdrop', downOnBackdrop: true, upOnBackdrop: true })).toBe(false);
  });

  it('reads rules from a setting, keeping defaults for anything not a boolean', () => {
    expect(readCloseRules({ allow_escape: false, close_on_backdrop: 'no' })).toEqual({ ...rules, allowEscape: false });
    expect(readCloseRules(null)).toEqual(rules);
  });
});
