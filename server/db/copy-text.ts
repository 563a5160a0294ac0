/**
 * PostgreSQL's COPY text format read back into rows (server/db/raw-rows.ts, `copyRows`): one line a
 * row, its values separated by tabs, `\N` for NULL, and a backslash before a backslash, a tab, a
 * newline and the other control characters COPY escapes (`\b \f \n \r \t \v`, and octal or hex
 * codes, which COPY reads but does not write today). A row's values come back as strings (or null),
 * whatever the columns' types: a reader that wants numbers converts them, as the listing index's
 * builders do for every column.
 *
 * The bytes arrive in pieces of any size. A newline byte never stands inside a multi-byte UTF-8
 * character, so a piece is cut after its last newline, decoded whole, and the rest waits for the next.
 */

const ESCAPES: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };

/** One value as COPY wrote it. */
function valueOf(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/g, (_, octal?: string, hex?: string, other?: string) =>
    octal !== undefined
      ? String.fromCharCode(parseInt(octal, 8))
      : hex !== undefined
        ? String.fromCharCode(parseInt(hex, 16))
        : (ESCAPES[other as string] ?? (other as string)),
  );
}

export class CopyTextRows {
  private carry: Buffer = Buffer.alloc(0);

  /** The whole rows in `piece` (after what an earlier piece left unfinished). */
  push(piece: Buffer): (string | null)[][] {
    const end = piece.lastIndexOf(0x0a);
    if (end < 0) {
      this.carry = Buffer.concat([this.carry, piece]);
      return [];
    }
    const text = (this.carry.length > 0 ? Buffer.concat([this.carry, piece.subarray(0, end)]) : piece.subarray(0, end)).toString('utf8');
    this.carry = Buffer.from(piece.subarray(end + 1));
    return text.split('\n').map((line) => line.split('\t').map(valueOf));
  }

  /** Fails when the data ended inside a row (COPY ends every row with a newline). */
  end(): void {
    if (this.carry.length > 0) throw new Error(`COPY data ended inside a row (${this.carry.length} bytes after the last newline)`);
  }
}
