import { describe, expect, it } from 'vitest';
import { codeAndMessageOf, failureOf, retryAfterMinutes } from './api-error.js';

describe('failureOf', () => {
  it('keeps the code, message and status of an API error', () => {
    expect(failureOf({ code: 'vehicle_locked', message: 'Held', status: 409 })).toEqual({
      code: 'vehicle_locked',
      message: 'Held',
      status: 409,
    });
  });

  it('turns anything else into unknown_error with its text and status 0', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ code: 'unknown_error', message: 'Failed to fetch', status: 0 });
    expect(failureOf('boom')).toEqual({ code: 'unknown_error', message: 'boom', status: 0 });
    expect(failureOf({ code: 7 })).toEqual({ code: 'unknown_error', message: 'Unknown error', status: 0 });
  });

  it('codeAndMessageOf drops the status', () => {
    expect(codeAndMessageOf({ code: 'x', message: 'y', status: 500 })).toEqual({ code: 'x', message: 'y' });
  });
});

describe('retryAfterMinutes', () => {
  it('rounds a rate-limit wait up to whole minutes, at least one, and is null without a wait', () => {
    expect(retryAfterMinutes({ retryAfterSeconds: 125 })).toBe(3);
    expect(retryAfterMinutes({ retryAfterSeconds: 10 })).toBe(1);
    expect(retryAfterMinutes(codeAndMessageOf({ code: 'rate_limited', message: 'x', retryAfterSeconds: 600 }))).toBe(10);
    expect(retryAfterMinutes({})).toBeNull();
    expect(retryAfterMinutes(null)).toBeNull();
  });
});
