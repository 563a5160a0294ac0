/**
 * The chosen filters as removable chips (feature `display_selected_vehicles`), each named by its
 * filter in the page language ("Family: Defender"), the value isolated (`<bdi>`): a value shown as
 * written (a family, model or paint name) is never the chip's only word.
 */
import type { TFunction } from 'i18next';
import type { CheckboxFilter, ListingFilters, RangeFilter } from '../../domain/listing-query.js';
import { isCheckboxFilter, isRangeFilter } from '../../domain/listing-query.js';
import type { Language } from '../runtime/i18n.js';
import { optionLabel } from './format.js';

export interface SelectionChipsProps {
  filters: ListingFilters;
  t: TFunction;
  language: Language;
  dealerNames: Record<string, string>;
  formatRange: (key: RangeFilter, value: number) => string;
  onRemoveOption: (key: CheckboxFilter, value: string) => void;
  onRemoveRange: (key: RangeFilter) => void;
  /** The search keyword ('' for none): a chip of its own, first. */
  keyword?: string;
  onRemoveKeyword?: () => void;
}

export function SelectionChips(props: SelectionChipsProps) {
  const { filters, t, language, dealerNames, formatRange, onRemoveOption, onRemoveRange, keyword, onRemoveKeyword } = props;
  const chips: { id: string; name: string; value: string; remove: () => void }[] = [];
  if (keyword && onRemoveKeyword) chips.push({ id: 'keyword', name: t('keywordChip'), value: keyword, remove: onRemoveKeyword });
  for (const [key, values] of Object.entries(filters.checkbox)) {
    if (!isCheckboxFilter(key)) continue;
    for (const value of values ?? []) {
      const label = optionLabel(key, value, t, language, key === 'dealers' ? dealerNames[value] : undefined);
      chips.push({ id: `${key}:${value}`, name: t(`filter.${key}`), value: label, remove: () => onRemoveOption(key, value) });
    }
  }
  for (const [key, range] of Object.entries(filters.ranges)) {
    if (!isRangeFilter(key) || !range) continue;
    const from = range.gteq === undefined ? '…' : formatRange(key, range.gteq);
    const to = range.lteq === undefined ? '…' : formatRange(key, range.lteq);
    chips.push({ id: key, name: t(`filter.${key}`), value: t('rangeValue', { from, to }), remove: () => onRemoveRange(key) });
  }
  if (chips.length === 0) return null;
  return (
    <div className="lrdx-chips" role="group" aria-label={t('selection')}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="lrdx-chip"
          data-chip={chip.id}
          aria-label={t('removeFilter', { label: t('chipLabel', { name: chip.name, value: chip.value }) })}
          onClick={chip.remove}
        >
          {chip.name}: <bdi>{chip.value}</bdi> <span aria-hidden="true">×</span>
        </button>
      ))}
    </div>
  );
}
