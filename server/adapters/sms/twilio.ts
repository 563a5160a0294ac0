/**
 * Twilio Verify over its REST API with fetch (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
 * TWILIO_VERIFY_SERVICE_SID). Twilio keeps the code, its expiry (10 minutes) and the attempt limit.
 */
import type { CheckStatus, PhoneVerifier } from './types.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function createTwilioVerifier(options: TwilioOptions): PhoneVerifier {
  const doFetch = options.fetch ?? fetch;
  const base = `${(options.baseUrl ?? 'https://verify.twilio.com').replace(/\/$/, '')}/v2/Services/${encodeURIComponent(options.serviceSid)}`;
  const headers = {
    authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
  };
  const post = (path: string, form: Record<string, string>) =>
    doFetch(`${base}${path}`, { method: 'POST', headers, body: new URLSearchParams(form).toString() });

  return {
    name: 'twilio',
    async start(phoneNumber) {
      const response = await post('/Verifications', { To: phoneNumber, Channel: 'sms' });
      if (!response.ok) throw new Error(`Twilio verification failed with ${response.status}`);
      return { status: 'pending' };
    },
    async check(phoneNumber, code): Promise<{ status: CheckStatus }> {
      const response = await post('/VerificationCheck', { To: phoneNumber, Code: code });
      // 404: no pending verification (expired, approved or never started); 429: attempts exhausted.
      if (response.status === 404) return { status: 'not_found' };
      if (response.status === 429) return { status: 'max_attempts' };
      if (!response.ok) throw new Error(`Twilio verification check failed with ${response.status}`);
      const body = (await response.json()) as { status?: string };
      return { status: body.status === 'approved' ? 'approved' : 'pending' };
    },
  };
}
