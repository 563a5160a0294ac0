/**
 * The listing's retailers for the search form: `GET …/{listKey}/retailers?lang` (their streets in the
 * page language). Until it answers, or if it fails, the dealers facet stands in (code and label), so
 * the retailer select still works.
 */
import { useEffect, useState } from 'react';
import type { Retailer } from '../../domain/dealer-search.js';
import { retailerOfCode } from '../../domain/dealer.js';
import type { Language } from '../../domain/languages.js';
import type { FacetOption } from '../../domain/listing-query.js';
import { fetchRetailers } from '../runtime/api-client.js';

const fromFacet = (option: FacetOption): Retailer =>
  retailerOfCode(option.value, { name: option.label ?? option.value, display_name: option.label ?? '', vehicle_count: option.count });

export function useRetailers(
  apiBase: string,
  listKey: string,
  language: Language,
  enabled: boolean,
  facet: FacetOption[] | undefined,
): Retailer[] {
  const [fetched, setFetched] = useState<Retailer[] | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    fetchRetailers(apiBase, listKey, language).then(
      (list) => current && setFetched(list),
      (error: unknown) => console.warn('lrdx: retailers unavailable, using the dealers facet', error),
    );
    return () => {
      current = false;
    };
  }, [apiBase, listKey, language, enabled]);
  return fetched && fetched.length > 0 ? fetched : (facet ?? []).map(fromFacet);
}
