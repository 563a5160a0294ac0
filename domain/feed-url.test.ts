import { describe, expect, it } from 'vitest';
import { checkFeedUrl, isPrivateAddress } from './feed-url.js';

describe('feed address', () => {
  it('takes an absolute http(s) address', () => {
    expect(checkFeedUrl(' https://dms.example.com/export/stock.csv?key=1 ')).toMatchObject({ ok: true });
    expect(checkFeedUrl('http://dms.example.com/stock.json')).toMatchObject({ ok: true });
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://dms.example.com/a.csv',
    '/stock.csv',
    'https://user:pw@dms.example.com/a.csv',
    '',
  ])('refuses %s', (raw) => expect(checkFeedUrl(raw)).toMatchObject({ ok: false, code: 'invalid_url' }));

  it('knows the addresses a public feed never has', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'localhost',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:2800:220:1::248', '::ffff:93.184.216.34'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
