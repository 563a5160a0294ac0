/**
 * The sample inputs and answers that the machine tests and the machine lab's presets
 * (examples/machine-lab/presets/machines/) share, so QA starts from the journeys the tests walk
 * (docs/machine-lab.md). Typed with the domain's types only: this folder may not import a machine's.
 */
import { parseCalculatorConfig } from '../../domain/finance/index.js';
import { EMPTY_ORDER_STEPS_CONFIG } from '../../domain/order-online-config.js';
import type { PaymentOptionType } from '../../domain/order-online-storage.js';

/** The finance calculator's config: two models, hire purchase with and without a balloon. */
export const SAMPLE_FINANCE_CONFIG = parseCalculatorConfig({
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

/** The finance calculator on vehicle 42 of the Iraq listing. */
export const SAMPLE_FINANCE_INPUT = { config: SAMPLE_FINANCE_CONFIG, listKey: 'iraq', vehicleId: '42' };

/** Vehicle 42 as the finance calculator's vehicle call answers. */
export const SAMPLE_FINANCE_VEHICLE = { id: '42', title: 'Range Rover Sport', price: 150000, nameplateKey: 'range_rover' };

/** Order online's vehicle: a new Range Rover SE of 100,000 at one dealer. */
export const sampleOrderVehicle = (id: number, dealerCode: string, dealerName: string) => ({
  id,
  vin: 'SALGA2AE7LA000001',
  title: 'Range Rover',
  version: 'SE',
  state: 'new',
  price: 100_000,
  photo: '',
  dealerCode,
  dealerName,
});

/** Order online's config of a paid reservation: 500 USD through the local test vendor, a 15-minute hold. */
export const SAMPLE_PAID_ORDER_CONFIG = {
  companyUuid: 'c-1',
  reservationFee: 500,
  currency: 'USD',
  financingOptions: ['cash', 'lease'] satisfies PaymentOptionType[],
  vendorType: 'LOCAL_TEST',
  freeReservation: false,
  softLockSeconds: 900,
  configurator: false,
  steps: EMPTY_ORDER_STEPS_CONFIG,
};

/** The reservation's config: a fee of 500 USD through the local test vendor, a 15-minute hold. */
export const SAMPLE_RESERVATION_CONFIG = {
  companyUuid: 'c-1',
  fee: 500,
  currency: 'USD',
  vendorType: 'LOCAL_TEST',
  free: false,
  softLockSeconds: 900,
};

/** A vehicle of the reservation's list: its VIN from its id, one dealer's, all else alike. */
export const sampleReservationCar = (id: number, model: string) => ({
  id,
  model,
  version: 'X-Dynamic SE',
  vin: `SALEA7BU0R2${100000 + id}`,
  year: 2025,
  price: 90_000,
  priceHidden: false,
  image: '',
  dealer: 'Hawler Premium Motors',
});

/** The reservation's first answer: the Defender tab open on its two cars, a Discovery tab of one. */
export const SAMPLE_RESERVATION_LOAD = {
  config: SAMPLE_RESERVATION_CONFIG,
  tabs: [
    { value: 'Defender', count: 2 },
    { value: 'Discovery', count: 1 },
  ],
  tab: 'Defender',
  vehicles: [sampleReservationCar(1, 'Defender'), sampleReservationCar(2, 'Defender')],
};
