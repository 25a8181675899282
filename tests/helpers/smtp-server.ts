// A minimal SMTP server (RFC 5321's plain dialogue, no TLS, no authentication) on 127.0.0.1 for tests that
// check what the site really sends: it greets, takes one or more messages per connection and keeps them.
import { afterAll, beforeAll } from 'vitest';
import net from 'node:net';

export interface ReceivedMail {
  /** The envelope: MAIL FROM and every RCPT TO. */
  from: string;
  to: string[];
  /** The message as sent (headers, blank line, body), with dot-stuffing undone. */
  data: string;
  /** Header lines unfolded, by lower-case name (the first of each). */
  headers: Record<string, string>;
  body: string;
  /** The Subject header and the body decoded as a mail reader shows them (RFC 2047 words; quoted-printable or base64). */
  subject: string;
  text: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function decodeBody(body: string, transferEncoding = ''): string {
  const encoding = transferEncoding.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const latin = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answers once `count` messages have come in (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Waits this long before accepting a message's data with 250 (a slow mail server). */
  acceptDelayMs?: number;
}

function parseMessage(from: string, to: string[], data: string): ReceivedMail {
  const split = data.indexOf('\r\n\r\n');
  const head = split === -1 ? data : data.slice(0, split);
  const body = split === -1 ? '' : data.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  const subject = decodeHeader(headers.subject ?? '');
  return { from, to, data, headers, body, subject, text: decodeBody(body, headers['content-transfer-encoding']) };
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];

    const accept = (data: string) => {
      const message = parseMessage(from, to, data.replace(/^\.\./gm, '.'));
      const done = () => {
        received.push(message);
        reply('250 2.0.0 OK queued');
        for (const wake of waiters.splice(0)) wake();
      };
      if (options.acceptDelayMs) setTimeout(done, options.acceptDelayMs);
      else done();
      from = '';
      to = [];
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-test.smtp.local greets you\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 test.smtp.local');
      else if (verb === 'MAIL') {
        from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 2.1.0 OK');
      } else if (verb === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 2.1.5 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        from = '';
        to = [];
        reply('250 2.0.0 OK');
      } else if (verb === 'NOOP') reply('250 2.0.0 OK');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          // The data ends with a line holding a single dot; the first line may be that line, too.
          const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = end === 0 ? '' : buffer.slice(0, end);
          buffer = buffer.slice(end === 0 ? 3 : end + 5);
          inData = false;
          accept(data);
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });
    reply('220 test.smtp.local ESMTP ready');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} e-mails, the SMTP server got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A test SMTP server for the file (or describe block): started before its first test, closed after its last. */
export function useSmtpServer(options: SmtpServerOptions = {}): TestSmtpServer {
  const smtp = {} as TestSmtpServer;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpServer(options));
  });
  afterAll(() => smtp.close?.());
  return smtp;
}
