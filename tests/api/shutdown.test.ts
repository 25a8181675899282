// SIGTERM stops the real server process cleanly (DESIGN.md section 3): the request in flight is answered,
// new connections are refused, a contact e-mail still on its way is delivered, the database is closed and
// the process exits 0 after logging 'stopped'. Runs `server/main.ts`, so the pages must be built
// (`npm test` builds them first).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL } from '../helpers/test-app.ts';
import { adminQuery, newSchema, schemaUrl } from '../helpers/pg-admin.ts';
import { freePort } from '../helpers/free-port.ts';
import { spawnServer } from '../helpers/run-node.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { nth } from '../helpers/nth.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = process.env.TEST_DB === 'postgres';

/** The server's JSON log lines as they come, and a way to wait for one. */
function watchLog(child: ChildProcess) {
  const entries: Record<string, unknown>[] = [];
  let output = '';
  let pending = '';
  const waiters: (() => void)[] = [];
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    output += chunk;
    pending += chunk;
    let eol;
    while ((eol = pending.indexOf('\n')) !== -1) {
      const line = pending.slice(0, eol);
      pending = pending.slice(eol + 1);
      entries.push(JSON.parse(line) as Record<string, unknown>);
    }
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (output += chunk));
  return {
    entries,
    output: () => output,
    async waitFor(msg: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = entries.find((e) => e.msg === msg);
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before "${msg}":\n${output}`);
        if (Date.now() > deadline) throw new Error(`no "${msg}" log line:\n${output}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 200);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

describe('SIGTERM', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  let schema: string | null = null;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    const entry = path.join(ROOT, 'build', 'server', 'index.js');
    if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" before this test.`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bright-shutdown-'));
    // A slow mail server: the e-mail of the last request is still on its way when the server stops.
    smtp = await startSmtpServer({ acceptDelayMs: 1500 });
    if (onPostgres) {
      ({ schema } = await newSchema());
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await smtp?.close();
    if (schema) {
      await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, refuses new connections, sends the e-mail, closes the database, exits 0', async () => {
    const port = await freePort();
    const databaseUrl = schema ? schemaUrl(schema) : '';
    child = spawnServer(dataDir, port, {
      // Set as in production, so the log holds no start-up warning (the test expects none).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_TO: 'office@bright.example',
      MAIL_FROM: 'website@bright.example',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    });
    const exit = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const log = watchLog(child);
    await log.waitFor('listening');

    // A contact message whose body arrives in two parts, with the stop signal in between. Expect:
    // 100-continue makes the server confirm it has read the headers, so the request is surely in flight.
    const body = Buffer.from(
      JSON.stringify({
        name: 'Mama Amani',
        email: 'mama.amani@example.org',
        message: 'Sent while the server was stopping.',
      }),
    );
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => req.once('continue', () => resolve()));
    req.write(body.subarray(0, 20));

    child.kill('SIGTERM');
    expect(await log.waitFor('stopping', 10_000)).toMatchObject({ level: 'info', signal: 'SIGTERM' });

    // The listening socket is closed: a new connection is refused. (The 'stopping' line is written just
    // before the server stops listening, so on a busy machine the first try may still get in, or be taken
    // into the listener's queue as it closes and then reset: try for 2 s.)
    const tryConnect = () =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
      });
    let refused = await tryConnect();
    for (let tries = 0; (refused === 'connected' || refused === 'ECONNRESET') && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await tryConnect();
    }
    expect(refused).toBe('ECONNREFUSED');

    // The request in flight still completes and is answered.
    req.end(body.subarray(20));
    const { status, text } = await answer;
    expect(status, text).toBe(201);
    const { _id } = JSON.parse(text) as { _id: string };

    expect(await exit, log.output()).toBe(0);
    // The e-mail sent by that request went out before the process ended.
    expect(smtp.received).toHaveLength(1);
    expect(nth(smtp.received, 0).headers.subject).toBe('Website message from Mama Amani');
    const messages = log.entries.map((e) => e.msg);
    expect(messages.at(-1)).toBe('stopped');
    expect(log.entries.at(-1)).toMatchObject({ level: 'info', msg: 'stopped' });
    expect(log.entries.filter((e) => e.level === 'error' || e.level === 'warn')).toEqual([]);
    expect(log.entries.find((e) => e.msg === 'request' && e.path === '/api/contact')).toMatchObject({
      method: 'POST',
      status: 201,
    });

    // The database was closed cleanly and holds the message.
    if (onPostgres) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      const rows = await client.query(`SELECT message FROM ${schema}."contactMessages" WHERE _id = $1`, [_id]);
      await client.end();
      expect(rows.rows).toEqual([{ message: 'Sent while the server was stopping.' }]);
    } else {
      const file = path.join(dataDir, 'site.db');
      // Closing the last connection checkpoints the write-ahead log into the file and removes it.
      expect(fs.existsSync(`${file}-wal`), 'site.db-wal left behind').toBe(false);
      const db = new DatabaseSync(file);
      try {
        expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
        expect(db.prepare('SELECT message FROM contactMessages WHERE _id = ?').get(_id)).toEqual({
          message: 'Sent while the server was stopping.',
        });
      } finally {
        db.close();
      }
    }
  }, 90_000);
});
