import { describe, it } from 'vitest';
import { currencyName, currencyOf, currencyUnit } from './currencies.js';
import { expectAnswers } from './testing/expect-answers.js';

describe('currencies', () => {
  it('knows a currency by its ISO code, symbol or written name', () => {
    expectAnswers(currencyOf, [
      ['USD', 'USD'],
      ['$', 'USD'],
      [' iqd ', 'IQD'],
      ['د.ع', 'IQD'],
      ['€', 'EUR'],
      ['GBP', null],
    ]);
  });

  it('names the currency in the page language (glossary)', () => {
    expectAnswers(currencyName, [
      ['IQD', 'ku', 'دیناری عێراقی'],
      ['IQD', 'ar', 'دينار عراقي'],
      ['$', 'en', 'US dollar'],
      ['EUR', 'ku', 'یۆرۆ'],
      ['GBP', 'ku', 'GBP'],
    ]);
  });

  it('writes a word after a Kurdish or Arabic amount, and keeps the configured symbol in English', () => {
    expectAnswers(currencyUnit, [
      ['USD', 'ku', 'دۆلار'],
      ['$', 'ar', 'دولار'],
      ['$', 'en', '$'],
      ['XYZ', 'ku', null],
    ]);
  });
});
