import { describe, expect, it } from 'vitest';
import type { FormField } from '../../domain/contracts/forms.js';
import { presetValues } from './hidden-values.js';

const MODEL: FormField = {
  key: 'model',
  type: 'select',
  label: 'Model',
  options: ['Defender', 'Range Rover', 'Range Rover Sport'].map((value) => ({ value, label: value })),
};
const RETAILER: FormField = {
  key: 'retailer',
  type: 'select',
  label: 'Retailer',
  hidden: { source: 'retailer' },
  options: [{ value: 'IQ-BGD-01', label: 'Baghdad' }],
};

describe('a form opened from a vehicle page', () => {
  it('starts at the vehicle’s model and its retailer', () => {
    const sources = { mapping: {}, cookie: '', vehicleId: '7', retailerId: 'IQ-BGD-01', vehicleModel: 'Range Rover Sport' };
    expect(presetValues([MODEL, RETAILER], sources)).toEqual({ model: 'Range Rover Sport', retailer: 'IQ-BGD-01' });
  });

  it('leaves the model to the visitor when it is not among the options or not given', () => {
    expect(presetValues([MODEL], { mapping: {}, cookie: '', vehicleModel: 'Discovery' })).toEqual({});
    expect(presetValues([MODEL], { mapping: {}, cookie: '' })).toEqual({});
  });
});
