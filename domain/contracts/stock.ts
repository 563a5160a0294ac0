/**
 * Wire types of the stock API (docs/stock-feed.md): the import report of
 * `POST /cms/api/stock/imports` and the options of an import.
 */
import type { Language } from '../languages.js';
import type { FeedRefusalCode } from '../stock-feed/feed-fields.js';

/** What becomes of vehicles of the caller's dealers that a full feed no longer lists. */
export const WITHDRAW_CHOICES = ['keep', 'sold', 'remove'] as const;
export type WithdrawChoice = (typeof WITHDRAW_CHOICES)[number];

export interface StockImportOptions {
  /** Report only; change nothing. */
  dry_run: boolean;
  /** Change nothing when any row is refused. */
  all_or_nothing: boolean;
  withdraw: WithdrawChoice;
}

export interface StockImportRefusal {
  /** CSV: the file's line (the header is line 1); JSON: the item's position, from 1. */
  line: number;
  field: string;
  code: FeedRefusalCode;
  reason: Record<Language, string>;
  /** The row's VIN as sent, when it had one. */
  vin: string | null;
}

export interface StockImportChange {
  line: number;
  vin: string;
  /** The vehicle's id (null in a dry run for a vehicle that would be added). */
  id: number | null;
}

export interface StockImportUpdate extends StockImportChange {
  /** The vehicle columns the row changed. */
  fields: string[];
}

export interface StockImportWithdrawal {
  id: number;
  vin: string;
  /** `sold`: its status became sold; `removed`: the vehicle was deleted. */
  how: 'sold' | 'removed';
}

/** A vehicle the import left as it was because a reservation or an order holds it. */
export interface StockImportHeld {
  id: number;
  vin: string;
  /** `status_kept`: the row's status was not applied; `not_withdrawn`: absent from the feed, kept. */
  what: 'status_kept' | 'not_withdrawn';
}

export interface StockImportReport {
  format: 'csv' | 'json';
  options: StockImportOptions;
  /** Whether the database was changed (false for a dry run, or all_or_nothing with a refused row). */
  applied: boolean;
  counts: { rows: number; added: number; updated: number; unchanged: number; withdrawn: number; held: number; refused_rows: number };
  added: StockImportChange[];
  updated: StockImportUpdate[];
  withdrawn: StockImportWithdrawal[];
  held: StockImportHeld[];
  refused: StockImportRefusal[];
  /** The stock version after the import (the listing and pages follow it, docs/caching.md). */
  stock_version: number;
}
