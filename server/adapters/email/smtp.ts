/**
 * The SMTP transport (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com` or
 * `smtp://relay.internal:25`), with nodemailer. Every stage of the conversation has the
 * SMTP_TIMEOUT_MS limit (connecting, the greeting, any quiet socket): a server that never answers is
 * a failed attempt, retried by the outbox worker, never a worker stuck past its lease.
 */
import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingEmail } from './transport.js';

export interface SmtpOptions {
  url: string;
  from: string;
  timeoutMs: number;
}

export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    name: 'smtp',
    from: options.from,
    async send(message: OutgoingEmail) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        messageId: message.messageId,
        text: message.text,
        html: message.html,
        headers: {
          'Content-Language': message.htmlLang,
          // RFC 8058 one-click unsubscribe (docs/alerts.md): the URL takes a POST, no page to click through.
          ...(message.listUnsubscribe
            ? { 'List-Unsubscribe': `<${message.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
            : {}),
        },
      });
    },
    close: () => transporter.close(),
  };
}
