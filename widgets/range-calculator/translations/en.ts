/** English texts of the range calculator (block texts, when filled in, replace them). */
const en = {
  title: 'Electric range calculator',
  selectCar: 'Choose your vehicle',
  engine: 'Engine',
  wheels: 'Wheel size',
  unit: 'Unit',
  km: 'km',
  mile: 'miles',
  rangeLabel: 'Electric range',
  upTo: 'up to {{value}} {{unit}}',
  choose: 'Choose a vehicle to see its electric range.',
  chooseCarFirst: 'Choose a vehicle first',
  noRange: 'There is no range figure for this combination.',
  disclaimer:
    'Figures are WLTP-style estimates for comparison; real range depends on driving style, temperature, load and the battery’s condition.',
  details: 'How range is measured',
  close: 'Close',
  discover: 'Discover',
  loading: 'Loading the range figures…',
  failed: 'The range figures could not be loaded.',
  retry: 'Try again',
};
export type RangeCalculatorTexts = Record<keyof typeof en, string>;
export default en satisfies RangeCalculatorTexts;
