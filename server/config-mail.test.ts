import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from './config.js';

describe('SMTP_URL, MAIL_FROM, SMTP_TIMEOUT_MS and the e-mail outbox intervals', () => {
  it('uses the local mail catcher with the defaults when nothing is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      timeoutMs: 15_000,
      intervalMs: 5_000,
      leaseMs: 60_000,
    });
  });

  it('reads an SMTP server with its From address and limits', () => {
    const mail = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.iq:465',
      MAIL_FROM: '"Land Rover Iraq" <no-reply@example.iq>',
      SMTP_TIMEOUT_MS: '5000',
      EMAIL_OUTBOX_INTERVAL_MS: '1000',
      EMAIL_OUTBOX_LEASE_MS: '30000',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.iq:465',
      from: '"Land Rover Iraq" <no-reply@example.iq>',
      timeoutMs: 5000,
      intervalMs: 1000,
      leaseMs: 30_000,
    });
  });

  it('refuses, at start, what would never send', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.iq', MAIL_FROM: 'a@b.iq' })).toThrow('SMTP_URL must be smtp://');
    expect(() => loadConfig({ SMTP_URL: 'smtp://smtp.example.iq' })).toThrow('MAIL_FROM must be set with SMTP_URL');
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an address');
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: '0' })).toThrow('SMTP_TIMEOUT_MS must be a whole number of milliseconds above 0');
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: '60000' })).toThrow('must be well under EMAIL_OUTBOX_LEASE_MS');
  });
});
