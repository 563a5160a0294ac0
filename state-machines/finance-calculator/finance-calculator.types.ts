/** Types of the finance calculator machine (widgets/finance-calculator). */
import type { CalculatorConfig } from '../../domain/finance/index.js';
import type { CallEvents } from '../shared/async.js';

/** A vehicle of the listing as the calculator needs it. */
export interface FinanceVehicle {
  id: string;
  title: string;
  /** On-the-road price; null when the listing hides it (then the models' prices are used). */
  price: number | null;
  nameplateKey: string;
}

export interface FetchVehicleInput {
  listKey: string;
  vehicleId: string;
}

export interface FinanceCalculatorInput {
  config: CalculatorConfig;
  /** With both, the vehicle and its price come from the listing API. */
  listKey?: string;
  vehicleId?: string;
}

export interface FinanceCalculatorError {
  code: string;
  message: string;
}

export interface FinanceCalculatorContext {
  config: CalculatorConfig;
  listKey: string;
  vehicleId: string;
  vehicle: FinanceVehicle | null;
  productIndex: number;
  modelIndex: number;
  /** Percent of the price. */
  downPayment: number;
  /** Years. */
  duration: number;
  /** Yearly percent. */
  rate: number;
  /** Percent of the price (balloon products). */
  balloon: number;
  error: FinanceCalculatorError | null;
}

export type FinanceCalculatorEvent =
  | { type: 'product.select'; index: number }
  | { type: 'model.select'; index: number }
  | { type: 'downPayment.change'; value: number }
  | { type: 'duration.change'; value: number }
  | { type: 'rate.change'; value: number }
  | { type: 'balloon.change'; value: number }
  | { type: 'retry' }
  | CallEvents<'fetchVehicle', FinanceVehicle>;
