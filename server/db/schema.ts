/**
 * Kysely table types. Migrations (server/migrations/) create exactly these tables on SQLite and
 * PostgreSQL alike, so every column type is dialect-neutral: lists and nested objects are JSON text,
 * booleans are integers 0/1, timestamps are ISO-8601 text.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface VehiclesTable {
  id: Generated<number>;
  brand: string;
  brand_key: string;
  family: string | null;
  nameplate_model_group: string;
  model: string;
  nameplate_code: string;
  version_name: string;
  status: string;
  state: string;
  vin: string;
  mileage: number;
  mileage_unit: string;
  transmission: string;
  engine_type: string; // comma-joined list
  power: number;
  power_unit: string;
  capacity: number | null;
  battery_capacity: number | null;
  color: string;
  color_hex: string;
  specific_color: string;
  color_interior: string;
  production_year: number;
  model_year: number;
  delivery_date: string | null;
  dealer_code: string;
  order_number: string | null;
  number_of_seats: number;
  drivetrain: string;
  msrp_price: number;
  sale_price: number | null;
  display_price: number;
  monthly_price: number | null;
  subscribe_price: number | null;
  price_hidden: number; // 0 | 1
  financing_options: string; // JSON string[]
  prices_type: string | null;
  features_optional: string; // JSON OptionalFeature[]
  features_standard: string; // JSON string[]
  footnote: string | null;
  photos: string; // JSON VehiclePhoto[]
  cover_photo_medium: string;
  video_url: string | null;
  config_url: string | null;
  long_description: string | null;
  price_breakdown: string; // JSON PriceBreakdownLine[]
  total_price: number | null;
  base_price: number | null;
  price_metadata: string; // JSON Record<string, number>
  disclaimers: string; // JSON string[]
  product_card_disclaimer: string | null;
  avl_field: string | null; // JSON AvlField
  japan_used_and_approved_cars_field: string | null; // JSON JapanUsedAndApprovedCarsField
  prices: string; // JSON PriceEntry[] (the prices list)
  meta_buttons: string; // JSON VehicleButton[]
  created_at: string;
  updated_at: string;
}

export interface DealersTable {
  id: Generated<number>;
  dealer_code: string; // unique
  name: string;
  address: string;
  email: string;
  phone: string;
  main_phone: string | null;
  city: string;
  postcode: string;
  locality: string;
  state: string; // governorate, e.g. "Erbil"
  ci_code: string;
  latitude: number;
  longitude: number;
  brands: string; // JSON BrandKey[]
  nameplate_brand_name: string;
  owner_name: string | null;
  owner_address: string | null;
  owner_city: string | null;
  owner_zipcode: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  owner_opening_hours: string | null;
  owner_contact_details: string | null;
  owner_metadata: string; // JSON { display_name_jag?: string; display_name_lr?: string }
  /** The street in Kurdish and Arabic (migration 0021); null: the stored address in every language. */
  street_ku: ColumnType<string | null, string | null | undefined, string | null>;
  street_ar: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ListingsTable {
  id: string; // the list key, e.g. "iraq"
  name: string;
  dealer_codes: string; // JSON string[]; empty = every dealer
  brands: string; // JSON BrandKey[]; empty = every brand
  states: string; // JSON VehicleState[]; empty = every state
  forced_filters: string; // JSON { forced_statuses?: string[]; forced_dealer_codes?: string[] }
  allowed_origins: string; // JSON string[]: web origins allowed to embed (CORS)
  button_set: string; // JSON: order-online button set ({ setup_type, financing_options, reservation_fee, currency })
  uuid: string;
  /** ku | ar | en: its widgets' language when the page names none; null: the loader's default (migration 0026). */
  default_language: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON string[] of widget tags (`lrdx-stock-locator`) it may be embedded with; empty = every widget (migration 0026). */
  widgets: ColumnType<string, string | undefined, string>;
}

export interface SettingsTable {
  id: Generated<number>;
  key: string; // unique, dot-namespaced
  value: string; // JSON or plain text, as the key expects (docs/content-api.md)
}

export interface PagesTable {
  id: Generated<number>;
  path: string; // unique per language, without the language segment: "/" , "/about-us"
  /** ku | ar | en (migration 0009); the same path in two languages is the same page, translated. */
  language: ColumnType<string, string | undefined, string>;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  image_id: string | null;
  page_type: string; // "content"
  link_type: string | null;
  redirect_path: string | null;
  link_new_window: number; // 0 | 1
  url_redirection: string | null; // JSON { to, http_code }
  blocks: string; // JSON PageBlock[]
  state: string; // "published" | "disabled"
  created_at: string;
  updated_at: string;
}

export interface MetaheadsTable {
  id: Generated<number>;
  content: string;
  language: string; // javascript | js-src | css | sass | scss | html
  sequence: number;
  in_body: number; // 0 | 1
  reload_on_each_page: number; // 0 | 1
  rdx_core_page_id: number | null; // null = every page
}

export interface BlockTemplatesTable {
  id: Generated<number>;
  key: string; // unique
  name: string;
  description: string;
  short_description: string;
  group: string;
  hidden: number;
  template: string;
  fields: string; // JSON field definitions
  field_groups: string; // JSON
  field_groups_seed: string; // JSON
  field_groups_template: string; // JSON
  external_block: number;
  area: string;
  list_priority: number;
  thumbnail_url: string | null;
  max_field_groups: number | null;
}

export interface NavEntriesTable {
  id: Generated<number>;
  label: string;
  url: string;
  position: number;
  parent_id: number | null;
  /** ku | ar | en (migration 0009): each language has its own menu. */
  language: ColumnType<string, string | undefined, string>;
}

/** One row: bumped whenever stock changes, so every server process knows to refresh its listing index. */
export interface StockVersionTable {
  id: number; // always 1
  version: number;
}

/** The stock change log (migration 0036, docs/listing-api.md "Index updates"); written by triggers only. */
export interface StockChangesTable {
  version: number;
  kind: 'vehicle' | 'dealers' | 'listings' | 'all';
  vehicle_id: number | null;
}

/**
 * SQLite only (migration 0039): one row (id 1) a writer sets inside its transaction so the stock
 * version moves once for all its writes; 0 outside a batch, 1 open, 2 bumped (server/db/stock-version.ts).
 */
export interface StockBatchTable {
  id: number;
  state: number;
}

/** One row (id 1): changes up to this version may have been trimmed from stock_changes. */
export interface StockChangeFloorTable {
  id: number;
  version: number;
}

export interface Database {
  vehicles: VehiclesTable;
  dealers: DealersTable;
  listings: ListingsTable;
  settings: SettingsTable;
  pages: PagesTable;
  metaheads: MetaheadsTable;
  block_templates: BlockTemplatesTable;
  nav_entries: NavEntriesTable;
  stock_version: StockVersionTable;
  stock_changes: StockChangesTable;
  stock_change_floor: StockChangeFloorTable;
  stock_batch: StockBatchTable;
}

export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicleRow = Insertable<VehiclesTable>;
export type VehicleUpdate = Updateable<VehiclesTable>;
export type DealerRow = Selectable<DealersTable>;
export type ListingRow = Selectable<ListingsTable>;
export type PageRow = Selectable<PagesTable>;
export type SettingRow = Selectable<SettingsTable>;

/*
 * Buy online, leads and verification (migration 0003). Epoch-millisecond columns are `bigint`:
 * PostgreSQL returns them as strings, SQLite as numbers, so reads say `number | string` and
 * callers pass them through Number().
 */
export type EpochMsColumn = import('kysely').ColumnType<number | string, number, number>;

/** A server-held soft lock on a vehicle: at most one row per vehicle (unique index). */
export interface SoftLocksTable {
  id: string; // uuid, returned to the client as lock_id
  vehicle_id: number; // unique
  holder: string; // opaque id the client generates and keeps for the journey
  expires_at: EpochMsColumn;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string; // unique, "LRDX-" + 8 characters
  idempotency_key: string; // unique
  vehicle_id: number;
  vehicle_vin: string;
  lock_id: string | null;
  vendor_type: string; // STRIPE | PAYPAL | LIQPAY | NO_PAYMENT_JAPAN | LOCAL_TEST
  vendor_uuid: string | null;
  amount: number | null; // minor units of `currency`
  currency: string | null;
  payment_status: string; // domain/order.ts PaymentStatus, only moves forward
  payment_reference: string | null; // the vendor's id of the payment; unique
  finance_option: string | null;
  customer_email: string | null;
  locale: string;
  confirmation_by_link: number; // 0 | 1
  config_url: string | null;
  metadata: string; // JSON object
  lead_attributes: string; // JSON object
  paypal_order_id: string | null;
  stripe_payment_intent_id: string | null;
  liqpay_order_id: string | null;
  rdx_forms_lead_id: string | null;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0005: when the order's lead was cancelled; null while the order stands. */
  cancelled_at: string | null;
  /** Migration 0005: the vehicle's status before the confirmation reserved it (a cancellation restores it). */
  vehicle_status_before: string | null;
}

/** Every verified vendor event, once: the unique (vendor, event_id) makes a replay a no-op. */
export interface PaymentEventsTable {
  id: Generated<number>;
  vendor: string;
  event_id: string;
  order_number: string | null;
  reference: string | null;
  type: string;
  status: string | null; // the PaymentStatus the event reports, if any
  received_at: string;
}

/** The LOCAL_TEST vendor's own ledger (it plays the card processor, offline). */
export interface LocalTestPaymentsTable {
  reference: string;
  amount: number;
  currency: string;
  vehicle_id: number | null;
  order_number: string | null;
  capture_method: string; // manual | automatic
  status: string; // requires_payment_method | processing | authorized | paid | failed | cancelled
  card_last4: string | null;
  created_at: string;
}

export interface LeadsTable {
  id: string; // uuid
  salesforce_id: string | null;
  status: string; // new | synced | cancellation_requested
  attributes: string; // JSON object
  payment_status: string | null;
  payment_reference: string | null;
  cancellation_status: string | null; // null | requested | sent
  created_at: string;
  updated_at: string;
  /** Migration 0005: SHA-256 (hex) of the lead's access token; the token itself is never stored. */
  access_token_hash: string | null;
  /** Migration 0007: SHA-256 (hex) of the POST's Idempotency-Key (unique); null when none was sent. */
  idempotency_key_hash: string | null;
  /** Migration 0007: SHA-256 (hex) of the POST's body, so a reused key with another body is refused. */
  request_hash: string | null;
  /** Migration 0007: the access token sealed under the Idempotency-Key (lead-idempotency.ts), for the retry's answer. */
  access_token_sealed: string | null;
}

export interface CrmOutboxTable {
  id: Generated<number>;
  lead_id: string;
  operation: string; // upsert_lead | cancel_lead
  payload: string; // JSON
  state: string; // pending | sent | failed
  attempts: number;
  last_error: string | null;
  next_attempt_at: EpochMsColumn;
  created_at: string;
  updated_at: string;
}

export interface PhoneVerificationsTable {
  phone_number: string; // E.164, primary key: one live code per number
  code_hash: string; // HMAC-SHA256 of the code, never the code
  expires_at: EpochMsColumn;
  attempts: number;
  verified_at: string | null;
  created_at: string;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  body: string;
  state: string; // pending | sent
  created_at: string;
}

/** Merged into `Database` above (interface merging keeps this addition a pure append). */
export interface Database {
  soft_locks: SoftLocksTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  local_test_payments: LocalTestPaymentsTable;
  leads: LeadsTable;
  crm_outbox: CrmOutboxTable;
  phone_verifications: PhoneVerificationsTable;
  email_outbox: EmailOutboxTable;
}

export type SoftLockRow = Selectable<SoftLocksTable>;
export type OrderRow = Selectable<OrdersTable>;
export type LeadRow = Selectable<LeadsTable>;
export type CrmOutboxRow = Selectable<CrmOutboxTable>;

/* Widget configuration (migration 0004). */

/** A company config entry (docs/listing-api.md, "Widget configuration"): `data` per list key, section and config_type. */
export interface CompanyConfigsTable {
  id: Generated<number>;
  company_id: string; // the list key the widget sends in the Company-Config header
  section: string; // e.g. "stock_locator", "order_online"; the API's "all" matches every section
  config_type: string; // additional | cash | lease | subscription | order_online* | config_order_online*
  data: string; // JSON
  updated_at: string;
}

/** Translation overrides of one widget: JSON { <lowercase language code>: { <key>: text } }. */
export interface WidgetTranslationsConfigsTable {
  id: string; // e.g. "stock_locator"
  data: string;
  updated_at: string;
}

/** Merged into `Database` above (interface merging keeps this addition a pure append). */
export interface Database {
  company_configs: CompanyConfigsTable;
  widget_translations_configs: WidgetTranslationsConfigsTable;
}

export type CompanyConfigRow = Selectable<CompanyConfigsTable>;

/* Rate limits (migration 0006). */

/** Requests of one client on one route in the current fixed window. */
export interface RateLimitHitsTable {
  key: string; // "<route name>:<client key>"
  hits: number;
  window_start: EpochMsColumn;
  expires_at: EpochMsColumn;
}

/** Merged into `SoftLocksTable` above: who took the lock (the client's network key), for the per-client cap. */
export interface SoftLocksTable {
  client_key: string | null;
}

/** Merged into `Database` above. */
export interface Database {
  rate_limit_hits: RateLimitHitsTable;
}

/* Order access and vendor event order (migration 0007). */

/** One access token of an order (its SHA-256, hex); an order may have several (creation, idempotent retries). */
export interface OrderAccessTokensTable {
  token_hash: string;
  order_id: number;
  created_at: string;
}

/** Merged into `Database` above. */
export interface Database {
  order_access_tokens: OrderAccessTokensTable;
}

/** Merged into `OrdersTable` above: the vendor's time (epoch ms) of the last event applied to the payment. */
export interface OrdersTable {
  payment_event_at: EpochMsColumn | null;
}

/** Merged into `LeadsTable` above: as for orders, for the lead's deposit. */
export interface LeadsTable {
  payment_event_at: EpochMsColumn | null;
}

/** Merged into `PaymentEventsTable` above: the vendor's time (epoch ms) of the event, null when it gives none. */
export interface PaymentEventsTable {
  occurred_at: EpochMsColumn | null;
}

/* Editor accounts (migration 0011). */

export type UserRole = 'editor' | 'admin';

/**
 * An editor or admin; `role` null = signed in without permissions. `email` as typed, for showing;
 * `email_key` (unique, migration 0028) is what every lookup compares (domain/account-email.ts).
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  password_hash: string; // argon2id PHC string
  role: UserRole | null;
  disabled: Generated<number>; // 0 | 1
  created_at: string;
  updated_at: string;
}

/** Where and when a session or token was made and last used (migration 0022; last use written at most once a minute). */
interface UseColumns {
  created_ip: string | null;
  last_used_at: EpochMsColumn | null;
  last_used_ip: string | null;
}

/** A browser session: the SHA-256 (hex) of the cookie's token. */
export interface SessionsTable extends UseColumns {
  id_hash: string;
  user_id: number;
  created_at: EpochMsColumn;
  expires_at: EpochMsColumn;
}

export type TokenScope = 'read' | 'write';

/** A bearer token for scripts: the SHA-256 (hex) of the token. */
export interface ApiTokensTable extends UseColumns {
  token_hash: string;
  user_id: number;
  created_at: EpochMsColumn;
  expires_at: EpochMsColumn;
  revoked_at: EpochMsColumn | null;
  scope: import('kysely').ColumnType<TokenScope, TokenScope | undefined, TokenScope>;
}

/** The per-account limit's state (migration 0022): `key` is `account:<e-mail key>` (domain/account-email.ts). */
export interface SignInThrottleTable {
  key: string;
  failures: number;
  last_failure_at: EpochMsColumn;
  /** Epoch ms until which attempts are refused; 0 when none is. */
  locked_until: EpochMsColumn;
}

export type SignInVia = 'password' | 'token';
export type SignInOutcome = 'success' | 'failure' | 'locked';

/** One audited sign-in or token request (migration 0022). */
export interface SignInAttemptsTable {
  id: Generated<number>;
  at: EpochMsColumn;
  /** As typed (bounded by the route's schema); the account's id when one has this address. */
  email: string;
  user_id: number | null;
  ip: string;
  via: SignInVia;
  outcome: SignInOutcome;
  /** A failure that started or extended a delay: until when. */
  locked_until: EpochMsColumn | null;
}

/** Merged into `Database` above. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  sign_in_throttle: SignInThrottleTable;
  sign_in_attempts: SignInAttemptsTable;
  user_identities: UserIdentitiesTable;
  oidc_logins: OidcLoginsTable;
}

export type UserRow = Selectable<UsersTable>;

/* Single sign-on (migration 0015). */

/** A provider account (issuer + subject) linked to one of our users. */
export interface UserIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: string;
  last_sign_in_at: string;
}

/** A sign-in under way at the provider: the SHA-256 (hex) of the browser's cookie token, used once. */
export interface OidcLoginsTable {
  id_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  language: string;
  return_path: string | null;
  expires_at: EpochMsColumn;
  /** Set when a signed-in account asked to link a provider account (migration 0029); null for a sign-in. */
  link_user_id: number | null;
}
/* Currency exchange rates (migration 0010). */

/** One rate of one refresh: units of `quote` per unit of `base`, valid from `start_date`. */
export interface CurrencyRatesTable {
  id: Generated<number>;
  base: string; // ISO 4217, e.g. "USD"
  quote: string; // e.g. "IQD"
  rate: number;
  start_date: string; // as the source gives it, e.g. "2026-11-26"
  source: string; // "http" | "local"
  fetched_at: string; // ISO-8601
}

/** Merged into `Database` above (interface merging keeps this addition a pure append). */
export interface Database {
  currency_rates: CurrencyRatesTable;
}

/* Forms and their leads (migration 0012; docs/forms.md). */

export interface FormsTable {
  id: Generated<number>;
  name: string;
  kind: string; // domain/contracts/forms.ts FormKind
  language: string; // ku | ar | en
  status: string; // draft | published
  fields: string; // JSON FormField[]
  recaptcha: number; // 0 | 1
  settings: string; // JSON FormSettingsMap
  integrations: string; // JSON FormIntegrations
  created_at: string;
  updated_at: string;
}

export interface FormLocationsTable {
  id: Generated<number>;
  name: string;
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
  dealer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface FormLeadsTable {
  id: Generated<number>;
  form_id: number;
  language: string;
  field_values: string; // JSON LeadPayload
  /** The `leads` row the CRM outbox delivers (null once the lead is deleted). */
  crm_lead_id: string | null;
  notification_email_id: number | null;
  confirmation_email_id: number | null;
  /** SHA-256 of the POST's Idempotency-Key (unique), and of its body. */
  idempotency_key_hash: string | null;
  request_hash: string | null;
  created_at: string;
  /** The values folded for the admin's text search (server/forms/lead-search.ts, migration 0019). */
  search_text: ColumnType<string, string | undefined, string>;
}

export interface LeadExportsTable {
  id: Generated<number>;
  form_id: number;
  status: string; // pending | running | done | failed
  filters: string; // JSON LeadExportRequest['filters']
  sort: string;
  /** The snapshot: leads created after the job (higher ids) are not in it. */
  max_lead_id: number;
  total: number;
  processed: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A finished export's CSV, in order (migration 0027): every process serves it, erasure deletes it. */
export interface LeadExportChunksTable {
  job_id: number;
  seq: number;
  data: Buffer;
}

export interface Database {
  forms: FormsTable;
  form_locations: FormLocationsTable;
  form_leads: FormLeadsTable;
  lead_exports: LeadExportsTable;
  lead_export_chunks: LeadExportChunksTable;
}

export type FormRow = Selectable<FormsTable>;
export type FormLeadRow = Selectable<FormLeadsTable>;
export type FormLocationRow = Selectable<FormLocationsTable>;
export type LeadExportRow = Selectable<LeadExportsTable>;
/* Editor drafts, versions and media (migration 0013). */

/** Merged into `PagesTable` above. */
export interface PagesTable {
  /** Optimistic lock: every write raises it; a write naming another number is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  /** JSON CmsPageContent being edited; null = the draft is the live content. */
  draft: ColumnType<string | null, string | null | undefined, string | null>;
  publish_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  unpublish_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  nav_hidden: ColumnType<number, number | undefined, number>; // 0 | 1
  /** Migration 0032: pages of one content in several languages share it (the first page's id); null: none made yet. */
  translation_group: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0032: 1 on a copy for another language until it is marked translated or published. */
  needs_translation: ColumnType<number, number | undefined, number>;
}

/** One write of a page: the content it left, who and when, and what changed. */
export interface PageVersionsTable {
  id: Generated<number>;
  page_id: number;
  number: number; // the page's `version` after the write; unique per page
  kind: string; // CmsVersionKind
  author_id: number | null;
  author_email: string | null;
  content: string; // JSON CmsPageContent
  summary: string;
  restored_from: number | null;
  created_at: string;
}

/** An uploaded image (its re-encoded sizes are in media_files). */
export interface MediaTable {
  id: Generated<number>;
  filename: string;
  content_type: string;
  width: number;
  height: number;
  alt: ColumnType<string, string | undefined, string>; // JSON { ku?, ar?, en? }
  created_by: number | null;
  created_at: string;
}

export interface MediaFilesTable {
  media_id: number;
  size: string; // "1600x900" | "1024x576" | "640x360"
  format: string; // "webp" | "jpeg"
  bytes: Buffer;
}

/** Merged into `Database` above. */
export interface Database {
  page_versions: PageVersionsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
}

/* Service campaigns of the local VIN checker (migration 0014). */

export interface VinCampaignsTable {
  id: Generated<number>;
  /** The maker's campaign code, e.g. "N512". */
  code: string;
  title_ku: string;
  title_ar: string;
  title_en: string;
  starts_on: string; // ISO date
  active: Generated<number>; // 1 | 0: an ended campaign no longer answers "affected"
}

export interface VinCampaignVehiclesTable {
  id: Generated<number>;
  campaign_id: number;
  vin: string; // normalised: 17 capitals and digits (domain/vin-check.ts)
}

/** Merged into `Database` above. */
export interface Database {
  vin_campaigns: VinCampaignsTable;
  vin_campaign_vehicles: VinCampaignVehiclesTable;
}

/* Redirects of addresses without a page (migration 0017; docs/cms-api.md). */

export interface RedirectsTable {
  id: Generated<number>;
  language: string; // ku | ar | en
  path: string; // as pages.path: "/old-offer"
  to: string; // a site path (the language segment is added) or an http(s) URL
  http_code: number; // 301 | 302 | 303 | 307 | 308
  updated_at: string;
}

/** Merged into `Database` above. */
export interface Database {
  redirects: RedirectsTable;
}

/* E-mail delivery (migration 0023; docs/operations.md, "E-mail"). */

/** Merged into `EmailOutboxTable` above: the outbox worker's bookkeeping, as the CRM outbox's. */
export interface EmailOutboxTable {
  /** The recipient's language (ku | ar | en): the HTML part's lang and direction; null for rows from before. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** Failed sends so far; `state` becomes `failed` at the policy's maximum. */
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** Epoch ms: due from then; a claimed row is pushed a lease ahead while it is being sent. */
  next_attempt_at: ColumnType<number | string, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who took it: `smtp` or `catcher` (the local mail catcher). */
  transport: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Message-ID it was sent with (the same on every retry). */
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A message the local mail catcher took instead of an SMTP server (no SMTP_URL): shown to admins. */
export interface CaughtEmailsTable {
  id: Generated<number>;
  outbox_id: number;
  message_id: string;
  from: string;
  to: string;
  subject: string;
  language: string;
  text: string;
  html: string;
  caught_at: string;
}

export type CaughtEmailRow = Selectable<CaughtEmailsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;

/** Merged into `Database` above. */
export interface Database {
  caught_emails: CaughtEmailsTable;
}

/* The content version and the CDN purge outbox (migration 0025, docs/caching.md). */

export interface ContentVersionTable {
  id: number; // always 1
  /** Raised by triggers in the same transaction as every write a rendered page depends on. */
  version: number;
}

/** One Surrogate-Key / Cache-Tag a CDN must forget; written by the same triggers. */
export interface CdnPurgesTable {
  key: string;
  /** Raised each time the key changes again, so a worker deletes only the generation it sent. */
  generation: number;
  state: 'pending' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

/** Merged into `Database` above. */
export interface Database {
  content_version: ContentVersionTable;
  cdn_purges: CdnPurgesTable;
}

export type CdnPurgeRow = Selectable<CdnPurgesTable>;

/* The stock feed (migration 0031, docs/stock-feed.md). */

/** Merged into `VehiclesTable` above. */
export interface VehiclesTable {
  /** The importer's own id of the vehicle (unique); null when it never came from a feed. Optional on insert. */
  external_id: Generated<string | null>;
}

/** The `stock` role: an account that may change stock (all dealers, or only `dealer_codes`). */
export interface StockGrantsTable {
  user_id: number;
  /** JSON array of dealer codes; null = every dealer. */
  dealer_codes: string | null;
  created_at: string;
}

export interface Database {
  stock_grants: StockGrantsTable;
}

/* Stock alerts (migration 0034, docs/alerts.md). */

/** An address with at least one alert; deleted with its last alert. */
export interface AlertAddressesTable {
  id: string;
  /** As typed (trimmed): where the mail goes. */
  email: string;
  /** domain/account-email.ts's comparison key: one row per address however it was typed. */
  email_key: string;
  created_at: string;
}

export interface StockAlertsTable {
  id: string;
  address_id: string;
  language: string; // ku | ar | en
  listing_id: string;
  /** The saved filter query in the listing API's key form (toListingSearchParams, without page/items/sort). */
  query: string;
  state: 'pending' | 'active';
  created_at: string;
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Epoch ms after which a pending sign-up is deleted; null once active. */
  expires_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** The digest's high-water mark: vehicles with a higher id are new to this alert. */
  seen_vehicle_id: ColumnType<number, number | undefined, number>;
  /** Epoch ms: the digest is due from then; a claimed alert is pushed a lease ahead. */
  next_digest_at: ColumnType<number | string, number | undefined, number>;
  last_digest_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** search: a saved search; vehicle: price drop and back in stock; hold: a held vehicle is free (migration 0035). */
  kind: ColumnType<AlertKind, AlertKind | undefined, AlertKind>;
  /** The watched vehicle of a `vehicle` or `hold` alert; null for a search. */
  vehicle_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The lowest shown price the visitor has been told about (a `vehicle` alert). */
  watched_price: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the vehicle was last seen free to reserve, 0 when not (`vehicle` and `hold` alerts). */
  watched_available: ColumnType<number | null, number | null | undefined, number | null>;
}

export type AlertKind = 'search' | 'vehicle' | 'hold';

export interface AlertTokensTable {
  /** SHA-256 (hex) of the random token; the token itself is only ever in the e-mail. */
  token_hash: string;
  purpose: 'confirm' | 'unsubscribe' | 'manage';
  address_id: string;
  alert_id: string | null;
  expires_at: number | string;
}

/** Merged into `EmailOutboxTable` and `CaughtEmailsTable` above. */
export interface EmailOutboxTable {
  /** The one-click unsubscribe URL sent as List-Unsubscribe (alert mail); null for other mail. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface CaughtEmailsTable {
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
}

export type StockAlertRow = Selectable<StockAlertsTable>;

export interface Database {
  alert_addresses: AlertAddressesTable;
  stock_alerts: StockAlertsTable;
  alert_tokens: AlertTokensTable;
}

/** The configured stock feed pull, one row (migration 0037, docs/stock-feed.md). */
export interface StockFeedPullTable {
  id: number;
  enabled: number;
  url: string;
  every_minutes: number;
  /** keep | sold | remove (domain/contracts/stock.ts, WITHDRAW_CHOICES). */
  withdraw: string;
  all_or_nothing: number;
  /** Epoch ms: due from then; a claimed pull is pushed a lease ahead. */
  next_pull_at: ColumnType<number | string, number, number>;
  attempts: ColumnType<number, number | undefined, number>;
  last_started_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_finished_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** ok | refused (the feed was read but rows were refused) | failed (not read or not imported). */
  last_status: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last import's counts, JSON (StockPullReport). */
  last_report: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
}

export interface Database {
  stock_feed_pull: StockFeedPullTable;
}

/** A photo a feed named by address, stored once in the media library (migration 0038, docs/stock-feed.md "Photos"). */
export interface StockFeedPhotosTable {
  /** The address as checked (domain/feed-url.ts), the key. */
  url: string;
  media_id: number;
  created_at: string;
}

export interface Database {
  stock_feed_photos: StockFeedPhotosTable;
}
