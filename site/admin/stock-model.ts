/**
 * The stock screen's edit form as text fields and back (docs/stock-feed.md, "Stock screen"): prices
 * as typed, features one per line, optional features as `name = price`, new photo addresses one per
 * line (empty: the photos stay as they are). Only what the editor changed
 * is sent, so a save never rewrites a field nobody touched. Pure.
 */
import type { StockListItem, StockVehicleChange } from '../../domain/contracts/stock.js';
import type { Language } from '../../domain/languages.js';
import { formatNumber } from '../../domain/number-format.js';
import { pluralText, type PluralTexts } from '../../domain/plural-rules.js';
import type { VehicleStatus } from '../../domain/vehicle.js';

export interface StockDraft {
  msrp: string;
  sale: string;
  status: VehicleStatus;
  priceHidden: boolean;
  featuresStandard: string;
  featuresOptional: string;
  photos: string;
}

export function draftOf(item: StockListItem): StockDraft {
  return {
    msrp: String(item.msrp_price),
    sale: item.sale_price === null ? '' : String(item.sale_price),
    status: item.status as VehicleStatus,
    priceHidden: item.price_hidden,
    featuresStandard: item.features_standard.join('\n'),
    featuresOptional: item.features_optional.map((f) => `${f.name} = ${f.price}`).join('\n'),
    photos: '',
  };
}

/** A line of the optional features that is not `name = price` (1-based), for the screen to name. */
export class OptionalFeatureLineError extends Error {
  constructor(readonly line: number) {
    super(`Optional feature line ${line} is not name = price`);
    this.name = 'OptionalFeatureLineError';
  }
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Digits the editor may type in either script; the server checks the value itself. */
function amount(text: string): number {
  const western = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[,٬\s]/g, '');
  return western === '' ? Number.NaN : Number(western);
}

function optionalFeatures(text: string): { name: string; price: number }[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      const at = line.lastIndexOf('=');
      const name = at > 0 ? line.slice(0, at).trim() : '';
      const price = at > 0 ? amount(line.slice(at + 1)) : Number.NaN;
      if (!name || !Number.isFinite(price)) throw new OptionalFeatureLineError(number);
      return { name, price };
    });
}

/** What differs between the draft and the vehicle as loaded; empty when nothing does. */
export function changeOf(item: StockListItem, draft: StockDraft): StockVehicleChange {
  const before = draftOf(item);
  const change: StockVehicleChange = {};
  if (draft.msrp.trim() !== before.msrp) change.msrp_price = amount(draft.msrp);
  if (draft.sale.trim() !== before.sale) change.sale_price = draft.sale.trim() === '' ? null : amount(draft.sale);
  if (draft.status !== before.status) change.status = draft.status;
  if (draft.priceHidden !== before.priceHidden) change.price_hidden = draft.priceHidden;
  if (lines(draft.featuresStandard).join('\n') !== before.featuresStandard) change.features_standard = lines(draft.featuresStandard);
  const optional = optionalFeatures(draft.featuresOptional);
  if (JSON.stringify(optional) !== JSON.stringify(item.features_optional)) change.features_optional = optional;
  const photos = lines(draft.photos);
  if (photos.length > 0) change.photos = photos;
  return change;
}

/** A counted text with its count written as the language writes numbers. */
export function countText(texts: PluralTexts, count: number, language: Language): string {
  return pluralText(texts, count, language).replace('{count}', formatNumber(count, language));
}
