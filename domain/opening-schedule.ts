/**
 * A retailer's opening hours as times a booking may take: the dealers' text
 * ("Sat–Thu 09:00–19:00; Fri closed", domain/opening-hours.ts shows it) read into intervals per
 * weekday. The test-drive form offers only these times and the server refuses others (docs/forms.md, "Forms").
 * A text outside that vocabulary (an editor's own words) gives `null`: no restriction, as nobody
 * can tell what it allows.
 */

/** Weekdays as Date#getUTCDay numbers: Sunday 0 … Saturday 6. */
const DAYS = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as const;
type DayName = keyof typeof DAYS;

/** Minutes after midnight: opens at `from`, a booking must start before `to`. */
export interface OpenInterval {
  from: number;
  to: number;
}

/** Index = weekday (0 Sunday); an empty list is a closed day. */
export type OpeningSchedule = OpenInterval[][];

const DASH = '[–-]';
const DAY = '(Sun|Mon|Tue|Wed|Thu|Fri|Sat)';
const TIME = '(\\d{1,2}):(\\d{2})';
const DAY_PART = new RegExp(`^${DAY}(?:\\s*${DASH}\\s*${DAY})?$`);
const TIME_PART = new RegExp(`^${TIME}\\s*${DASH}\\s*${TIME}$`);

function minutes(hours: string, mins: string): number | null {
  const h = Number(hours);
  const m = Number(mins);
  return h <= 24 && m < 60 && h * 60 + m <= 24 * 60 ? h * 60 + m : null;
}

/** The weekdays of `Sat`, `Sat–Thu` (a range runs forward through the week, wrapping). */
function daysOf(text: string): number[] | null {
  const match = DAY_PART.exec(text.trim());
  if (!match) return null;
  const first: number = DAYS[match[1] as DayName];
  const last = match[2] ? DAYS[match[2] as DayName] : first;
  const days = [first];
  for (let day = first; day !== last;) {
    day = (day + 1) % 7;
    days.push(day);
  }
  return days;
}

export function parseOpeningSchedule(text: string | null | undefined): OpeningSchedule | null {
  if (!text || !text.trim()) return null;
  const schedule: OpeningSchedule = [[], [], [], [], [], [], []];
  for (const segment of text.split(';')) {
    const part = segment.trim();
    if (!part) continue;
    // Days first ("Sat–Thu", "Sat, Mon–Wed"), then "closed" or the times ("09:00–13:00, 14:00–19:00").
    const at = part.search(/\s(closed|\d)/);
    if (at < 0) return null;
    const days = part
      .slice(0, at)
      .split(',')
      .map((d) => daysOf(d));
    if (days.some((d) => d === null)) return null;
    const rest = part.slice(at).trim();
    if (rest === 'closed') {
      for (const day of days.flat() as number[]) schedule[day] = [];
      continue;
    }
    const intervals: OpenInterval[] = [];
    for (const range of rest.split(',')) {
      const match = TIME_PART.exec(range.trim());
      if (!match) return null;
      const from = minutes(match[1]!, match[2]!);
      const to = minutes(match[3]!, match[4]!);
      if (from === null || to === null || to <= from) return null;
      intervals.push({ from, to });
    }
    for (const day of days.flat() as number[]) schedule[day] = [...intervals];
  }
  return schedule;
}

/** Open all day but on the given weekdays (0 Sunday … 6 Saturday): a date picker's closed days without hours. */
export function closedOnWeekdays(weekdays: readonly number[]): OpeningSchedule {
  return Array.from({ length: 7 }, (_, day) => (weekdays.includes(day) ? [] : [{ from: 0, to: 24 * 60 }]));
}

/** The weekday of an ISO date (`YYYY-MM-DD…`), read as a calendar date (no time zone). */
export function weekdayOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? null : day.getUTCDay();
}

/** The intervals of the date's weekday (empty: closed that day). */
export function openOn(schedule: OpeningSchedule, date: string): OpenInterval[] {
  const day = weekdayOf(date);
  return day === null ? [] : (schedule[day] ?? []);
}

/** Whether a booking may start at `YYYY-MM-DDTHH:mm` (at or after opening, before closing). */
export function isOpenAt(schedule: OpeningSchedule, dateTime: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(dateTime);
  if (!match) return false;
  const at = Number(match[2]) * 60 + Number(match[3]);
  return openOn(schedule, match[1]!).some((interval) => at >= interval.from && at < interval.to);
}

/** The booking hours of the date: every hour in which some minute (step `minuteStep`) is open. */
export function openHours(schedule: OpeningSchedule, date: string, minuteStep: number): number[] {
  const hours: number[] = [];
  for (let hour = 0; hour < 24; hour += 1) if (openMinutes(schedule, date, hour, minuteStep).length > 0) hours.push(hour);
  return hours;
}

/** The minutes (multiples of `minuteStep`) of the hour at which a booking may start on the date. */
export function openMinutes(schedule: OpeningSchedule, date: string, hour: number, minuteStep: number): number[] {
  const intervals = openOn(schedule, date);
  const result: number[] = [];
  for (let minute = 0; minute < 60; minute += minuteStep) {
    const at = hour * 60 + minute;
    if (intervals.some((interval) => at >= interval.from && at < interval.to)) result.push(minute);
  }
  return result;
}

/** The messages of a time outside the retailer's opening hours (server refusal and widget error). */
export const OUTSIDE_OPENING_HOURS = {
  ku: 'ئەم کاتە لە کاتەکانی کارکردنی بریکارەکەدا نییە. کاتێکی تر هەڵبژێرە.',
  ar: 'هذا الوقت خارج ساعات عمل الوكيل. اختر وقتًا آخر.',
  en: 'This time is outside the retailer’s opening hours. Choose another time.',
} as const;

/** Iraq keeps UTC+3 all year (no summer time): retailers' hours are read in it whatever the visitor's clock says. */
export const IRAQ_UTC_OFFSET_MINUTES = 180;

/**
 * The retailer locator's "open now": whether the hours text says the retailer is open at the
 * instant `now` (read in Iraq's time); null when the text cannot be read, so nothing is claimed.
 */
export function isOpenNow(text: string | null | undefined, now: Date, utcOffsetMinutes = IRAQ_UTC_OFFSET_MINUTES): boolean | null {
  const schedule = parseOpeningSchedule(text);
  if (!schedule) return null;
  const local = new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString(); // YYYY-MM-DDTHH:mm… in that zone
  return isOpenAt(schedule, local);
}
