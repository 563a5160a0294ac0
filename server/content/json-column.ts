/** JSON text columns and settings: parse, and on bad input log and fall back instead of failing the page. */
export interface WarnLogger {
  warn(message: string): void;
}

export const consoleLogger: WarnLogger = { warn: (message) => console.warn(message) };

/** `label` names what was parsed, so the log says which setting or column is broken. */
export function parseJsonOr<T>(text: string | null | undefined, fallback: T, label: string, log: WarnLogger): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    log.warn(`Invalid JSON in ${label}`);
    return fallback;
  }
}
