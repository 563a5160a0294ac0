/** Where the outbox worker hands a rendered message: an SMTP server (smtp.ts) or the local mail catcher (catcher.ts). */
import type { RenderedEmail } from './render.js';

export interface OutgoingEmail extends RenderedEmail {
  /** The outbox row's id (the catcher keeps it beside the message). */
  outboxId: number;
  to: string;
  /** The same on every retry of one row, so a receiving server can tell a resend from a new message. */
  messageId: string;
}

export interface MailTransport {
  /** `smtp` or `catcher`, recorded on the outbox row that it sent. */
  readonly name: 'smtp' | 'catcher';
  /** The From address (MAIL_FROM). */
  readonly from: string;
  /** Resolves once the server accepted the message; rejects with the reason (a 5xx reply, a timeout). */
  send(message: OutgoingEmail): Promise<void>;
  /** Closes pooled connections (server shutdown). */
  close(): void;
}
