/**
 * `company_config/{section}` (docs/listing-api.md, "Widget configuration"), shared by the listing path form
 * `/public_api/listing/:id/company_config/:section` and the bare `/company_config/:section`: reads the
 * company (list key) from the `Company-Config` header, the section ("all": every section) and the
 * asked config types (none asked: every type); the entries come from server/listing/company-configs.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, type ApiErrorBody } from '../../../domain/api-error.js';
import {
  COMPANY_CONFIG_HEADER,
  COMPANY_CONFIG_SECTION_ALL,
  COMPANY_CONFIG_TYPES,
  isCompanyConfigType,
} from '../../../domain/company-config.js';
import type { ParseResult, RawQuery } from '../../../domain/listing-query.js';
import type { AppContext } from '../../context.js';
import { appendVary } from '../../http/cors.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { ApiFailure, refusal } from '../../failure.js';
import { companyExists, readCompanyConfig, type CompanyConfigRequest } from '../../listing/company-configs.js';

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

/**
 * Answers once CORS is settled: 400 for a bad request, 404 when the header names no listing,
 * else the entries (possibly none).
 */
export async function answerCompanyConfig(request: FastifyRequest, reply: FastifyReply, db: AppContext['db']): Promise<FastifyReply> {
  // The answer depends on the header: shared caches must keep one copy per list key.
  appendVary(reply, COMPANY_CONFIG_HEADER);
  const ask = parseCompanyConfigRequest(request);
  if (!ask.ok) throw refusal(400, ask.error);
  if (!(await companyExists(db, ask.value.companyId))) {
    throw new ApiFailure(404, 'company_not_found', `No list key "${ask.value.companyId}"`, COMPANY_CONFIG_HEADER);
  }
  const data = await readCompanyConfig(db, ask.value, (message) => request.log.warn(message));
  return sendCachedJson(request, reply, { data });
}
