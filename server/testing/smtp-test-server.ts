/**
 * A real SMTP server for tests (the `smtp-server` package on a free local port): it accepts and keeps
 * every message, or refuses recipients with a 5xx reply. `startSilentServer` is the other bad case:
 * a TCP server that takes the connection and never says a word (no greeting), as a hung relay does.
 * `parseMessage` reads what a test asserts on from the raw message: headers (encoded words decoded)
 * and the text and HTML parts.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMessage[];
  /** Sessions that got as far as a recipient (delivered or refused). */
  recipientsSeen: string[];
  close(): Promise<void>;
}

export interface SmtpServerBehaviour {
  /** Refuse every recipient with this reply (e.g. 550); accept all when absent. */
  refuseWith?: { code: number; message: string };
}

function listen(server: { listen(port: number, host: string, callback: () => void): Server }): Promise<number> {
  return new Promise((resolve, reject) => {
    const net = server.listen(0, '127.0.0.1', () => {
      const address = net.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
    net.once('error', reject);
  });
}

export async function startTestSmtpServer(behaviour: SmtpServerBehaviour = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const recipientsSeen: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsSeen.push(address.address);
      if (!behaviour.refuseWith) return callback();
      const refused: SMTPServerError = new Error(behaviour.refuseWith.message);
      refused.responseCode = behaviour.refuseWith.code;
      return callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipientsSeen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts TCP connections and never answers (no SMTP greeting). */
export async function startSilentServer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface ParsedMessage {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export function parseMessage(raw: string): ParsedMessage {
  const { headers, body } = splitHead(raw);
  const parsed: ParsedMessage = { headers, text: undefined, html: undefined };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = splitHead(part.replace(/^\r\n/, ''));
    const type = partHeaders.get('content-type') ?? '';
    const content = decodeBody(partBody.replace(/\r\n$/, ''), partHeaders.get('content-transfer-encoding'));
    if (type.startsWith('text/plain')) parsed.text = content.replace(/\r\n/g, '\n');
    if (type.startsWith('text/html')) parsed.html = content.replace(/\r\n/g, '\n');
  }
  return parsed;
}
