/**
 * Request bodies are validated without type coercion; paths, query strings and headers still are.
 *
 * Fastify validates every part of a request with one Ajv whose `coerceTypes: 'array'` turns `"12"`
 * into 12, `12` into `"12"`, `"true"` into true and a lone value into an array. That is right for a
 * URL, where everything arrives as text, and wrong for a JSON body, where the client chose the type:
 * a number where a name is expected, or `"false"` where a boolean is, would be silently changed and
 * stored. A body of the wrong type answers 400 `invalid_request` naming the field instead
 * (docs/server-layers.md, "The error contract").
 *
 * Both compilers come from `@fastify/ajv-compiler`, the one Fastify itself uses, with Fastify's own
 * defaults (removeAdditional, useDefaults, ajv-formats, allErrors off) and the schemas added with
 * `addSchema`; only the body's turns coercion off.
 */
import { AjvCompiler, type ValidatorCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance } from 'fastify';

const fromPool = AjvCompiler();

/** Call on the root instance before any route (installAppErrorHandler does, for the app and every test app). */
export function installBodyValidation(app: FastifyInstance): void {
  let compilers: { coercing: ValidatorCompiler; strict: ValidatorCompiler } | undefined;
  app.setValidatorCompiler((route) => {
    // Built at the first compile, when every shared schema has been added.
    const schemas = app.getSchemas() as Parameters<typeof fromPool>[0];
    compilers ??= {
      coercing: fromPool(schemas, { customOptions: {} }),
      strict: fromPool(schemas, { customOptions: { coerceTypes: false } }),
    };
    return (route.httpPart === 'body' ? compilers.strict : compilers.coercing)(route);
  });
}
