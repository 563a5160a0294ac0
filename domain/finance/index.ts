/** The finance calculator's maths and settings (docs/finance.md). */
export {
  calculateFinance,
  levelPayment,
  type FinanceQuote,
  type FinanceQuoteInput,
  type FinanceResult,
  type FinanceField,
} from './calculate.js';
export { fromMonthly, type FromMonthlyOptions } from './from-monthly.js';
export {
  DEFAULT_INPUT_CONFIG,
  DEFAULT_OUTPUTS,
  FINANCE_OUTPUT_KEYS,
  FINANCE_PRODUCTS,
  methodOf,
  parseInputConfig,
  parseOutputConfig,
  snap,
  type FinanceInputConfig,
  type FinanceMethod,
  type FinanceOutputItem,
  type FinanceOutputKey,
  type RangeSetting,
} from './products.js';
export { FinanceDecimal, toDecimal, type AmountLike } from './decimal.js';
export {
  HEADER_TAGS,
  nameplateFilter,
  parseCalculatorConfig,
  safeUrl,
  type CalculatorConfig,
  type CalculatorStyle,
  type FinanceButton,
  type FinanceModel,
  type FinanceProductSetting,
  type HeaderTag,
} from './calculator-config.js';
export { parseFinanceOptionsTable, type FinanceOptionRow, type FinanceOptionsTable } from './options-table.js';
