/**
 * The soft-lock calls (docs/buy-online.md): take or extend with `POST /buy_online/orders/init`
 * (the same holder re-initialising extends), release with `POST /buy_online/orders/release_lock`.
 * The server's `expires_in_seconds` is turned into a time of this browser's clock, so a wrong
 * clock on the visitor's device does not shorten or stretch the countdown.
 */
import type { SoftLockReply } from '../../../domain/contracts/buy-online.js';
import type { ExtendLockOutput } from '../../../state-machines/soft-lock/index.js';
import { requestJson } from '../../runtime/http.js';

export interface HeldLock extends ExtendLockOutput {
  /** Length of the hold as granted, in seconds (the init dialog says it in minutes). */
  seconds: number;
}

export async function takeSoftLock(apiBase: string, vehicleId: number, holder: string, now: () => number = Date.now): Promise<HeldLock> {
  const reply = await requestJson<SoftLockReply>(apiBase, '/buy_online/orders/init', {
    method: 'POST',
    body: { vehicle_id: vehicleId, holder },
  });
  const at = now();
  const seconds = Math.max(0, Number(reply.data.expires_in_seconds) || 0);
  return { lockId: reply.data.lock_id, expiresAt: at + seconds * 1000, now: at, seconds };
}

export async function releaseSoftLock(apiBase: string, lockId: string, holder: string): Promise<void> {
  await requestJson(apiBase, '/buy_online/orders/release_lock', { method: 'POST', body: { lock_id: lockId, holder } });
}
