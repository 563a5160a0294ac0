/**
 * `company_config/{section}` (docs/listing-api.md, "Widget configuration"), shared by the listing path form
 * `/public_api/listing/:id/company_config/:section` and the bare `/company_config/:section`: the
 * entries of the company (list key) named by the `Company-Config` header, of the section ("all":
 * every section) and of the asked config types (none asked: every type).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiError, type ApiErrorBody } from '../../../domain/api-error.js';
import {
  COMPANY_CONFIG_HEADER,
  COMPANY_CONFIG_SECTION_ALL,
  COMPANY_CONFIG_TYPES,
  isCompanyConfigType,
  type CompanyConfigEntry,
} from '../../../domain/company-config.js';
import type { ParseResult, RawQuery } from '../../../domain/listing-query.js';
import type { Database } from '../../db/schema.js';
import { appendVary } from '../../http/cors.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { readJson } from '../../db/json-list-column.js';
import { ApiFailure, refusal } from '../../http/failure.js';

const SECTION = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_COMPANY_ID = 200;

function badRequest(error: ApiErrorBody): ParseResult<never> {
  return { ok: false, error };
}

/** `config_type=a,b` (or repeated): every name must be a known type; absent means every type. */
export function parseConfigTypes(raw: string | string[] | undefined): ParseResult<string[] | null> {
  if (raw === undefined) return { ok: true, value: null };
  const list = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (list.length === 0) return { ok: true, value: null };
  const unknown = list.find((v) => !isCompanyConfigType(v));
  if (unknown !== undefined) {
    return badRequest(
      apiError('invalid_config_type', `config_type "${unknown}" is not one of ${COMPANY_CONFIG_TYPES.join(', ')}`, 'config_type'),
    );
  }
  return { ok: true, value: [...new Set(list)] };
}

export interface CompanyConfigRequest {
  companyId: string;
  section: string;
  types: string[] | null;
}

export function parseCompanyConfigRequest(request: FastifyRequest): ParseResult<CompanyConfigRequest> {
  const header = request.headers[COMPANY_CONFIG_HEADER.toLowerCase()];
  const companyId = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (companyId === '')
    return badRequest(apiError('missing_header', `The ${COMPANY_CONFIG_HEADER} header names the list key`, COMPANY_CONFIG_HEADER));
  if (companyId.length > MAX_COMPANY_ID)
    return badRequest(apiError('too_long', `${COMPANY_CONFIG_HEADER} is too long`, COMPANY_CONFIG_HEADER));
  const section = (request.params as { section?: string }).section ?? COMPANY_CONFIG_SECTION_ALL;
  if (!SECTION.test(section)) return badRequest(apiError('invalid_section', 'section must be lower-case letters, digits and _', 'section'));
  const types = parseConfigTypes((request.query as RawQuery).config_type);
  if (!types.ok) return types;
  return { ok: true, value: { companyId, section, types: types.value } };
}

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

/**
 * Answers once CORS is settled: 400 for a bad request, 404 when the header names no listing,
 * else the entries (possibly none).
 */
export async function answerCompanyConfig(request: FastifyRequest, reply: FastifyReply, db: Kysely<Database>): Promise<FastifyReply> {
  // The answer depends on the header: shared caches must keep one copy per list key.
  appendVary(reply, COMPANY_CONFIG_HEADER);
  const ask = parseCompanyConfigRequest(request);
  if (!ask.ok) throw refusal(400, ask.error);
  const company = await db.selectFrom('listings').select('id').where('id', '=', ask.value.companyId).executeTakeFirst();
  if (!company) {
    throw new ApiFailure(404, 'company_not_found', `No list key "${ask.value.companyId}"`, COMPANY_CONFIG_HEADER);
  }
  const data = await readCompanyConfig(db, ask.value, (message) => request.log.warn(message));
  return sendCachedJson(request, reply, { data });
}
