export {
  financeCalculatorMachine,
  currentProduct,
  priceOf,
  quoteOf,
  FETCH_VEHICLE_ID,
  type FinanceCalculatorMachine,
} from './finance-calculator.machine.js';
export type {
  FetchVehicleInput,
  FinanceCalculatorContext,
  FinanceCalculatorError,
  FinanceCalculatorEvent,
  FinanceCalculatorInput,
  FinanceVehicle,
} from './finance-calculator.types.js';
