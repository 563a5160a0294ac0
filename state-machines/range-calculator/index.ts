export { rangeCalculatorMachine, LOAD_RANGES_ID, type RangeCalculatorMachine } from './range-calculator.machine.js';
export type { LoadRangesInput, RangeCalculatorContext, RangeCalculatorEvent, RangeCalculatorInput } from './range-calculator.types.js';
