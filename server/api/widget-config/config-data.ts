/**
 * `GET /public_api/vehicles/config_data?config_url=…` (docs/listing-api.md, "Widget configuration"): the configuration of the new
 * vehicle a configurator journey starts from (the widget reads data.data; server/listing/config-data.ts).
 * Only new vehicles carry a build configuration; any other config_url is 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawQuery } from '../../../domain/listing-query.js';
import type { AppContext } from '../../context.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { textParam } from '../../http/query-params.js';
import { ApiFailure, refusal } from '../../failure.js';
import { findConfigData } from '../../listing/config-data.js';

const MAX_CONFIG_URL = 500;

export function configDataHandler(db: AppContext['db']) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    await allowAnyListingOrigin(request, reply, db);
    const configUrl = textParam(request.query as RawQuery, 'config_url', MAX_CONFIG_URL);
    if (!configUrl.ok) throw refusal(400, configUrl.error);
    if (configUrl.value === null) throw new ApiFailure(400, 'missing_parameter', 'config_url is required', 'config_url');
    const data = await findConfigData(db, configUrl.value);
    if (!data) throw new ApiFailure(404, 'config_not_found', 'No new vehicle has this config_url', 'config_url');
    return sendCachedJson(request, reply, { data });
  };
}
