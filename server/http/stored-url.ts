/**
 * The refusal of a stored URL the one rule (domain/safe-url.ts) does not allow: 400 `unsafe_url`
 * naming the exact field (`settings.thank_you.redirect_url`, `blocks[2].props.link.url`). Every
 * service that saves an editor's URL calls it (docs/cms-editor.md, "Links and URLs").
 */
import { UNSAFE_URL_MESSAGE, checkUrl, type SafeUrl } from '../../domain/safe-url.js';
import { ApiFailure } from '../failure.js';

export function unsafeUrl(field: string, label = field): ApiFailure {
  return new ApiFailure(400, 'unsafe_url', `${label} ${UNSAFE_URL_MESSAGE}`, field);
}

/** The checked URL; an empty or missing value is no URL (undefined); anything not allowed throws. */
export function assertStoredUrl(value: unknown, field: string, label?: string): SafeUrl | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw unsafeUrl(field, label);
  if (value.trim() === '') return undefined;
  const checked = checkUrl(value);
  if (!checked) throw unsafeUrl(field, label);
  return checked;
}

/**
 * A redirect target (a page's url_redirection, the redirects table): the URL rule, and only a path
 * of this site or an http(s) URL (a redirect to mailto: or tel: leads nowhere a visitor can read).
 */
export function assertRedirectUrl(value: string, field: string): SafeUrl {
  const checked = assertStoredUrl(value, field, 'The redirect target');
  if (!checked || (checked.scheme !== null && checked.scheme !== 'http' && checked.scheme !== 'https'))
    throw new ApiFailure(400, 'unsafe_url', 'The redirect target must be a site path (/…) or an http(s) URL', field);
  return checked;
}
