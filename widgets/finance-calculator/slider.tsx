/**
 * One labelled native range input: the platform's keyboard (arrows, PageUp/PageDown, Home/End),
 * the label as its accessible name and aria-valuetext in the page language's digits, the value
 * shown beside the label. The machine snaps what it is given, so the input only reports.
 */
import type { RangeSetting } from '../../domain/finance/index.js';

export interface SliderProps {
  id: string;
  label: string;
  range: RangeSetting;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}

export function Slider({ id, label, range, value, valueText, onChange }: SliderProps) {
  return (
    <div className="lrdx-finance__field" data-field={id}>
      <div className="lrdx-finance__field-head">
        <label htmlFor={`lrdx-finance-${id}`}>{label}</label>
        <output htmlFor={`lrdx-finance-${id}`} className="lrdx-finance__field-value">
          {valueText}
        </output>
      </div>
      <input
        id={`lrdx-finance-${id}`}
        type="range"
        min={range.min}
        max={range.max}
        step={range.interval}
        value={value}
        aria-valuetext={valueText}
        onInput={(e) => onChange(Number((e.target as HTMLInputElement).value))}
      />
    </div>
  );
}
