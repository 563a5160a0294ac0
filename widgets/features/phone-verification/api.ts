/** The verification calls of a checkout (server/api/verification), shared by the flows that check a buyer's phone or e-mail. */
import type { CodeCheckReply, EmailCheckReply } from '../../../domain/contracts/verification.js';
import { requestJson } from '../../runtime/http.js';
import type { CheckCodeInput, CheckCodeOutput, SendCodeInput } from '../../../state-machines/phone-verification/index.js';

export async function sendVerificationCode(apiBase: string, { phone }: SendCodeInput): Promise<void> {
  await requestJson(apiBase, '/twilio/create_verification', { method: 'POST', body: { phone_number: phone } });
}

export async function checkVerificationCode(apiBase: string, { phone, code }: CheckCodeInput): Promise<CheckCodeOutput> {
  const reply = await requestJson<CodeCheckReply>(apiBase, '/twilio/check_verification', {
    method: 'POST',
    body: { phone_number: phone, code },
  });
  return { valid: reply.data.valid === true };
}

/** How long the browser waits for the e-mail check (the server itself gives up after 5 seconds). */
const EMAIL_CHECK_MS = 7_000;

/**
 * Whether the e-mail service thinks the address can receive mail. Only a clear `valid: false`
 * counts: a timeout or any failure is "valid" and never blocks a buyer.
 */
export async function emailLooksDeliverable(apiBase: string, email: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EMAIL_CHECK_MS);
  try {
    const reply = await requestJson<EmailCheckReply>(apiBase, '/verification/email', {
      method: 'POST',
      body: { email },
      signal: controller.signal,
    });
    return reply.data.valid !== false;
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
