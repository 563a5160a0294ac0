/** The lab's preset of the finance calculator: two models, hire purchase with and without a balloon, vehicle 42 of the Iraq listing. */
import { financeCalculatorMachine } from '../../../../state-machines/finance-calculator/index.js';
import { SAMPLE_FINANCE_INPUT, SAMPLE_FINANCE_VEHICLE } from '../../../../state-machines/testing/samples.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(financeCalculatorMachine, {
  input: () => ({ ...SAMPLE_FINANCE_INPUT }),
  samples: { fetchVehicle: SAMPLE_FINANCE_VEHICLE },
  events: {
    'product.select': { index: 1 },
    'model.select': { index: 1 },
    'downPayment.change': { value: 20000 },
    'duration.change': { value: 48 },
    'rate.change': { value: 5.5 },
    'balloon.change': { value: 10000 },
  },
});
