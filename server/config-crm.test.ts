import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('CRM_REQUEST_TIMEOUT_MS', () => {
  it('limits each CRM call to 15 s unless set', () => {
    expect(loadConfig({}).crmOutbox?.requestTimeoutMs).toBe(15_000);
    expect(loadConfig({ CRM_REQUEST_TIMEOUT_MS: '2500' }).crmOutbox?.requestTimeoutMs).toBe(2500);
  });

  it('refuses a value that is not a whole number of milliseconds above 0, at start', () => {
    for (const bad of ['0', '-5', '1.5', 'soon'])
      expect(() => loadConfig({ CRM_REQUEST_TIMEOUT_MS: bad })).toThrow(
        `CRM_REQUEST_TIMEOUT_MS must be a whole number of milliseconds above 0, got ${bad}`,
      );
  });
});
