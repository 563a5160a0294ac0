import { describe, expect, it } from 'vitest';
import ku from './ku.js';

describe('order online Kurdish texts', () => {
  it('call the VIN "ژمارەی شاسی" (chassis number)', () => {
    expect(ku.vin).toBe('ژمارەی شاسی');
  });
});
