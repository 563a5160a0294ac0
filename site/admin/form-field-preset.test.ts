import { describe, expect, it } from 'vitest';
import type { FormField } from '../../domain/contracts/forms.js';
import { presetSourceOf, withPresetSource } from './form-field-preset.js';

const retailer: FormField = {
  key: 'retailer',
  type: 'select',
  label: 'Retailer',
  options: [
    { value: 'IQ-EBL-01', label: 'Erbil' },
    { value: 'IQ-BGD-01', label: 'Baghdad' },
  ],
};

describe('form builder preset source', () => {
  it('gives a select the retailer preset in the shape the public form reads (hidden.source, as the seeded retailer select)', () => {
    const field = withPresetSource(retailer, 'retailer');
    expect(field).toEqual({ ...retailer, hidden: { source: 'retailer' } });
    expect(presetSourceOf(field)).toBe('retailer');
  });

  it('removes the source with none, keeps a mapping or UTM name only where it is used', () => {
    const fromCampaign = withPresetSource({ ...retailer, hidden: { source: 'mapping', name: 'dealer' } }, 'utm');
    expect(fromCampaign.hidden).toEqual({ source: 'utm', name: 'dealer' });
    expect(withPresetSource(fromCampaign, 'vehicle').hidden).toEqual({ source: 'vehicle' });
    const none = withPresetSource(fromCampaign, '');
    expect('hidden' in none).toBe(false);
    expect(presetSourceOf(none)).toBe('');
  });

  it('has no preset source on other types', () => {
    expect(presetSourceOf({ key: 'name', type: 'text', label: 'Name', hidden: { source: 'retailer' } })).toBe('');
  });
});
