/**
 * A TCP port nobody listens on, for the benchmarks' own servers (`npm run bench` must not fail
 * because a developer's `npm start` holds 8080, or anything holds a fixed port). The operating system
 * picks it (listen on port 0), so it never collides with a port in use at that moment.
 */
import { createServer } from 'node:net';

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('The system gave no port'))));
    });
  });
}
