export { rentACarMachine } from './rent-a-car.machine.js';
export type * from './rent-a-car.types.js';
