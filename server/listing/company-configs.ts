/**
 * The company config entries behind `company_config/{section}` (docs/listing-api.md, "Widget
 * configuration"): the entries of one company (list key), of one section ("all": every section) and
 * of the asked config types (none asked: every type), in the order the types were asked.
 */
import type { Kysely } from 'kysely';
import { COMPANY_CONFIG_SECTION_ALL, COMPANY_CONFIG_TYPES, type CompanyConfigEntry } from '../../domain/company-config.js';
import type { Database } from '../db/schema.js';
import { readJson } from '../db/json-list-column.js';

export interface CompanyConfigRequest {
  companyId: string;
  section: string;
  types: string[] | null;
}

/** Whether a listing has this list key (the company the Company-Config header names). */
export async function companyExists(db: Kysely<Database>, companyId: string): Promise<boolean> {
  const company = await db.selectFrom('listings').select('id').where('id', '=', companyId).executeTakeFirst();
  return company !== undefined;
}

/** The asked entries; an entry whose stored JSON does not parse is left out and reported to `warn`. */
export async function readCompanyConfig(
  db: Kysely<Database>,
  ask: CompanyConfigRequest,
  warn: (message: string) => void,
): Promise<CompanyConfigEntry[]> {
  let query = db.selectFrom('company_configs').select(['section', 'config_type', 'data']).where('company_id', '=', ask.companyId);
  if (ask.section !== COMPANY_CONFIG_SECTION_ALL) query = query.where('section', '=', ask.section);
  if (ask.types) query = query.where('config_type', 'in', ask.types);
  const rows = await query.orderBy('config_type').orderBy('section').execute();
  const order = ask.types ?? [...COMPANY_CONFIG_TYPES];
  const rank = (type: string): number => order.indexOf(type) + 1 || order.length + 1;
  return rows
    .sort((a, b) => rank(a.config_type) - rank(b.config_type))
    .flatMap((row) => {
      const parsed = readJson(row.data);
      if (parsed.ok) return [{ config_type: row.config_type, data: parsed.value }];
      warn(`Invalid JSON in company config ${ask.companyId}/${row.section}/${row.config_type}`);
      return [];
    });
}
