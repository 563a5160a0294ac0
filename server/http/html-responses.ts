/**
 * OpenAPI responses of the server-rendered site routes: their pages and the page-not-found view
 * are HTML, redirects have no body, and the errors raised before a page is rendered (a NUL in the
 * path, an over-long URL) are JSON in the shared error shape (added by ./route-responses.ts).
 */
import { apiErrorRef } from './error-schema.js';

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } }) as const;
const redirect = { description: 'Redirect (Location header)', type: 'null' } as const;

export type SiteStatus = 200 | 301 | 302 | 303 | 307 | 308 | 404;

/** Responses of a site route that can answer `statuses`; 500 (the error view, or JSON) always. */
export function siteResponses(...statuses: SiteStatus[]) {
  const responses: Record<number, unknown> = {
    500: {
      description: 'The error view (HTML), or the error shape when the failure came before rendering',
      content: { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: apiErrorRef } },
    },
  };
  for (const status of statuses) {
    if (status === 200) responses[status] = html('The page, server-rendered HTML');
    else if (status === 404) responses[status] = html('The page-not-found view, HTML');
    else responses[status] = redirect;
  }
  return responses;
}
