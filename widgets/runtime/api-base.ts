/**
 * The API base a widget uses when neither its `api-base` attribute nor the loader gave one:
 * the origin that served this bundle, which is the lrdx server.
 */
export function defaultApiBase(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return location.origin;
  }
}
