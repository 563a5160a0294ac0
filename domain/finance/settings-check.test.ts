import { describe, expect, it } from 'vitest';
import { checkInputConfiguration, checkModelsInfo } from './settings-check.js';

const input = (value: unknown) => checkInputConfiguration(JSON.stringify(value));

describe('finance settings an editor may save', () => {
  it('takes the seeded configuration and plain numbers as text', () => {
    expect(
      input({ down_payment: { min: 20, max: 50, default: 20, interval: 5 }, duration: { min: 4, max: 7, default: 4 }, interest_rate: 4.5 }),
    ).toBeNull();
    expect(input({ interest_rate: { min: '0', max: '12', default: '3.5', editable: true } })).toBeNull();
    expect(checkInputConfiguration('')).toBeNull();
  });

  it('refuses each out-of-range value, naming the setting', () => {
    expect(input({ interest_rate: 35 })?.path).toBe('interest_rate');
    expect(input({ interest_rate: 'abc' })?.path).toBe('interest_rate');
    expect(input({ down_payment: { min: 20, max: 150, default: 20 } })?.path).toBe('down_payment.max');
    expect(input({ duration: { min: 1, max: 100, default: 4 } })?.path).toBe('duration.max');
    expect(input({ duration: { min: 5, max: 4 } })?.path).toBe('duration.min');
    expect(input({ balloon: { min: 0, max: 40, default: 30, interval: 0 } })?.path).toBe('balloon.interval');
    expect(input({ interest_rate: 35 })?.message).toBe('interest_rate must be from 0 to 30 % (it is 35)');
    expect(checkInputConfiguration('[1]')?.path).toBe('');
  });

  it('refuses a model price that is not a car’s', () => {
    expect(checkModelsInfo(JSON.stringify([{ nameplate_key: 'defender', price: 95000 }]))).toBeNull();
    expect(checkModelsInfo('[{"nameplate_key":"defender","price":1e308}]')?.path).toBe('[0].price');
    expect(checkModelsInfo(JSON.stringify([{ price: 1 }, { price: 'abc' }]))?.path).toBe('[1].price');
    expect(checkModelsInfo(JSON.stringify([{ price: 0 }]))?.path).toBe('[0].price');
  });
});
