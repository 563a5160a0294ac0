import { describe, expect, it } from 'vitest';
import { vinCheckerBlock } from './vehicle-services-pages.js';
import { DEMO_AFFECTED_VIN, DEMO_UNAFFECTED_VIN } from './vin-campaigns-seed.js';

describe('the seeded VIN checker', () => {
  it('shows visitors no test VIN, in any language', () => {
    for (const language of ['ku', 'ar', 'en'] as const) {
      const text = JSON.stringify(vinCheckerBlock(language).props);
      expect(text).not.toContain(DEMO_AFFECTED_VIN);
      expect(text).not.toContain(DEMO_UNAFFECTED_VIN);
      expect(text).not.toMatch(/[A-HJ-NPR-Z0-9]{17}/);
    }
  });
});
