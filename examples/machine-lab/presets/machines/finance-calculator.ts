/** The lab's preset of the finance calculator: two models, hire purchase with and without a balloon, vehicle 42 of the Iraq listing. */
import { financeCalculatorMachine } from '../../../../state-machines/finance-calculator/index.js';
import { parseCalculatorConfig } from '../../../../domain/finance/index.js';
import { presetFor } from '../typed.js';

const CONFIG = parseCalculatorConfig({
  models_info: [
    { nameplate_key: 'defender', name: 'Defender', price: 100000 },
    { nameplate_key: 'range_rover', name: 'Range Rover', price: 200000 },
  ],
  groups: [
    { finance_product: 'hire_purchase', name: 'Hire purchase', input_configuration: { interest_rate: 6 } },
    {
      finance_product: 'hire_purchase_balloon',
      name: 'Balloon',
      input_configuration: { interest_rate: { min: 0, max: 10, default: 5, interval: 0.5, editable: true }, duration: { default: 5 } },
    },
  ],
});

export const preset = presetFor(financeCalculatorMachine, {
  input: () => ({ config: CONFIG, listKey: 'iraq', vehicleId: '42' }),
  samples: { fetchVehicle: { id: '42', title: 'Range Rover Sport', price: 150000, nameplateKey: 'range_rover' } },
  events: {
    'product.select': { index: 1 },
    'model.select': { index: 1 },
    'downPayment.change': { value: 20000 },
    'duration.change': { value: 48 },
    'rate.change': { value: 5.5 },
    'balloon.change': { value: 10000 },
  },
});
