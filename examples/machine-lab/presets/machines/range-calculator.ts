/** The lab's preset of the range calculator: the demo range data (domain/range-calculator/demo.ts). */
import { rangeCalculatorMachine } from '../../../../state-machines/range-calculator/index.js';
import { DEMO_RANGE_DATA } from '../../../../domain/range-calculator/index.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(rangeCalculatorMachine, {
  input: () => ({ url: '/api/range-calculator/demo/ranges.json', unit: 'km' as const }),
  samples: { loadRanges: DEMO_RANGE_DATA },
  events: {
    'car.select': { key: 'range_rover_sport', engine: 'p460e', wheel: '21' },
    'engine.select': { key: 'p550e' },
    'wheel.select': { key: '23' },
    'unit.select': { unit: 'mile' },
  },
});
