/**
 * Un-saving stops the alerts this browser asked for (docs/alerts.md, "Un-saving stops the alert"): each
 * of the vehicle's stop tokens is posted once through the widgets' JSON client, under the API base it
 * came from, with `keepalive`; the tokens are forgotten first, a refusal is not retried, and saving the
 * vehicle again clears its "stopped" state.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertStopState, clearAlertStopped, rememberAlertStop, stopVehicleAlerts } from './vehicle-alert-stops.js';

/** localStorage as a browser has it, for this test only. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('stopping a vehicle’s alerts when it is un-saved', () => {
  beforeAll(() => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterAll(() => vi.unstubAllGlobals());

  it('posts each token once, under its own API base, with keepalive, and forgets them', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, { data: { status: 'stopped' } }));
    try {
      rememberAlertStop(7, 'https://dealer.example/lrdx/', 'token-a');
      rememberAlertStop(7, '', 'token-b');
      rememberAlertStop(9, 'https://api.example', 'token-c');
      expect(alertStopState(7)).toBe('on');

      expect(await stopVehicleAlerts(7)).toBe(2);
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
        'https://dealer.example/lrdx/public_api/alerts/vehicles/stop',
        '/public_api/alerts/vehicles/stop',
      ]);
      for (const [index, token] of ['token-a', 'token-b'].entries()) {
        const init = fetch.mock.calls[index]?.[1];
        expect(init).toMatchObject({ method: 'POST', keepalive: true });
        expect(JSON.parse(String(init?.body))).toEqual({ stop_token: token });
        expect(new Headers(init?.headers).get('content-type')).toContain('application/json');
      }
      expect(alertStopState(7)).toBe('stopped');
      expect(alertStopState(9)).toBe('on');
      // A second un-save sends nothing.
      expect(await stopVehicleAlerts(7)).toBe(0);
      expect(fetch).toHaveBeenCalledTimes(2);
      // Saved again: the "stopped" state goes.
      clearAlertStopped(7);
      expect(alertStopState(7)).toBe('none');
    } finally {
      fetch.mockRestore();
    }
  });

  it('counts a refused stop as not stopped, and does not retry it (the e-mails’ links still work)', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(429, { error: { code: 'rate_limited', message: 'Too many' } }));
    try {
      expect(await stopVehicleAlerts(9)).toBe(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(alertStopState(9)).toBe('stopped');
      expect(await stopVehicleAlerts(9)).toBe(0);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      fetch.mockRestore();
    }
  });
});
