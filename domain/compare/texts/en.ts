/** English texts of the compare page (docs/compare.md); their keys type ku.ts and ar.ts. */
import type { PluralTexts } from '../../plural-rules.js';

const en = {
  title: 'Compare vehicles',
  intro: 'Up to three vehicles side by side. Rows where they differ are marked ≠.',
  caption: 'Price, specifications and features of the chosen vehicles',
  scrollRegion: 'Comparison table (scrolls sideways)',
  attribute: 'Vehicle',
  photo: 'Photo',
  price: 'Price',
  monthly: 'Monthly',
  retailer: 'Retailer',
  specs: 'Specifications',
  features: 'Features',
  differs: 'differs',
  notStated: 'Not stated',
  priceOnRequest: 'Price on request',
  fromMonthly: 'From {{price}} a month with finance',
  standard: 'Standard',
  optional: 'Optional',
  absent: 'Not included',
  unavailable: 'No longer available',
  view: 'View {{name}}',
  remove: 'Remove',
  removeLabel: 'Remove {{name}} from the comparison',
  backToStock: 'Back to the vehicles in stock',
  empty: 'There are no vehicles to compare. Tick “Compare” on up to three vehicles in the stock list.',
  addMore: 'Add another vehicle from the stock list',
  'compare.drivetrain': 'Drivetrain',
  'compare.seats': 'Seats',
  'compare.modelYear': 'Model year',
  photoAlt: '{{model}}, {{color}}',
};

export type CompareTextKey = keyof typeof en;
export type CompareTexts = Record<CompareTextKey, string>;

/** Counted messages: `{{list}}` is the named ids, `{{count}}` their number. */
export const enCounted = {
  notFound: { one: 'This vehicle could not be found: {{list}}.', other: 'These vehicles could not be found: {{list}}.' },
  malformed: { one: 'This is not a vehicle number: {{list}}.', other: 'These are not vehicle numbers: {{list}}.' },
  overflow: {
    one: 'At most three vehicles can be compared; this one is not shown: {{list}}.',
    other: 'At most three vehicles can be compared; these are not shown: {{list}}.',
  },
  duplicates: {
    one: 'This vehicle was listed twice and is shown once: {{list}}.',
    other: 'These vehicles were listed twice and are shown once: {{list}}.',
  },
  heading: { one: '{{count}} vehicle', other: '{{count}} vehicles' },
} satisfies Record<string, PluralTexts>;

export type CompareCountedKey = keyof typeof enCounted;
export type CompareCounted = Record<CompareCountedKey, PluralTexts>;

export default en satisfies CompareTexts;
