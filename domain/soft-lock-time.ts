/**
 * Times shown by the soft lock: the countdown (mm:ss) and the approximate end ("by about 14:05"),
 * with the language's digits. Our own formatting: Chromium has no `ckb` locale data for Intl.
 */
import { localizeDigits } from './digits.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Remaining time as mm:ss (minutes may exceed 59), rounded up so 0:00 means the end. */
export function formatCountdown(remainingMs: number, language: string): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return localizeDigits(`${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`, language);
}

/** Whole minutes left, rounded up: what a screen reader is told once a minute. */
export function minutesLeft(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 60_000));
}

/** The local wall-clock time of a moment as HH:mm (24 hours), in the language's digits. */
export function formatClockTime(epochMs: number, language: string): string {
  const date = new Date(epochMs);
  return localizeDigits(`${pad(date.getHours())}:${pad(date.getMinutes())}`, language);
}

/** Fills the editable soft-lock info text: `{{ soft_lock_time }}` (spaces optional) is the time. */
export function fillSoftLockTime(template: string, time: string): string {
  return template.replace(/\{\{\s*soft_lock_time\s*\}\}/g, time);
}
