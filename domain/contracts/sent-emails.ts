/**
 * GET /cms/api/sent-emails (admin): what the local mail catcher took instead of an SMTP server
 * (no SMTP_URL), newest first — the admin's "Sent e-mail" list (docs/operations.md, "E-mail").
 */
export interface SentEmail {
  id: number;
  /** The `email_outbox` row it was sent from. */
  outbox_id: number;
  message_id: string;
  from: string;
  to: string;
  subject: string;
  /** ku | ar | en: the language it was written in (its direction in the list). */
  language: string;
  /** The plain-text part, as the recipient reads it. */
  text: string;
  caught_at: string;
}

export const SENT_EMAILS_PATH = '/cms/api/sent-emails';
/** How many the list shows at most (newest first). */
export const SENT_EMAILS_LIMIT = 100;
