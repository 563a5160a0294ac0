/**
 * A date (and, with `withTime`, a time) as selects: day, month by name, year, then hour 00–23 and
 * minute. Our own month names and digits (domain/month-names.ts, domain/digits.ts) because
 * Chromium has no Kurdish locale data (a native date or time input shows `mm/dd/yyyy` and 12-hour
 * time on Kurdish and Arabic pages), and 24-hour time in every language. The value is the domain's
 * ISO text (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`); an unfinished choice stays unfinished, so the
 * caller's rules answer "enter a valid date" rather than guessing. Shared by every widget that asks
 * for a date (the form widget, order online, rent a car); styles in ui.css (`.lrdx-date`).
 */
import { useRef } from 'react';
import { localizeDigits } from '../../domain/digits.js';
import type { Language } from '../../domain/languages.js';
import { monthNames } from '../../domain/month-names.js';
import { openHours, openMinutes, openOn, type OpeningSchedule } from '../../domain/opening-schedule.js';

export interface DateTimeParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const EMPTY: DateTimeParts = { year: '', month: '', day: '', hour: '', minute: '' };

export function partsOf(value: string): DateTimeParts {
  const match = /^(\d{4}|)-(\d{2}|)-(\d{2}|)(?:T(\d{2}|):(\d{2}|))?$/.exec(value);
  if (!match) return EMPTY;
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '', hour: match[4] ?? '', minute: match[5] ?? '' };
}

export function valueOf(parts: DateTimeParts, withTime: boolean): string {
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const value = withTime ? `${date}T${parts.hour}:${parts.minute}` : date;
  return value.replace(/[-T:]/g, '') === '' ? '' : value;
}

const pad = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

export interface DateTimeFieldProps {
  id: string;
  value: string;
  withTime: boolean;
  language: Language;
  labels: { day: string; month: string; year: string; hour: string; minute: string; choose: string };
  describedBy: string | undefined;
  invalid: boolean;
  /** The current year (the page's clock), so a booking lists this year and the next ones. */
  thisYear: number;
  /** Whether the years run ahead (a booking, a rental) or back (a birthday, a registration); default: ahead with a time. */
  ahead?: boolean;
  /** The first day that may be chosen (`YYYY-MM-DD`): earlier days of the chosen month are greyed out. */
  minDate?: string;
  /** The retailer's opening hours: closed days cannot be chosen, hours and minutes are the open ones. */
  schedule?: OpeningSchedule;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function DateTimeField(props: DateTimeFieldProps) {
  const { id, language, labels } = props;
  const parts = partsOf(props.value);
  // The parts as last chosen: several selects can change before the next render (autofill, quick
  // keyboard use), and each change must build on the one before, not on the last render's value.
  const latest = useRef(parts);
  latest.current = parts;
  const set = (name: keyof DateTimeParts, value: string) => {
    latest.current = { ...latest.current, [name]: value };
    props.onChange(valueOf(latest.current, props.withTime));
  };
  const digits = (n: number, width = 2) => localizeDigits(String(n).padStart(width, '0'), language);
  // A booking looks ahead; a date of the past (a birthday, a purchase) looks back.
  const years =
    (props.ahead ?? props.withTime) ? range(props.thisYear, props.thisYear + 2) : range(props.thisYear - 100, props.thisYear + 5).reverse();
  const schedule = props.schedule;
  const date = /^\d{4}$/.test(parts.year) && parts.month && parts.day ? `${parts.year}-${parts.month}-${parts.day}` : null;
  const MINUTE_STEP = 5;
  // Until the date is known, every hour some day is open; then that day's open hours and minutes.
  const hours = !schedule
    ? range(0, 23)
    : date
      ? openHours(schedule, date, MINUTE_STEP)
      : range(0, 23).filter((h) => schedule.some((day) => day.some((i) => i.from < (h + 1) * 60 && i.to > h * 60)));
  const minutes = schedule && date && parts.hour ? openMinutes(schedule, date, Number(parts.hour), MINUTE_STEP) : range(0, 55, MINUTE_STEP);
  /** A day of the chosen month and year on which the retailer is closed, or before the first day allowed. */
  const closedDay = (d: number) => {
    if (!/^\d{4}$/.test(parts.year) || !parts.month) return false;
    const day = `${parts.year}-${parts.month}-${pad(d)}`;
    return (!!props.minDate && day < props.minDate) || (!!schedule && openOn(schedule, day).length === 0);
  };
  const select = (name: keyof DateTimeParts, label: string, options: { value: string; label: string; disabled?: boolean }[]) => (
    <span className="lrdx-date__part">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={parts[name]}
        aria-invalid={props.invalid ? 'true' : undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => set(name, (event.target as HTMLSelectElement).value)}
        onBlur={props.onBlur}
      >
        {/* Nothing chosen yet: the month (the widest select) says so in words; the narrow number
            selects show a dash under their label, as «هەڵبژێرە» was cut to «هەڵبژێر…» at 390 px. */}
        <option value="">{name === 'month' ? labels.choose : '—'}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <span className="lrdx-date" id={id}>
      {select(
        'day',
        labels.day,
        range(1, 31).map((d) => ({ value: pad(d), label: digits(d, 1), disabled: closedDay(d) })),
      )}
      {select(
        'month',
        labels.month,
        monthNames(language).map((name, index) => ({ value: pad(index + 1), label: name })),
      )}
      {select(
        'year',
        labels.year,
        years.map((y) => ({ value: String(y), label: digits(y, 4) })),
      )}
      {props.withTime ? (
        <>
          {select(
            'hour',
            labels.hour,
            hours.map((h) => ({ value: pad(h), label: digits(h) })),
          )}
          {select(
            'minute',
            labels.minute,
            minutes.map((m) => ({ value: pad(m), label: digits(m) })),
          )}
        </>
      ) : null}
    </span>
  );
}
