/**
 * A test server started on a port found free, and started again on another when the port was
 * taken before the child listened on it (two files asking at once are given the same one back, or
 * a client's outgoing connection takes it). Shared by the server tests' child process
 * (server-process.ts) and the browser tests' server (e2e/support/server.ts).
 */

/** The start failed only because its port was taken meanwhile (the child said EADDRINUSE). */
export class PortTakenError extends Error {}

const PORT_ATTEMPTS = 5;

/**
 * `start` on the port `pick` answers; on a PortTakenError, `beforeRetry` (e.g. remove what the
 * failed start wrote) and again on a new port, at most five times. Any other failure is thrown.
 */
export async function startOnFreePort<T>(
  pick: () => Promise<number>,
  start: (port: number) => Promise<T>,
  beforeRetry: () => void = () => undefined,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await pick());
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !(error instanceof PortTakenError)) throw error;
      beforeRetry();
    }
  }
}
