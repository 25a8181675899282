// Structured logs (DESIGN.md section 3): one JSON line per request, carrying the request id that the
// answer's X-Request-Id header shows; an incoming X-Request-Id is kept; an unhandled error is logged with
// its request id and answered with a JSON 500.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect } from 'vitest';
import { apiTest, collectingLogger, createTestApp, form } from '../helpers/test-app.ts';
import { expectError } from '../helpers/api.ts';
import { createLogger } from '../../server/http/logger.ts';
import { nth } from '../helpers/nth.ts';

const log = collectingLogger();
const it = apiTest({ logger: log.logger });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The lines written while `work` ran, each parsed (a line that is not one JSON object fails the test). */
async function linesDuring(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const from = log.lines.length;
  await work();
  const lines = log.lines.slice(from);
  for (const line of lines) {
    expect(line.endsWith('\n'), line).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log lines', () => {
  it('writes one JSON line per request with the request id of the answer, client address, method, path, status and time', async ({
    t,
  }) => {
    const answers: Response[] = [];
    const lines = await linesDuring(async () => {
      answers.push(await t.request('/api/health', { address: '203.0.113.7' }));
      answers.push(await t.request('/api/blogs?page=2', { address: '::ffff:198.51.100.2' }));
      answers.push(await t.request('/api/nothing-here', { method: 'DELETE' }));
      answers.push(await t.request('/api/blogs', { method: 'POST', body: form({ title: 'x', content: 'y' }) }));
    });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(4);
    const expected = [
      ['GET', '/api/health', 200, '203.0.113.7'],
      ['GET', '/api/blogs', 200, '198.51.100.2'],
      ['DELETE', '/api/nothing-here', 404, 'unknown'],
      ['POST', '/api/blogs', 401, 'unknown'],
    ] as const;
    requests.forEach((line, i) => {
      const id = nth(answers, i).headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(line).toEqual({
        time: expect.any(String),
        level: 'info',
        msg: 'request',
        requestId: id,
        client: nth(expected, i)[3],
        method: nth(expected, i)[0],
        path: nth(expected, i)[1],
        status: nth(expected, i)[2],
        ms: expect.any(Number),
        // Signed out.
        userId: null,
      });
      expect(nth(answers, i).status).toBe(nth(expected, i)[2]);
      expect(new Date(line.time as string).toISOString()).toBe(line.time);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    });
    expect(new Set(requests.map((l) => l.requestId)).size).toBe(4);
  });

  it('keeps a request id that came with the request (from a proxy); a long or odd one is replaced', async ({ t }) => {
    const lines = await linesDuring(async () => {
      const res = await t.request('/api/health', { headers: { 'x-request-id': 'proxy-4f1c2a' } });
      expect(res.headers.get('x-request-id')).toBe('proxy-4f1c2a');
      const long = await t.request('/api/schoolNames', { headers: { 'x-request-id': 'r'.repeat(65) } });
      expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const odd = await t.request('/api/schoolNames', { headers: { 'x-request-id': 'a" "msg":"forged' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
    const ids = lines.filter((l) => l.msg === 'request').map((l) => l.requestId);
    expect(ids[0]).toBe('proxy-4f1c2a');
    expect(ids.slice(1)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('logs an unhandled error with its request id and answers a JSON 500 with error and message', async () => {
    // A real failure: the database of this second app is closed before the request.
    const broken = collectingLogger();
    const other = await createTestApp({}, broken);
    await other.close();
    const res = await other.request('/api/blogs/0123456789abcdef01234567', {
      headers: { 'x-request-id': 'failing-request-1' },
    });
    const body = await expectError(res, 500, 'Something went wrong on the server. Please try again.');
    expect(body).toEqual({ error: body.message, message: body.message, code: 'server_error' });
    expect(res.headers.get('x-request-id')).toBe('failing-request-1');
    const entries = broken.entries();
    const failure = entries.find((e) => e.msg === 'unhandled error');
    expect(failure).toMatchObject({ level: 'error', requestId: 'failing-request-1', error: expect.any(String) });
    expect(entries.filter((e) => e.msg === 'request')).toEqual([
      expect.objectContaining({ level: 'error', requestId: 'failing-request-1', status: 500, method: 'GET' }),
    ]);
    // The error's details stay in the log, never in the answer.
    expect(JSON.stringify(body)).not.toMatch(/at |Error:|destroy/);
  });

  it("names the signed-in user's id on the lines of their requests", async ({ t }) => {
    const staff = await t.userWithSession('Admin');
    const lines = await linesDuring(async () => {
      await t.request('/api/auth/me', { cookie: staff.cookie });
      await t.request('/api/blogs', { cookie: staff.cookie });
      // Not an API address: the session is looked up for the log line alone.
      await t.request('/no-such-file.txt', { cookie: staff.cookie });
      await t.request('/api/blogs');
    });
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => l.userId)).toEqual([staff.id, staff.id, staff.id, null]);
  });

  it('writes nothing below the configured level', () => {
    const quiet: string[] = [];
    const logger = createLogger('warn', (line) => quiet.push(line));
    logger.info('request', { status: 200 });
    logger.warn('slow', { ms: 900 });
    logger.error('failed', { status: 500 });
    expect(quiet.map((l) => JSON.parse(l).msg)).toEqual(['slow', 'failed']);
  });

  it('escapes line separators and direction overrides of typed values: one line looks like one line (issue 35)', () => {
    const out: string[] = [];
    const typed = 'Juma\n{"level":"info"}\u2028\u202Eexe.txt\u2066';
    createLogger('info', (line) => out.push(line)).warn('contact', { name: typed });
    expect(out).toHaveLength(1);
    expect(out[0]!.trimEnd()).not.toMatch(/[\n\r\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(out[0]!).name).toBe(typed);
  });
});

describe('the client address on a real connection', () => {
  /** The app on a real socket; requests go out from `from` (any 127.x address is this machine). */
  async function served(trustProxy: string[]) {
    const logged = collectingLogger();
    const app = await createTestApp({ trustProxy }, logged);
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const send = (from: string, headers: Record<string, string> = {}) =>
      new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', localAddress: from, headers }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', reject);
      });
    const clients = () =>
      logged
        .entries()
        .filter((e) => e.msg === 'request')
        .map((e) => e.client);
    return {
      send,
      clients,
      async close() {
        await new Promise((r) => server.close(r));
        await app.close();
      },
    };
  }

  it("is the connection's own address, whatever X-Forwarded-For says, without TRUST_PROXY", async () => {
    const s = await served([]);
    try {
      await s.send('127.0.0.2');
      await s.send('127.0.0.3', { 'x-forwarded-for': '203.0.113.9' });
      expect(s.clients()).toEqual(['127.0.0.2', '127.0.0.3']);
    } finally {
      await s.close();
    }
  });

  it("is the proxy's X-Forwarded-For when the connection comes from TRUST_PROXY, and only then", async () => {
    const s = await served(['127.0.0.5']);
    try {
      await s.send('127.0.0.5', { 'x-forwarded-for': '198.51.100.7' });
      // A client's own X-Forwarded-For, passed on by the proxy: the proxy's last entry is the client.
      await s.send('127.0.0.5', { 'x-forwarded-for': '203.0.113.9, 198.51.100.8' });
      await s.send('127.0.0.6', { 'x-forwarded-for': '203.0.113.9' });
      await s.send('127.0.0.5');
      expect(s.clients()).toEqual(['198.51.100.7', '198.51.100.8', '127.0.0.6', '127.0.0.5']);
    } finally {
      await s.close();
    }
  });
});
