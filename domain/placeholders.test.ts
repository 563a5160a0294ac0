import { describe, expect, it } from 'vitest';
import { fillI18nextPlaceholders, fillPlaceholders } from './placeholders.js';

describe('placeholders', () => {
  it('fills single-brace gaps and keeps a gap without a value', () => {
    expect(fillPlaceholders('{count} of {total} ({missing})', { count: 3, total: '٥' })).toBe('3 of ٥ ({missing})');
  });

  it('fills i18next gaps and leaves single braces alone', () => {
    expect(fillI18nextPlaceholders('{{name}} {kept} {{gone}}', { name: 'Defender' })).toBe('Defender {kept} {{gone}}');
  });

  it('does not take names from the prototype', () => {
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });
});
