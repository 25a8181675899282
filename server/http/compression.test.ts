// A contract test against @hono/node-server, which server/http/compression.ts is written around: its Response
// stays "light" (status, headers and the body as given, written to the socket in one go) as long as only its
// status and headers are read; reading its body or statusText builds a full web Response whose body is then
// streamed. The middleware therefore decides from headers alone, and answers already compressed (kept by
// ETag) without reading the plain body. Through a real server on loopback: a @hono/node-server upgrade that
// changes this fails here (and bench:api would show the cost; docs/decisions/018).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

/** Whether @hono/node-server would send this answer by its light path (no full Response built). */
const isLight = (res: Response) => Object.getOwnPropertySymbols(res).some((s) => s.description === 'cache');

const LIST = new TextEncoder().encode(
  JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ _id: i, title: `Post ${i}`, content: 'Trees. '.repeat(20) }))),
);
const PHOTO = new Uint8Array(4096).fill(7);

let server: ServerType;
let base: string;
/** The answers the routes made, and what left the middleware, for the last request. */
let made: Response | undefined;
let sent: Response | undefined;
const store = new Map<string, Uint8Array<ArrayBuffer>>();

beforeAll(async () => {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    sent = c.res;
  });
  app.use('*', compression(store));
  // As server/api/resource.ts answers a cached list: its bytes and a strong ETag.
  app.get('/list', (c) => {
    c.header('ETag', '"list-1"');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return (made = c.body(LIST));
  });
  app.get('/photo', (c) => (made = c.body(PHOTO, 200, { 'Content-Type': 'image/webp' })));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** A plain HTTP request (fetch would decode the body), answering the status, headers and raw body. */
function get(path: string, headers: Record<string, string> = {}) {
  made = sent = undefined;
  return new Promise<{ status: number; header(name: string): string | null; body: Uint8Array }>((resolve, reject) => {
    http
      .get(base + path, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            header: (name) => (res.headers[name] as string | undefined) ?? null,
            body: new Uint8Array(Buffer.concat(chunks)),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('@hono/node-server, as server/http/compression.ts relies on it', () => {
  it('keeps a Response light while only its status and headers are read, not once its body is', () => {
    // (serve() has replaced the global Response with its own.)
    const res = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(isLight(res)).toBe(true);
    void res.body;
    expect(isLight(res)).toBe(false);
    const other = new Response('x', { status: 201 });
    void other.statusText;
    expect(isLight(other)).toBe(false);
  });
});

describe('compression() through a real @hono/node-server', () => {
  it('leaves an answer for a client without compression light, as the route made it', async () => {
    const { body, ...res } = await get('/list');
    expect(res.status).toBe(200);
    expect(res.header('content-encoding')).toBeNull();
    expect(res.header('vary')).toMatch(/Accept-Encoding/i);
    expect(res.header('etag')).toBe('"list-1"');
    expect(body).toEqual(LIST);
    expect(sent).toBe(made);
    expect(isLight(made!)).toBe(true);
  });

  it('leaves a picture light whatever the client accepts', async () => {
    const { body, ...res } = await get('/photo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.header('content-encoding')).toBeNull();
    expect(body).toEqual(PHOTO);
    expect(sent).toBe(made);
    expect(isLight(made!)).toBe(true);
  });

  it('compresses the list once, then answers from the kept form without reading the plain answer', async () => {
    const first = await get('/list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.header('content-encoding')).toBe('br');
    expect(first.header('etag')).toBe('"list-1-br"');
    expect(new Uint8Array(zlib.brotliDecompressSync(first.body))).toEqual(LIST);
    expect(isLight(made!)).toBe(false); // read to be compressed
    expect(store.has('"list-1" br')).toBe(true);

    const again = await get('/list', { 'accept-encoding': 'br' });
    expect(again.header('content-encoding')).toBe('br');
    expect(again.body).toEqual(first.body);
    expect(isLight(made!)).toBe(true);
    expect(isLight(sent!)).toBe(true);

    const unchanged = await get('/list', { 'accept-encoding': 'br', 'if-none-match': '"list-1-br"' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.byteLength).toBe(0);
    expect(isLight(made!)).toBe(true);
  });
});
