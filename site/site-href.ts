/**
 * CMS content stores site paths without the language segment ("/stock"); the site is served under
 * "/ku/". Absolute URLs, hash links and paths already under the segment are left alone.
 */
export function siteHref(segment: string, url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed.startsWith('#')) return trimmed;
  if (!trimmed.startsWith('/')) return trimmed;
  const base = `/${segment}`;
  if (trimmed === base || (trimmed.startsWith(base) && /^[/?#]/.test(trimmed.slice(base.length)))) return trimmed;
  return `${base}${trimmed}`;
}
