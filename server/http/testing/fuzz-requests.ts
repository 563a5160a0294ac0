/**
 * Requests for one OpenAPI operation, valid or hostile, and the contract every answer must keep:
 * no 5xx, only statuses the operation documents, and every 4xx in the `{ error: { code, message } }`
 * shape (or in a media type the document names for that status, e.g. the site's HTML 404 view).
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KnownValues } from './known-values.js';
import type { FuzzOperation, FuzzParameter } from './openapi-operations.js';
import { hostileString, hostileValue, memberPaths, replaceAt, toJsonText, validValue } from './schema-arbitraries.js';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A parameter value as it goes into a URL: percent-encoded, or (sometimes) raw and possibly broken. */
function paramText(parameter: FuzzParameter, known: KnownValues): fc.Arbitrary<{ text: string; raw: boolean }> {
  const real = known[parameter.name] ?? [];
  const drawn = validValue(parameter.schema).map((value) => ({ text: String(value), raw: false }));
  const valid = real.length
    ? fc.oneof(
        drawn,
        fc.constantFrom(...real).map((text) => ({ text, raw: false })),
      )
    : drawn;
  const hostile = hostileString().map((text) => ({ text, raw: false }));
  const raw = fc.constantFrom('%E0%A4%A', '%', '%ZZ', '%C0%80', 'a%00b', '%2F..%2F').map((text) => ({ text, raw: true }));
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostile, weight: 4 }, { arbitrary: raw, weight: 1 });
}

/** Percent-encoding as a client would send it (a lone surrogate becomes U+FFFD, as in a browser). */
const component = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const encode = ({ text, raw }: { text: string; raw: boolean }) => (raw ? text : component(text));

type BodyChoice = { kind: 'json'; value: unknown } | { kind: 'text'; payload: string; contentType: string } | { kind: 'none' };

/** Members named like a known parameter (vehicle_id, company_uuid) sometimes take a real value. */
function withKnown(value: unknown, known: KnownValues, pick: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  for (const [key, member] of Object.entries(copy)) {
    const real = known[key];
    if (real?.length && pick % 2 === 0)
      copy[key] = typeof member === 'number' ? Number(real[pick % real.length]) : real[pick % real.length];
    else copy[key] = withKnown(member, known, pick);
  }
  return copy;
}

function bodyArbitrary(operation: FuzzOperation, known: KnownValues): fc.Arbitrary<BodyChoice> {
  if (!operation.body) return fc.constant({ kind: 'none' });
  const valid = fc.tuple(validValue(operation.body), fc.nat()).map(([value, pick]) => withKnown(value, known, pick));
  const mutated = fc.tuple(valid, hostileValue(), fc.nat()).map(([value, replacement, pick]) => {
    const paths = memberPaths(value);
    return replaceAt(value, paths[pick % paths.length] ?? [], replacement);
  });
  const malformed = fc.constantFrom<BodyChoice>(
    { kind: 'text', payload: '{"broken": ', contentType: 'application/json' },
    { kind: 'text', payload: '', contentType: 'application/json' },
    { kind: 'text', payload: 'plain words', contentType: 'text/plain' },
    { kind: 'text', payload: '<xml/>', contentType: 'application/xml' },
    { kind: 'text', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'text', payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' },
    { kind: 'text', payload: '{"a":1}', contentType: 'application/json; charset=latin-1' },
  );
  return fc.oneof(
    { arbitrary: valid.map((value): BodyChoice => ({ kind: 'json', value })), weight: 4 },
    { arbitrary: mutated.map((value): BodyChoice => ({ kind: 'json', value })), weight: 5 },
    { arbitrary: malformed, weight: 1 },
  );
}

export function requestArbitrary(operation: FuzzOperation, known: KnownValues = {}): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');
  const pathValues = fc.tuple(...pathParams.map((p) => paramText(p, known)));
  // Each query parameter: left out, or sent (required ones are left out sometimes too).
  const queryValues = fc.tuple(...queryParams.map((p) => fc.option(paramText(p, known), { freq: 3 })));
  const extraQuery = fc.option(fc.tuple(hostileString(), hostileString()), { freq: 4 });
  const headerValues = fc.tuple(
    ...headerParams.map((p) =>
      fc.option(
        paramText(p, known).map(({ text }) => text),
        { freq: 3 },
      ),
    ),
  );
  return fc
    .tuple(pathValues, queryValues, extraQuery, headerValues, bodyArbitrary(operation, known))
    .map(([paths, queries, extra, headerTexts, body]) => {
      let path = operation.path;
      pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, encode(paths[i]!));
      });
      const pairs = queryParams.flatMap((p, i) => {
        const value = queries[i];
        return value ? [`${component(p.name)}=${encode(value)}`] : [];
      });
      if (extra) pairs.push(`${component(extra[0])}=${component(extra[1])}`);
      const headers: Record<string, string> = {};
      headerParams.forEach((p, i) => {
        const value = headerTexts[i];
        // Header values travel as Latin-1 text: anything else a real client could not send.
        if (value !== null && value !== undefined && /^[\x20-\x7e]*$/.test(value)) headers[p.name] = value;
      });
      const request: FuzzRequest = { method: operation.method, url: pairs.length ? `${path}?${pairs.join('&')}` : path, headers };
      if (body.kind === 'json') {
        request.payload = toJsonText(body.value);
        headers['content-type'] = 'application/json';
      } else if (body.kind === 'text') {
        request.payload = body.payload;
        headers['content-type'] = body.contentType;
      }
      return request;
    });
}

export function injectOptions(request: FuzzRequest): InjectOptions {
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
}

/** Why the answer breaks the contract, or undefined when it keeps it. */
export function contractBreach(operation: FuzzOperation, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  const documented = operation.responses.get(status);
  // A documented 503 is a deliberate refusal (a payment vendor or SMS service not configured);
  // every other 5xx is a crash.
  if (status >= 500 && !(status === 503 && documented)) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (!documented) return `answered ${status}, which the document does not list (${[...operation.responses.keys()].join(', ')})`;
  if (status < 400 || (status >= 500 && status !== 503)) return undefined;
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json')) {
    const mediaType = contentType.split(';')[0]!.trim();
    if (documented.includes(mediaType)) return undefined;
    return `answered ${status} as ${contentType || 'no content type'}, not the error shape: ${response.body.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
    return `answered ${status} without { error: { code, message } }: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}
