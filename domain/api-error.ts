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
