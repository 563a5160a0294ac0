/**
 * The operations of an OpenAPI 3 document as the fuzz test needs them: method, path template,
 * parameters with their schemas, the JSON request body schema, and the statuses the document lists
 * (with whether each is documented as JSON or as another media type, e.g. a site page's HTML).
 */
export type JsonSchema = Record<string, unknown>;

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  /** e.g. "GET /orders/{number}" */
  id: string;
  method: string;
  path: string;
  parameters: FuzzParameter[];
  body: JsonSchema | undefined;
  /** Status → media types documented for it. */
  responses: Map<number, string[]>;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'];

export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        // A documentation-only placeholder such as `filter[<name>_in][]` is no real parameter name.
        .filter((p) => !p.name.includes('<'))
        // Path parameters the path does not hold (a schema shared by several routes) cannot be sent.
        .filter((p) => p.in !== 'path' || path.includes(`{${p.name}}`))
        .map((p) => ({ name: p.name, in: p.in as FuzzParameter['in'], required: p.required === true, schema: p.schema ?? {} }));
      const responses = new Map<number, string[]>();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (/^\d{3}$/.test(status)) responses.set(Number(status), Object.keys(response.content ?? { 'application/json': {} }));
      }
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body: op.requestBody?.content?.['application/json']?.schema,
        responses,
      });
    }
  }
  return operations;
}
