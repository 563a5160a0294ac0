/**
 * The one rule for putting a path from an API answer or a page under a base URL (the `api-base` a
 * retailer's page gives, or this page's origin): a vehicle's photos and pages under that base, on the
 * server's page as in the widgets (docs/embedding.md, "Attributes every widget tag understands"). The
 * widgets' API calls join their own constant paths in their client (widgets/runtime/http.ts).
 *
 * Both values may come from outside (an `api-base` attribute, a path in an API answer), so both go
 * through the URL rule of `safe-url.ts` (docs/security-headers.md, "Stored URLs") first:
 *
 * - a path the rule refuses (`javascript:`, `data:`, a network-path `//host/x`, empty) gives '': nothing
 *   to load or follow;
 * - an absolute URL the rule allows (`https://cdn.example/a.jpg`, `mailto:`, `tel:`) is kept as it is;
 * - any other path goes under the base with exactly one `/` between them, whatever slashes either has
 *   (`https://x.example/lrdx/` + `/media/a.jpg` → `https://x.example/lrdx/media/a.jpg`: a base with a
 *   path keeps it);
 * - the base is '' (this page's origin: `/media/a.jpg`), an `http(s)` URL or a path of this site; any
 *   other base (`javascript:`, `mailto:`, `//host`) is refused and the result is ''.
 *
 * Pure: the server, the renderer and the widgets share it.
 */
import { checkUrl } from './safe-url.js';

export function underBase(base: string, path: string): string {
  const target = checkUrl(path);
  if (!target) return '';
  if (target.external) return target.href;
  const root = base.trim() === '' ? '' : baseOf(base);
  if (root === null) return '';
  return `${root.replace(/\/+$/, '')}/${target.href.replace(/^\/+/, '')}`;
}

/** The base as it may be used, or null when it is neither an http(s) URL nor a path of this site. */
function baseOf(base: string): string | null {
  const checked = checkUrl(base);
  if (!checked) return null;
  if (checked.scheme !== null && checked.scheme !== 'http' && checked.scheme !== 'https') return null;
  return checked.href;
}
