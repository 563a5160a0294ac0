/**
 * A two-thumb range: two native `<input type=range>` over one track, so each thumb has the
 * platform's keyboard (arrows, PageUp/PageDown, Home/End) and its own label, with aria-valuetext
 * in the language's digits. Drags are committed after 250 ms without movement, so a drag is one
 * request, not fifty; the value shown follows the thumb at once.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { RangeValue } from '../../domain/listing-query.js';

export interface RangeSliderProps {
  id: string;
  label: string;
  fromLabel: string;
  toLabel: string;
  min: number;
  max: number;
  step: number;
  value: RangeValue;
  format: (value: number) => string;
  /** The shown "from – to" text. */
  formatPair: (from: string, to: string) => string;
  onCommit: (range: RangeValue) => void;
}

export const SLIDER_DEBOUNCE_MS = 250;

/** The two thumbs, in document order: the lower bound, then the upper (their ids end in `-from` and `-to`). */
const THUMBS = [
  { which: 0, end: 'from' },
  { which: 1, end: 'to' },
] as const;

export function RangeSlider({ id, label, fromLabel, toLabel, min, max, step, value, format, formatPair, onCommit }: RangeSliderProps) {
  // The top is rounded up to a whole step so the last step can reach it; above the bound is "no limit".
  const top = min + Math.max(step, Math.ceil((max - min) / step) * step);
  const lo = Math.max(min, Math.min(value.gteq ?? min, top));
  const hi = Math.min(top, Math.max(value.lteq ?? top, min));
  const [local, setLocal] = useState<[number, number]>([lo, hi]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);

  // A new answer (other bounds) or a reset moves the thumbs, unless the visitor is moving one.
  useEffect(() => {
    if (!pending.current) setLocal([lo, hi]);
  }, [lo, hi]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (which: 0 | 1, raw: number) => {
    const next: [number, number] = which === 0 ? [Math.min(raw, local[1]), local[1]] : [local[0], Math.max(raw, local[0])];
    setLocal(next);
    pending.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      pending.current = false;
      onCommit({ gteq: next[0] <= min ? undefined : next[0], lteq: next[1] >= max ? undefined : next[1] });
    }, SLIDER_DEBOUNCE_MS);
  };
  const shown = (n: number) => format(Math.min(n, max));
  const percent = (n: number) => `${((n - min) / (top - min || 1)) * 100}%`;

  return (
    <fieldset className="lrdx-range" data-filter={id}>
      <legend className="lrdx-filter__legend">{label}</legend>
      <output className="lrdx-range__value" htmlFor={`${id}-from ${id}-to`}>
        {formatPair(shown(local[0]), shown(local[1]))}
      </output>
      <div className="lrdx-range__track" style={{ '--_from': percent(local[0]), '--_to': percent(local[1]) } as CSSProperties}>
        {THUMBS.map(({ which, end }) => (
          <input
            key={end}
            id={`${id}-${end}`}
            type="range"
            min={min}
            max={top}
            step={step}
            value={local[which]}
            aria-label={which === 0 ? fromLabel : toLabel}
            aria-valuetext={shown(local[which])}
            onInput={(e) => change(which, Number((e.target as HTMLInputElement).value))}
          />
        ))}
      </div>
    </fieldset>
  );
}
