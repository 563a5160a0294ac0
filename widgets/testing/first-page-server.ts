/**
 * The server's own routes as a widget's server-drawn first page reads them (docs/decisions.md, "Page speed as a first-time visitor gets it"):
 * the listing page given, no settings, and anything else refused; `asked` lists the paths read.
 */
import type { ListingResponse } from '../../domain/listing-query.js';

export function fakeFirstPageServer(listing: ListingResponse) {
  const asked: string[] = [];
  const getJson = (path: string): Promise<unknown> => {
    asked.push(path);
    if (path.startsWith('/public_api/listing/')) return Promise.resolve(listing);
    if (path === '/settings') return Promise.resolve({ data: [] });
    return Promise.reject(new Error(`unexpected ${path}`));
  };
  return { asked, getJson };
}
