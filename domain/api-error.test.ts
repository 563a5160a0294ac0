import { describe, expect, it } from 'vitest';
import { codeAndMessageOf, failureOf } from './api-error.js';

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
