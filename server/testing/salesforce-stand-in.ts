/**
 * A local Salesforce for tests, over real HTTP (the crash test's server runs in another process):
 * the calls the adapter (server/adapters/crm/salesforce.ts) makes, with Salesforce's REST upsert
 * semantics. `PATCH …/sobjects/Lead/<ExternalIdField>/<value>` creates a record (201, `created:
 * true`) when no Lead holds that value and updates it (200, `created: false`, as recent API versions answer) when
 * one does; more than one holder answers 300; an unknown field answers 404 NOT_FOUND. Also the
 * token, `GET` by external id, `PATCH …/Lead/<Id>` (204) and the plain create `POST …/Lead/`.
 *
 * `hang(call)` makes it take a call in (a lead call is applied: the CRM has the lead) and never
 * answer: the lost answer of a killed process or a timed-out call.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DEFAULT_LEAD_EXTERNAL_ID_FIELD } from '../adapters/crm/salesforce.js';

export interface StandInCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  /** The status answered; null while (or because) the call is left unanswered. */
  status: number | null;
}

export interface StandInOptions {
  externalIdField?: string;
  hang?: (call: StandInCall) => boolean;
}

export interface SalesforceStandIn {
  url: string;
  calls: StandInCall[];
  /** The Lead records by Salesforce id. */
  leads: Map<string, Record<string, unknown>>;
  /** Resolves with each call as it arrives, once per `nextCall()`. */
  nextCall(predicate: (call: StandInCall) => boolean): Promise<StandInCall>;
  close(): Promise<void>;
}

const LEAD_PATH = /^\/services\/data\/v[0-9.]+\/sobjects\/Lead\/(.*)$/;

export async function startSalesforceStandIn(options: StandInOptions = {}): Promise<SalesforceStandIn> {
  const field = options.externalIdField ?? DEFAULT_LEAD_EXTERNAL_ID_FIELD;
  const calls: StandInCall[] = [];
  const leads = new Map<string, Record<string, unknown>>();
  const waiting: { predicate: (call: StandInCall) => boolean; resolve: (call: StandInCall) => void }[] = [];
  const newId = () => `00Q${String(leads.size + 1).padStart(15, '0')}`;

  /** The answer to a call: its status and body (applied to `leads` before any hang). */
  function handle(call: StandInCall, query: URLSearchParams): [number, unknown] {
    if (call.method === 'POST' && call.path === '/services/oauth2/token') return [200, { access_token: 'stand-in-token' }];
    const lead = LEAD_PATH.exec(call.path);
    if (!lead) return [404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]];
    const rest = lead[1]!.split('/').map(decodeURIComponent);
    if (call.method === 'POST' && rest.join('') === '') {
      const id = newId();
      leads.set(id, { ...call.body, Id: id });
      return [201, { id, success: true, errors: [] }];
    }
    if (rest.length === 2) {
      const [name, value] = rest as [string, string];
      if (name !== field)
        return [404, [{ errorCode: 'NOT_FOUND', message: `Provided external ID field does not exist or is not accessible: ${name}` }]];
      const holders = [...leads.values()].filter((record) => record[field] === value);
      if (holders.length > 1) return [300, holders.map((record) => `/services/data/v60.0/sobjects/Lead/${String(record.Id)}`)];
      if (call.method === 'GET') {
        if (!holders[0]) return [404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]];
        const fields = query.get('fields')?.split(',');
        return [200, fields ? Object.fromEntries(fields.map((key) => [key, holders[0]![key]])) : holders[0]];
      }
      if (call.method === 'PATCH') {
        if (holders[0]) {
          Object.assign(holders[0], call.body);
          return [200, { id: holders[0].Id, success: true, errors: [], created: false }];
        }
        const id = newId();
        leads.set(id, { ...call.body, [field]: value, Id: id });
        return [201, { id, success: true, errors: [], created: true }];
      }
    }
    if (rest.length === 1 && call.method === 'PATCH') {
      const record = leads.get(rest[0]!);
      if (!record) return [404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]];
      Object.assign(record, call.body);
      return [204, null];
    }
    return [405, [{ errorCode: 'METHOD_NOT_ALLOWED', message: `${call.method} not allowed` }]];
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      let body: Record<string, unknown> | null = null;
      if (text && request.headers['content-type']?.startsWith('application/json')) body = JSON.parse(text) as Record<string, unknown>;
      const call: StandInCall = { method: request.method ?? 'GET', path: url.pathname, body, status: null };
      calls.push(call);
      const [status, answer] = handle(call, url.searchParams);
      for (const waiter of waiting.splice(0)) {
        if (waiter.predicate(call)) waiter.resolve(call);
        else waiting.push(waiter);
      }
      if (options.hang?.(call)) return;
      call.status = status;
      if (answer === null) response.writeHead(status).end();
      else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Salesforce stand-in has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    leads,
    nextCall: (predicate) => new Promise((resolve) => waiting.push({ predicate, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
