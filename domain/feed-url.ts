/**
 * The address of a stock feed the server pulls (docs/stock-feed.md, "A feed pulled on a schedule"):
 * an admin types it, the server fetches it, so it is checked twice. `checkFeedUrl` when it is saved:
 * the project's one URL rule first (./safe-url.ts: what a browser would read, no hidden scheme),
 * then, narrower, an absolute http or https address without a user name or password in it. `isPrivateAddress` when it
 * is pulled, on every address the host name resolves to: a loopback, private, link-local or
 * unspecified address is refused (the server would otherwise fetch from its own network for whoever
 * can change the setting), unless the deployment allows private hosts.
 */
import { checkUrl } from './safe-url.js';

export type FeedUrlCheck = { ok: true; url: URL } | { ok: false; code: 'invalid_url'; message: string };

export function checkFeedUrl(raw: string): FeedUrlCheck {
  const refuse = (message: string): FeedUrlCheck => ({ ok: false, code: 'invalid_url', message });
  if (raw.length > 2000) return refuse('The address is longer than 2,000 characters');
  const safe = checkUrl(raw);
  if (!safe) return refuse('Give the whole address, starting with https://');
  let url: URL;
  try {
    url = new URL(safe.href);
  } catch {
    return refuse('Give the whole address, starting with https://');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('The address starts with https:// or http://');
  if (url.username || url.password) return refuse('Put no user name or password in the address');
  if (!url.hostname) return refuse('The address has no host');
  return { ok: true, url };
}

function ipv4Private(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** Whether an IP address is one a public feed never has (loopback, private, link-local, unspecified, carrier NAT). */
export function isPrivateAddress(address: string): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return ipv4Private(address);
  // Not an address a resolver gives back: refused rather than guessed at.
  if (!address.includes(':')) return true;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return ipv4Private(mapped[1]);
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}
