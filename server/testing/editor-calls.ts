/**
 * The editor-API suites that act as the editor: each test on a fresh CMS test app (`testFixture`),
 * and `call(method, url, payload?, headers?)` sending as the editor unless told other headers.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { DialectName } from '../db/connection.js';
import { EDITOR, buildCmsTestApp, type CmsTestApp } from './cms-test-app.js';
import { bearer, injectCall, type CallMethod } from './inject-call.js';
import { testFixture } from './suite-fixture.js';

export type EditorCall = (
  method: CallMethod,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export function editorCalls(dialect: DialectName): { t: () => CmsTestApp; call: EditorCall } {
  let editor: Record<string, string> = {};
  const t = testFixture(
    () => buildCmsTestApp(dialect),
    async (opened) => {
      editor = bearer(await opened.token(EDITOR));
    },
  );
  const send = injectCall(() => t().app);
  return { t, call: (method, url, payload, headers = editor) => send(method, url, headers, payload) };
}
