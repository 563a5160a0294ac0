/**
 * The admin's "Sent e-mail" list (docs/operations.md, "E-mail"): what the local mail catcher took
 * instead of an SMTP server, newest first. Admins only; personal data (addresses, cancellation
 * links), so never stored by any cache (`no-store`).
 */
import type { FastifyInstance } from 'fastify';
import { SENT_EMAILS_LIMIT, SENT_EMAILS_PATH, type SentEmail } from '../../../domain/contracts/sent-emails.js';
import { listCaughtEmails } from '../../adapters/email/index.js';
import type { AuthGuard } from '../../http/auth/index.js';
import { errorResponses } from '../../http/error-schema.js';
import type { AppContext } from '../../context.js';

const sentEmail = {
  type: 'object',
  required: ['id', 'outbox_id', 'message_id', 'from', 'to', 'subject', 'language', 'text', 'caught_at'],
  properties: {
    id: { type: 'integer' },
    outbox_id: { type: 'integer' },
    message_id: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    subject: { type: 'string' },
    language: { type: 'string', enum: ['ku', 'ar', 'en'] },
    text: { type: 'string' },
    caught_at: { type: 'string' },
  },
} as const;

const listSentEmailsSchema = {
  tags: ['editor'],
  summary: 'E-mail the local mail catcher took (no SMTP_URL), newest first',
  description: `At most ${SENT_EMAILS_LIMIT}. Admins only. \`Cache-Control: no-store\` (addresses and links are personal data).`,
  response: {
    200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: sentEmail } } },
    ...errorResponses(401, 403),
  },
} as const;

export function registerSentEmailRoutes(app: FastifyInstance, guard: AuthGuard, ctx: AppContext): void {
  const { db } = ctx;
  app.get(SENT_EMAILS_PATH, { schema: listSentEmailsSchema, preHandler: guard.requireRole('admin') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listCaughtEmails(db, SENT_EMAILS_LIMIT);
    const data: SentEmail[] = rows.map((row) => ({
      id: row.id,
      outbox_id: row.outbox_id,
      message_id: row.message_id,
      from: row.from,
      to: row.to,
      subject: row.subject,
      language: row.language,
      text: row.text,
      caught_at: row.caught_at,
    }));
    return { data };
  });
}
