/** Console lines a widget writes for the developer, and the real server to be refused by (docs/embedding.md, "Troubleshooting"), in browser tests. */

/** Every console.error line while `run` runs; `run` gets the lines so far, to wait for one. */
export async function consoleErrors(run: (lines: readonly string[]) => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  try {
    await run(lines);
  } finally {
    console.error = original;
  }
  return lines;
}

/**
 * The real server's own origin, which the test page's origin is not: a widget pointed at it calls
 * it as a retailer's page does, from an origin the listing does not allow.
 */
export async function realServerOrigin(): Promise<string> {
  return ((await (await fetch('/__test/server-origin')).json()) as { origin: string }).origin;
}
