/** Every API error body is `{ "error": { "code", "message", "field" } }` (architecture, conventions). */
export interface ApiErrorBody {
  code: string;
  message: string;
  field?: string;
}

export interface ApiErrorResponse {
  error: ApiErrorBody;
}

export function apiError(code: string, message: string, field?: string): ApiErrorBody {
  return field === undefined ? { code, message } : { code, message, field };
}

/** A failure as plain data a machine can keep and a test can compare. */
export interface FailureData {
  code: string;
  message: string;
  /** HTTP status; 0 when no response arrived or the failure did not come from the API. */
  status: number;
  /** A refusal's wait before the next try (429 `rate_limited`), when the API gave one. */
  retryAfterSeconds?: number;
}

/**
 * Any thrown value as plain data: the API client's errors carry `code`, `message` and `status`;
 * anything else becomes `unknown_error` with its text. Every machine's error normaliser is this one.
 */
export function failureOf(error: unknown): FailureData {
  if (error && typeof error === 'object') {
    const { code, message, status, retryAfterSeconds } = error as {
      code?: unknown;
      message?: unknown;
      status?: unknown;
      retryAfterSeconds?: unknown;
    };
    return {
      code: typeof code === 'string' ? code : 'unknown_error',
      message: typeof message === 'string' ? message : 'Unknown error',
      status: typeof status === 'number' ? status : 0,
      ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
    };
  }
  return { code: 'unknown_error', message: String(error), status: 0 };
}

/** The same without the status, for machines that only show code and message. */
export function codeAndMessageOf(error: unknown): { code: string; message: string; retryAfterSeconds?: number } {
  const { code, message, retryAfterSeconds } = failureOf(error);
  return retryAfterSeconds === undefined ? { code, message } : { code, message, retryAfterSeconds };
}

/** The whole minutes to wait after a rate-limit refusal (at least 1), or null when the API gave no wait. */
export function retryAfterMinutes(failure: { retryAfterSeconds?: number } | null | undefined): number | null {
  const seconds = failure?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds >= 0 ? Math.max(1, Math.ceil(seconds / 60)) : null;
}
