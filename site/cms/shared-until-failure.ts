/**
 * A list the editor asks the server for once per session (the listing keys, the forms): every
 * caller shares the one request, and after a failure the next call asks again instead of keeping
 * the failure for the rest of the session.
 */
export function sharedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((failure: unknown) => {
      pending = null;
      throw failure;
    });
    return pending;
  };
}
