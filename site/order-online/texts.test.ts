import { describe, expect, it } from 'vitest';
import { ORDER_ONLINE_PAGE_TEXTS } from './texts.js';

describe('order online page texts', () => {
  it('call the VIN "ژمارەی شاسی" (chassis number) in Kurdish', () => {
    expect(ORDER_ONLINE_PAGE_TEXTS.ku.vin).toBe('ژمارەی شاسی');
  });
});
