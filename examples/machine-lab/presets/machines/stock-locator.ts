/** The lab's preset of the stock locator: the Iraq listing, one page of the sample vehicle, the default settings. */
import { stockLocatorMachine } from '../../../../state-machines/stock-locator/index.js';
import { DEFAULT_STOCK_LOCATOR_SETTINGS } from '../../../../domain/stock-locator-settings.js';
import { emptyFilters } from '../../../../domain/stock-filters.js';
import { sampleVehicle } from '../../../../domain/sample-vehicle.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(stockLocatorMachine, {
  input: () => ({ listKey: 'iraq' }),
  samples: {
    // The answer carries the id of the request it answers (docs/machine-lab.md, "Answers of the calls").
    fetchListing: {
      requestId: '$input.requestId',
      response: {
        data: [sampleVehicle(42), sampleVehicle(43)],
        meta: {
          total: 2,
          page: 1,
          pages: 1,
          items: 12,
          sort: 'status',
          facets: { checkbox: { family: [{ value: 'Range Rover', count: 2 }] }, ranges: { mileage: { min: 0, max: 12 } } },
        },
      },
    },
    fetchSettings: DEFAULT_STOCK_LOCATOR_SETTINGS,
    fetchSuggestions: {
      requestId: '$input.requestId',
      suggestions: [
        { kind: 'model', value: 'Defender 110', label: 'Defender 110', count: 2, q: 'Defender 110' },
        { kind: 'colour', value: 'black', label: 'ڕەش', count: 1, q: 'ڕەش' },
      ],
    },
  },
  events: {
    'page.go': { page: 2 },
    'sort.change': { sort: 'priceAsc' },
    'filters.toggle': { key: 'family', value: 'Range Rover' },
    'filters.set': { key: 'family', values: ['Range Rover', 'Defender'] },
    'filters.range': { key: 'mileage', range: { gteq: 0, lteq: 10 } },
    'filters.restore': { filters: { ...emptyFilters(), checkbox: { family: ['Defender'] } }, page: 1, sort: 'status' },
    'language.change': { language: 'en' },
    'keyword.type': { text: 'def' },
    'keyword.choose': { index: 0 },
  },
});
