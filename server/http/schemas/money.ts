/** Money in route schemas: amounts are numbers in the currency's major unit; a price may be missing. */
import { Type } from 'typebox';
import { Nullable } from './nullable.js';

/** A price that may be unknown (e.g. a from-price of models without shown prices). */
export const OptionalPrice = Nullable('number');

/** An ISO 4217 currency code as the rates know it, e.g. IQD. */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. IQD' });
