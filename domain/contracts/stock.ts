/**
 * Wire types of the stock API (docs/stock-feed.md): the import report of
 * `POST /cms/api/stock/imports` and the options of an import; the stock screen's list rows and changes.
 */
import type { Language } from '../languages.js';
import type { FeedRefusalCode } from '../stock-feed/feed-fields.js';
import type { VehicleStatus } from '../vehicle.js';

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

/**
 * A photo a row named that was not stored (docs/stock-feed.md, "Photos"): the row is imported and
 * the vehicle keeps the photos it had; `field` is always `photos`.
 */
export interface StockImportPhotoProblem {
  line: number;
  field: 'photos';
  /** The address as sent (checked form when it passed the URL rule). */
  url: string;
  code: FeedRefusalCode;
  reason: Record<Language, string>;
  vin: string;
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
  counts: {
    rows: number;
    added: number;
    updated: number;
    unchanged: number;
    withdrawn: number;
    held: number;
    refused_rows: number;
    /** Photo addresses fetched and stored by this import (ones stored before are not fetched again). */
    photos_stored: number;
    photo_problems: number;
  };
  added: StockImportChange[];
  updated: StockImportUpdate[];
  withdrawn: StockImportWithdrawal[];
  held: StockImportHeld[];
  refused: StockImportRefusal[];
  /** Photos named by address that were not stored; their rows were imported all the same. */
  photo_problems: StockImportPhotoProblem[];
  /** The stock version after the import (the listing and pages follow it, docs/caching.md). */
  stock_version: number;
}

/** The stock screen's list (`GET /cms/api/stock/vehicles`): its orders, page size and one row. */
export const STOCK_SORTS = ['updated_desc', 'price_asc', 'price_desc', 'vin'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
export const MAX_STOCK_PAGE_ITEMS = 100;

export interface StockListQuery {
  vin?: string;
  model?: string;
  dealer?: string;
  status?: VehicleStatus;
  sort?: StockSort;
  page?: number;
  items?: number;
}

export interface StockListItem {
  id: number;
  vin: string;
  external_id: string | null;
  dealer_code: string;
  model: string;
  version_name: string;
  state: string;
  status: string;
  msrp_price: number;
  sale_price: number | null;
  display_price: number;
  price_hidden: boolean;
  features_standard: string[];
  features_optional: { name: string; price: number }[];
  updated_at: string;
}

export interface StockVehicleChange {
  msrp_price?: number;
  sale_price?: number | null;
  status?: VehicleStatus;
  price_hidden?: boolean;
  features_standard?: string[];
  features_optional?: { name: string; price: number }[];
  /** Photo addresses, fetched and stored as a feed's (docs/stock-feed.md, "Photos"); [] goes back to the generated pictures. */
  photos?: string[];
}

/** The configured feed pull (`GET`/`PUT /cms/api/stock/pull`, docs/stock-feed.md). */
export interface StockPullConfig {
  enabled: boolean;
  /** http(s) address of the feed (domain/feed-url.ts). */
  url: string;
  /** How often it is pulled, 5 minutes to 7 days. */
  every_minutes: number;
  withdraw: WithdrawChoice;
  all_or_nothing: boolean;
}
export const PULL_EVERY_MINUTES = { min: 5, max: 7 * 24 * 60 } as const;

/** What the stock screen shows of the last pull and the next one. */
export interface StockPullState {
  config: StockPullConfig | null;
  /** Epoch ms of the next pull (null when none is configured or it is off). */
  next_pull_at: number | null;
  /** Failures since the last success (each retried after a growing pause). */
  attempts: number;
  last: null | {
    started_at: number;
    finished_at: number | null;
    status: 'ok' | 'refused' | 'failed';
    /** Why it failed (a code and the words), when it did. */
    error: string | null;
    counts: StockImportReport['counts'] | null;
  };
}
