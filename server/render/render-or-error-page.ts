/**
 * A site page's render, timed under its kind (server/metrics/app-metrics.ts), with the one answer
 * to a failure: logged and answered with the 500 status page. A client that has gone while the page
 * was loading (ClientGone, shared-pages.ts) is not a failure of the page: it is passed on to the
 * page cache's handler, which answers nobody.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { timeRender, type PageKind } from '../metrics/app-metrics.js';
import { ClientGone } from './shared-pages.js';

type SendStatusPage = (request: FastifyRequest, reply: FastifyReply, status: number) => Promise<unknown>;

export async function renderOrErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: PageKind,
  render: () => Promise<unknown>,
  sendNotFound: SendStatusPage,
): Promise<unknown> {
  try {
    return await timeRender(request, kind, render);
  } catch (error) {
    if (error instanceof ClientGone) throw error;
    request.log.error(error);
    return sendNotFound(request, reply, 500);
  }
}
