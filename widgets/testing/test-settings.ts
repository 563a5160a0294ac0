/**
 * The shop's settings as the browser tests switch them: the test runner answers `PUT
 * /__test/settings/<key>` by writing that one setting in the test server's database
 * (web-test-runner.config.mjs). Test support only: never imported by a widget.
 */
import { assert } from './browser-fixture.js';

/** Writes one setting; gives the value it had, to put back after the test. */
export async function putTestSetting(key: string, value: string): Promise<string | null> {
  const reply = await fetch(`/__test/settings/${key}`, { method: 'PUT', body: value });
  assert(reply.ok, `setting ${key}: ${reply.status}`);
  return ((await reply.json()) as { previous: string | null }).previous;
}

/** Runs `body` with the shop's phone verification required, then turns it off again, whatever happened. */
export async function withPhoneVerificationRequired(body: () => Promise<void>): Promise<void> {
  await putTestSetting('buy_online.phone_verification', 'required');
  try {
    await body();
  } finally {
    await putTestSetting('buy_online.phone_verification', 'off');
  }
}
