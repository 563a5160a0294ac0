/**
 * Display labels for facet options whose values are codes: dealers (their display name by the
 * brand rule of domain/dealer.ts) and model groups (`defender_110` → the model's own name). The
 * model-group names come from the stock itself, read once per stock version.
 */
import { sql, type Kysely } from 'kysely';
import type { FacetOption, ListingFacets } from '../../domain/listing-query.js';
import type { Database, ListingRow } from '../db/schema.js';
import { dealerDisplayName, type DealerInfo } from './dealer-info.js';

interface ModelNames {
  version: number;
  names: Map<string, string>;
}

export function facetLabeller(db: Kysely<Database>) {
  let cache: Promise<ModelNames> | undefined;

  function modelNames(version: number): Promise<ModelNames> {
    if (!cache) cache = load(version);
    return cache.then((current) => (current.version === version ? current : (cache = load(version))));
  }

  async function load(version: number): Promise<ModelNames> {
    const rows = await sql<{ group: string; model: string }>`
      select nameplate_model_group as "group", min(model) as model from vehicles group by nameplate_model_group`.execute(db);
    return { version, names: new Map(rows.rows.map((r) => [r.group, r.model])) };
  }

  /** Adds `label` to dealer and model-group options; other facets are left as they are. */
  return async function label(
    facets: ListingFacets | undefined,
    version: number,
    listing: ListingRow,
    dealer: (code: string) => DealerInfo | undefined,
  ): Promise<ListingFacets | undefined> {
    if (!facets) return facets;
    const brands = JSON.parse(listing.brands || '[]') as string[];
    const brandKey = brands.length === 1 && brands[0] === 'jaguar' ? 'jaguar' : 'land_rover';
    const withLabel = (options: FacetOption[] | undefined, name: (value: string) => string | undefined) =>
      options?.map((o) => {
        const text = name(o.value);
        return text ? { ...o, label: text } : o;
      });
    const groups = facets.checkbox.nameplate_model_group ? (await modelNames(version)).names : new Map<string, string>();
    return {
      ...facets,
      checkbox: {
        ...facets.checkbox,
        ...(facets.checkbox.dealers && {
          dealers: withLabel(facets.checkbox.dealers, (code) => {
            const info = dealer(code);
            return info ? dealerDisplayName(info, brandKey) : undefined;
          }),
        }),
        ...(facets.checkbox.nameplate_model_group && {
          nameplate_model_group: withLabel(facets.checkbox.nameplate_model_group, (key) => groups.get(key)),
        }),
      },
    };
  };
}
