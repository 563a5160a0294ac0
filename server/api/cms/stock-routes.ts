/**
 * Stock of the editor API (docs/stock-feed.md): `POST /cms/api/stock/imports` takes a feed file and
 * answers its import report. Admins change every dealer's stock; an account with the `stock` role
 * its granted dealers' (server/stock-feed/stock-scope.ts). Service: `services.stock`
 * (server/stock-feed/index.ts); this file reads no table (docs/server-layers.md).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { WITHDRAW_CHOICES, type StockImportOptions, type WithdrawChoice } from '../../../domain/contracts/stock.js';
import type { AuthGuard } from '../../http/auth/index.js';
import { ApiFailure } from '../../failure.js';
import type { Services } from '../../services.js';
import { feedFormatOf, MAX_FEED_BYTES, parseFeedText, parseJsonFeed, type FeedFormat, type FeedRow } from '../../stock-feed/parse-feed.js';
import type { StockScope } from '../../stock-feed/stock-scope.js';
import {
  changeStockVehicleSchema,
  importOptionsQuery,
  importStockSchema,
  listStockSchema,
  readPullSchema,
  runPullSchema,
  savePullSchema,
  setStockStatusSchema,
} from './stock-schemas.js';
import { checkFeedUrl } from '../../../domain/feed-url.js';

type ImportQuery = Static<typeof importOptionsQuery>;

const FORBIDDEN = () => new ApiFailure(403, 'forbidden', 'Changing stock needs the admin or the stock role');

function flag(value: string): boolean {
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  throw new ApiFailure(400, 'invalid_request', 'Use true or false', 'options');
}

interface Upload {
  format: FeedFormat;
  rows: FeedRow[];
  fields: Record<string, string>;
}

async function readMultipart(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { text: string; filename: string; type: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FEED_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new ApiFailure(400, 'invalid_request', 'The feed goes in the field named file', part.fieldname);
        file = { text: (await part.toBuffer()).toString('utf8'), filename: part.filename, type: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiFailure(413, 'payload_too_large', 'A feed file holds at most 32 MB', 'file');
    throw new ApiFailure(400, 'invalid_request', 'The upload could not be read', 'file');
  }
  if (!file) throw new ApiFailure(400, 'invalid_request', 'Add the feed in the field named file', 'file');
  const format = feedFormatOf(file.type, file.filename, file.text);
  return { format, rows: parseFeedText(format, file.text), fields };
}

function readBody(request: FastifyRequest): Upload {
  const type = request.headers['content-type'] ?? '';
  if (typeof request.body === 'string') {
    const format = feedFormatOf(type, undefined, request.body);
    return { format, rows: parseFeedText(format, request.body), fields: {} };
  }
  if (request.body !== undefined && /json/i.test(type)) return { format: 'json', rows: parseJsonFeed(request.body), fields: {} };
  throw new ApiFailure(415, 'unsupported_media_type', 'Send the feed as text/csv, application/json or a multipart file', 'file');
}

function optionsOf(query: ImportQuery, fields: Record<string, string>): StockImportOptions {
  const withdraw = fields.withdraw ?? query.withdraw ?? 'keep';
  if (!(WITHDRAW_CHOICES as readonly string[]).includes(withdraw))
    throw new ApiFailure(400, 'invalid_request', `withdraw is one of ${WITHDRAW_CHOICES.join(', ')}`, 'withdraw');
  return {
    dry_run: fields.dry_run === undefined ? (query.dry_run ?? false) : flag(fields.dry_run),
    all_or_nothing: fields.all_or_nothing === undefined ? (query.all_or_nothing ?? false) : flag(fields.all_or_nothing),
    withdraw: withdraw as WithdrawChoice,
  };
}

export function registerStockRoutes(scope: FastifyInstance, guard: AuthGuard, services: Services): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { stock } = services;
  // CSV bodies arrive as text; JSON ones Fastify parses itself.
  scope.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: MAX_FEED_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const scopeOf = async (request: FastifyRequest): Promise<StockScope> => {
    const scope = await stock.scopeOf(guard.identityOf(request).account);
    if (!scope) throw FORBIDDEN();
    return scope;
  };

  app.post(
    '/cms/api/stock/imports',
    { schema: importStockSchema, preHandler: guard.requireSignIn(), bodyLimit: MAX_FEED_BYTES },
    async (request) => {
      const scope = await scopeOf(request);
      const upload = request.isMultipart() ? await readMultipart(request) : readBody(request);
      const options = optionsOf(request.query, upload.fields);
      const report = await stock.importFeed({ format: upload.format, rows: upload.rows, options, scope });
      return { data: report };
    },
  );

  // The configured feed pull (docs/stock-feed.md, "A feed pulled on a schedule"): admins only, as it
  // changes every dealer's stock.
  const admin = guard.requireRole('admin');
  app.get('/cms/api/stock/pull', { schema: readPullSchema, preHandler: admin }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ data: await stock.pullState() }),
  );

  app.put('/cms/api/stock/pull', { schema: savePullSchema, preHandler: admin }, async (request, reply) => {
    const checked = checkFeedUrl(request.body.url);
    if (!checked.ok) throw new ApiFailure(400, checked.code, checked.message, 'url');
    const data = await stock.savePull({ ...request.body, url: checked.url.href });
    return reply.header('cache-control', 'no-store').send({ data });
  });

  app.post('/cms/api/stock/pull/run', { schema: runPullSchema, preHandler: admin }, async (_request, reply) => {
    if (!(await stock.makePullDue())) throw new ApiFailure(404, 'pull_not_configured', 'Configure and enable the feed pull first', 'url');
    const outcome = await services.stockPull.runOnce();
    // Another process claimed it first: its report shows on the screen when it is done.
    if (outcome === 'none') throw new ApiFailure(409, 'pull_running', 'The feed is being pulled already; its report follows');
    return reply.header('cache-control', 'no-store').send({ data: await stock.pullState() });
  });

  app.get('/cms/api/stock/vehicles', { schema: listStockSchema, preHandler: guard.requireSignIn() }, async (request, reply) => {
    const scope = await scopeOf(request);
    const { data, total } = await stock.list(scope, request.query);
    return reply.header('cache-control', 'no-store').send({ data, meta: { total } });
  });

  app.patch('/cms/api/stock/vehicles/:id', { schema: changeStockVehicleSchema, preHandler: guard.requireSignIn() }, async (request) => {
    const scope = await scopeOf(request);
    return { data: await stock.change(scope, request.params.id, request.body) };
  });

  app.post('/cms/api/stock/vehicles/status', { schema: setStockStatusSchema, preHandler: guard.requireSignIn() }, async (request) => {
    const scope = await scopeOf(request);
    return { data: await stock.setStatus(scope, request.body.ids, request.body.status) };
  });
}
