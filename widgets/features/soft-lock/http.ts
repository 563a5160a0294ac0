/**
 * JSON requests for the buy-online API (POST/PUT with headers, which the shared read-only client
 * does not offer), failing with the same `LrdxApiError` so views read `code` alike.
 */
import { FetchError, ofetch } from 'ofetch';
import { LrdxApiError } from '../../runtime/api-client.js';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function requestJson<T>(apiBase: string, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await ofetch<T>(`${apiBase.replace(/\/+$/, '')}${path}`, {
      method: options.method ?? 'GET',
      // No automatic retry: a payment or an order must never be sent twice behind the visitor's back.
      retry: 0,
      timeout: 15_000,
      headers: { accept: 'application/json', ...options.headers },
      ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof FetchError) {
      const status = error.statusCode ?? 0;
      const body = (error.data as { error?: { code?: unknown; message?: unknown; field?: unknown } } | undefined)?.error;
      if (body && typeof body.code === 'string') {
        const field = typeof body.field === 'string' ? body.field : undefined;
        throw new LrdxApiError({ code: body.code, message: String(body.message ?? body.code), ...(field ? { field } : {}) }, status);
      }
      throw new LrdxApiError(
        status ? { code: `http_${status}`, message: `HTTP ${status}` } : { code: 'network_error', message: error.message },
        status,
      );
    }
    throw new LrdxApiError({ code: 'unknown_error', message: error instanceof Error ? error.message : String(error) }, 0);
  }
}
