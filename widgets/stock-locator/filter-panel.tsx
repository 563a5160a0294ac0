/**
 * The filter panel: one group per toggle the element asks for, checkbox groups with counts from
 * `meta.facets` and two-thumb ranges with the facet bounds. It stays mounted while results load,
 * showing the last counts, so nothing jumps; a change goes to the machine at once.
 */
import type { TFunction } from 'i18next';
import type { CheckboxFilter, FacetOption, ListingFacets, ListingFilters, RangeFilter, RangeValue } from '../../domain/listing-query.js';
import { isCheckboxFilter } from '../../domain/listing-query.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import type { FilterToggle } from '../../domain/stock-filters.js';
import { formatNumber } from '../../domain/number-format.js';
import type { Language } from '../runtime/i18n.js';
import { formatRangeValue, optionLabel, rangeStep } from './format.js';
import { RangeSlider } from './range-slider.js';

export interface FilterPanelProps {
  toggles: readonly FilterToggle[];
  facets: ListingFacets | null;
  filters: ListingFilters;
  t: TFunction;
  language: Language;
  prices: PriceSettings;
  /** Display names of dealer codes, when the retailers are known. */
  dealerNames: Record<string, string>;
  onToggle: (key: CheckboxFilter, value: string) => void;
  onRange: (key: RangeFilter, range: RangeValue) => void;
}

export function FilterPanel(props: FilterPanelProps) {
  const { toggles, facets } = props;
  return (
    <div className="lrdx-filters__groups">
      {toggles.map((key) =>
        isCheckboxFilter(key) ? (
          <CheckboxGroup key={key} name={key} options={facets?.checkbox[key] ?? []} {...props} />
        ) : facets?.ranges[key] && facets.ranges[key].max > facets.ranges[key].min ? (
          <RangeGroup key={key} name={key} bounds={facets.ranges[key]} {...props} />
        ) : null,
      )}
    </div>
  );
}

interface CheckboxGroupProps extends FilterPanelProps {
  name: CheckboxFilter;
  options: FacetOption[];
}

function CheckboxGroup({ name, options, filters, t, language, dealerNames, onToggle }: CheckboxGroupProps) {
  const chosen = filters.checkbox[name] ?? [];
  // A chosen value the answer no longer lists stays visible, so it can be unchecked.
  const all: FacetOption[] = [
    ...options,
    ...chosen.filter((v) => !options.some((o) => o.value === v)).map((value) => ({ value, count: 0 })),
  ];
  if (all.length === 0) return null;
  return (
    <fieldset className="lrdx-filter" data-filter={name}>
      <legend className="lrdx-filter__legend">{t(`filter.${name}`)}</legend>
      <ul className="lrdx-filter__options">
        {all.map((option) => {
          const checked = chosen.includes(option.value);
          const label = optionLabel(
            name,
            option.value,
            t,
            language,
            option.label ?? (name === 'dealers' ? dealerNames[option.value] : undefined),
          );
          return (
            <li key={option.value}>
              <label className="lrdx-check" data-disabled={!checked && option.count === 0 ? 'true' : undefined}>
                <input
                  type="checkbox"
                  value={option.value}
                  checked={checked}
                  // Nothing to find behind a zero, unless it is chosen (then it must stay uncheckable).
                  disabled={!checked && option.count === 0}
                  onChange={() => onToggle(name, option.value)}
                />
                <span>
                  <bdi>{label}</bdi> <span className="lrdx-check__count">({formatNumber(option.count, language)})</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

interface RangeGroupProps extends FilterPanelProps {
  name: RangeFilter;
  bounds: { min: number; max: number };
}

function RangeGroup({ name, bounds, filters, t, language, prices, onRange }: RangeGroupProps) {
  const label = t(`filter.${name}`);
  return (
    <RangeSlider
      id={`lrdx-range-${name}`}
      label={label}
      fromLabel={t('rangeFrom', { label })}
      toLabel={t('rangeTo', { label })}
      min={bounds.min}
      max={bounds.max}
      step={rangeStep(name)}
      value={filters.ranges[name] ?? {}}
      format={(n) => formatRangeValue(name, n, t, language, prices)}
      formatPair={(from, to) => t('rangeValue', { from, to })}
      onCommit={(range) => onRange(name, range)}
    />
  );
}
