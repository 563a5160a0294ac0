import { describe, expect, it } from 'vitest';
import { modelOption } from './model-option.js';

const OPTIONS = ['Defender', 'Range Rover', 'Range Rover Sport', 'Range Rover Velar'].map((value) => ({ value, label: value }));

describe('the model option of the vehicle being viewed', () => {
  it('matches the series exactly, whatever the letter case', () => {
    expect(modelOption(OPTIONS, 'Range Rover Sport')).toBe('Range Rover Sport');
    expect(modelOption(OPTIONS, 'DEFENDER')).toBe('Defender');
  });

  it('takes the longest option the model begins with as whole words', () => {
    expect(modelOption(OPTIONS, 'Range Rover Sport P400')).toBe('Range Rover Sport');
    expect(modelOption(OPTIONS, 'Range Rover SV')).toBe('Range Rover');
    expect(modelOption(OPTIONS, 'Defenders')).toBeNull();
  });

  it('leaves the choice to the visitor without a model or a match', () => {
    expect(modelOption(OPTIONS, undefined)).toBeNull();
    expect(modelOption(OPTIONS, ' ')).toBeNull();
    expect(modelOption(OPTIONS, 'Discovery')).toBeNull();
  });
});
