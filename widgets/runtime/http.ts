/**
 * The widgets' one HTTP client, for reads and writes alike: one ofetch instance per API base (a
 * page may embed widgets of two deployments), JSON in and out, and one error type carrying the
 * API's `{ error: { code, message, field } }`, which `failureOf` (domain/api-error.ts) turns into a
 * machine's failure data.
 */
import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { ApiErrorBody } from '../../domain/api-error.js';

export class LrdxApiError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  /** HTTP status; 0 when no response arrived (offline, CORS, timeout). */
  readonly status: number;
  /** A 429's wait (`retry_after_seconds`, else the `Retry-After` header), so the visitor is told how long. */
  readonly retryAfterSeconds: number | undefined;
  /** A 422's every refused field (`error.fields` of the Forms API), by field key. */
  readonly fields: Record<string, { message: string }> | undefined;
  /** The refusal's other text members, e.g. `origin` and `fix` of 403 `origin_not_allowed`. */
  readonly details: Record<string, string>;

  constructor(
    body: ApiErrorBody,
    status: number,
    retryAfterSeconds?: number,
    fields?: Record<string, { message: string }>,
    details: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'LrdxApiError';
    this.code = body.code;
    this.field = body.field;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.fields = fields;
    this.details = details;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request finish when the visitor leaves the page at once (fetch's `keepalive`; small bodies only). */
  keepalive?: boolean;
}

/** Any failure of a call as an LrdxApiError: the API's own error body when it sent one. */
export function toApiError(error: unknown): LrdxApiError {
  if (error instanceof LrdxApiError) return error;
  if (error instanceof FetchError) {
    const status = error.statusCode ?? 0;
    const body = (
      error.data as
        | { error?: { code?: unknown; message?: unknown; field?: unknown; fields?: unknown; retry_after_seconds?: unknown } }
        | null
        | undefined
    )?.error;
    if (body && typeof body.code === 'string') {
      const field = typeof body.field === 'string' ? body.field : undefined;
      const header = Number(error.response?.headers.get('retry-after') ?? Number.NaN);
      const wait = typeof body.retry_after_seconds === 'number' ? body.retry_after_seconds : Number.isFinite(header) ? header : undefined;
      const fields = refusedFieldsOf(body.fields);
      return new LrdxApiError(
        { code: body.code, message: String(body.message ?? body.code), ...(field ? { field } : {}) },
        status,
        wait,
        fields,
        textDetailsOf(body),
      );
    }
    return new LrdxApiError(
      status
        ? { code: `http_${status}`, message: error.statusMessage || `HTTP ${status}` }
        : { code: 'network_error', message: error.message },
      status,
    );
  }
  return new LrdxApiError({ code: 'unknown_error', message: error instanceof Error ? error.message : String(error) }, 0);
}

/** The text members of an error body besides code, message and field. */
function textDetailsOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !['code', 'message', 'field'].includes(entry[0]),
    ),
  );
}

/** `{ key: { message } }` members of an error body's `fields`, or undefined when there are none. */
function refusedFieldsOf(value: unknown): Record<string, { message: string }> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    const message = (item as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? [[key, { message }] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const clients = new Map<string, $Fetch>();

// The base is joined here by ofetch (one slash between base and path, a base's path kept), not by
// domain/under-base.ts: that rule's URL check would add its entity tables to the shared runtime, over
// its budget (docs/architecture.md, "Build"); the paths given here are the widgets' own constants.
function client(apiBase: string): $Fetch {
  const base = apiBase.replace(/\/+$/, '');
  let instance = clients.get(base);
  if (!instance) {
    // No automatic retry: a failure is shown with a 'Try again' button, so the visitor decides, and
    // a payment or an order must never be sent twice behind the visitor's back.
    instance = ofetch.create({ baseURL: base, retry: 0, timeout: 15_000, headers: { accept: 'application/json' } });
    clients.set(base, instance);
  }
  return instance;
}

/** One JSON call to the API under `apiBase` (`path` starts with `/`); fails with LrdxApiError. */
export async function requestJson<T>(apiBase: string, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await client(apiBase)<T>(path, {
      method: options.method ?? 'GET',
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    throw toApiError(error);
  }
}
