export { vinCheckerMachine, validVinOf, CHECK_VIN_ID, type VinCheckerMachine } from './vin-checker.machine.js';
export type { CheckVinInput, VinCheckerContext, VinCheckerEvent } from './vin-checker.types.js';
