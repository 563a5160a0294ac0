/** The lab's preset of the VIN checker: a VIN with one open recall campaign. */
import { vinCheckerMachine } from '../../../../state-machines/vin-checker/index.js';
import { presetFor } from '../typed.js';

const VIN = 'SALWA2AE1PA123456';

export const preset = presetFor(vinCheckerMachine, {
  input: () => ({}),
  samples: {
    checkVin: {
      vin: VIN,
      affected: true,
      campaigns: [
        { code: 'N123', title: { ku: 'نوێکردنەوەی نەرمەکاڵا', ar: 'تحديث البرنامج', en: 'Software update' }, starts_on: '2026-01-01' },
      ],
    },
  },
  events: { 'vin.change': { value: VIN } },
});
