/**
 * Reading the element's JSON attributes and the campaign cookie: a JSON object of strings (anything
 * else is dropped, never thrown), and the UTM values the server keeps in the `lrdx_utm` cookie
 * (server/render/utm-cookie.ts, a query string) so the inquiry carries its campaign like any form.
 */
export function readJsonObject(text: string | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => [k, String(v)]),
    );
  } catch {
    return {};
  }
}

export function utmValues(cookie: string): Record<string, string> {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('lrdx_utm='));
  if (!raw) return {};
  try {
    const params = new URLSearchParams(decodeURIComponent(raw.slice('lrdx_utm='.length)));
    return Object.fromEntries([...params].filter(([k]) => k.startsWith('utm_')));
  } catch {
    return {};
  }
}
