// The stop sequence on its own, with a real HTTP server, the real mailer and a real SMTP server: what happens
// when a step fails or takes too long. (tests/api/shutdown.test.ts stops the whole server process.)
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './http/logger.ts';
import { createMailer } from './mail.ts';
import { gracefulStop, type StopOptions } from './shutdown.ts';
import { startSmtpServer, type TestSmtpServer } from '../tests/helpers/smtp-server.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A listening HTTP server whose /slow answers only when the test calls finish(). */
async function httpServer() {
  let finish: () => void = () => {};
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      finish = () => res.end('done');
    } else res.end('quick');
  });
  const started = new Promise<void>((resolve) => server.once('request', () => resolve()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanup.push(() => {
    server.closeAllConnections();
    if (server.listening) server.close();
  });
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    started,
    finish: () => finish(),
  };
}

/** Runs a stop; answers the exit code, the log entries and the order of the steps. */
function stopWith(options: Omit<StopOptions, 'logger' | 'exit'>) {
  const lines: string[] = [];
  const logger = createLogger('debug', (line) => lines.push(line));
  let exited: (code: number) => void = () => {};
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  const stop = gracefulStop({ ...options, logger, exit: (code) => exited(code) });
  return {
    stop,
    exitCode,
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('gracefulStop', () => {
  it('lets the request in flight finish, then closes the database and exits 0', async () => {
    const { server, url, started, finish } = await httpServer();
    const steps: string[] = [];
    // The order is taken on the server's side: when the client reads the answer is up to its event loop.
    server.on('request', (_req, res) => res.on('finish', () => steps.push(`answered ${res.statusCode}`)));
    const answer = fetch(`${url}/slow`).then((res) => res.text());
    await started;
    const run = stopWith({
      server,
      mailer: null,
      closeDatabase: async () => {
        steps.push('database closed');
      },
    });
    run.stop('SIGTERM');
    run.stop('SIGTERM'); // a second signal changes nothing
    await new Promise((r) => setTimeout(r, 100));
    expect(steps).toEqual([]);
    finish();
    expect(await run.exitCode).toBe(0);
    expect(await answer).toBe('done');
    expect(steps).toEqual(['answered 200', 'database closed']);
    expect(run.entries().map((e) => e.msg)).toEqual(['stopping', 'stopped']);
  });

  it('still exits, with 1 and a logged error, when closing the database fails', async () => {
    const { server } = await httpServer();
    const run = stopWith({
      server,
      mailer: null,
      closeDatabase: () => Promise.reject(new Error('database is locked')),
    });
    run.stop('SIGTERM');
    expect(await run.exitCode).toBe(1);
    const entries = run.entries();
    expect(entries.find((e) => e.msg === 'closing the database failed')).toMatchObject({
      level: 'error',
      error: expect.stringContaining('database is locked'),
    });
    expect(entries.at(-1)).toMatchObject({ level: 'error', msg: 'stopped after an error' });
  });

  it('waits for a contact e-mail still on its way before closing the database', async () => {
    const smtp: TestSmtpServer = await startSmtpServer({ acceptDelayMs: 800 });
    cleanup.push(() => smtp.close());
    const mailer = createMailer(smtp.url, 'website@bright.example');
    const { server } = await httpServer();
    const steps: string[] = [];
    void mailer.send({ to: 'office@bright.example', subject: 'Hello', text: 'Karibu' }).then(() => steps.push('sent'));
    const run = stopWith({
      server,
      mailer,
      closeDatabase: async () => {
        steps.push(`database closed after ${smtp.received.length} e-mail`);
      },
    });
    run.stop('SIGTERM');
    expect(await run.exitCode).toBe(0);
    expect(steps).toEqual(['sent', 'database closed after 1 e-mail']);
  });

  it('waits for e-mails no longer than mailWaitMs, and says how many were left', async () => {
    const smtp = await startSmtpServer({ acceptDelayMs: 5000 });
    cleanup.push(() => smtp.close());
    const mailer = createMailer(smtp.url, 'website@bright.example');
    const { server } = await httpServer();
    void mailer.send({ to: 'office@bright.example', subject: 'Hello', text: 'Karibu' }).catch(() => {});
    const run = stopWith({ server, mailer, closeDatabase: async () => {}, mailWaitMs: 300 });
    const started = Date.now();
    run.stop('SIGTERM');
    expect(await run.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(run.entries().find((e) => e.msg === 'contact e-mails still unsent at shutdown')).toMatchObject({
      level: 'warn',
      count: 1,
    });
  });

  it('exits with 1 when a request is still running after the grace time', async () => {
    const { server, url, started } = await httpServer();
    void fetch(`${url}/slow`).catch(() => {});
    await started;
    let closed = false;
    const run = stopWith({
      server,
      mailer: null,
      closeDatabase: async () => {
        closed = true;
      },
      graceMs: 300,
    });
    run.stop('SIGINT');
    expect(await run.exitCode).toBe(1);
    expect(closed).toBe(false);
    expect(run.entries().map((e) => e.msg)).toEqual(['stopping', 'still stopping after 0.3 s; exiting anyway']);
  });
});
