// Text answers travel compressed (Brotli preferred, gzip otherwise) by Accept-Encoding, with
// Vary: Accept-Encoding and an ETag per encoding; tiny answers and clients without support get plain bytes.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect } from 'vitest';
import { encodedEtag, etagMatches, isCompressible, negotiate } from '../../server/http/compression.ts';
import { apiTest } from '../helpers/test-app.ts';
import { nth } from '../helpers/nth.ts';
import { wholeListsOf } from '../../server/resources/whole-lists.ts';

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

const it = apiTest({ users: { author: ['Author', 'Asha Mwangi'] } });
let plain: string;

it.beforeAll(async ({ t, users: { author } }) => {
  for (let i = 0; i < 8; i++) {
    const content = `Day ${i}: our pupils planted trees around the school, sang, and read under the acacia. `.repeat(6);
    const res = await t.sendForm('POST', '/api/blogs', author.cookie, { title: `Post ${i}`, content });
    expect(res.status).toBe(201);
  }
  const res = await t.request('/api/blogs');
  plain = await res.text();
  expect(plain.length).toBeGreaterThan(4000);
});

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('negotiation', () => {
  it('prefers br, falls back to gzip, honours q=0 and *', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiate('gzip;q=1, br;q=0.2')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('identity')).toBeNull();
    expect(negotiate('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiate(undefined)).toBeNull();
  });

  it('compresses text types only', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript',
      'text/css',
      'application/json',
      'application/xml',
      'application/rss+xml',
      'image/svg+xml',
      'text/plain',
      'text/x-script',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of [
      'image/webp',
      'image/jpeg',
      'font/woff2',
      'font/woff',
      'application/pdf',
      'application/octet-stream',
      null,
    ])
      expect(isCompressible(type), String(type)).toBe(false);
  });

  it('makes an ETag per encoding that If-None-Match can name', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('W/"abc"', 'gzip')).toBe('W/"abc-gzip"');
    expect(etagMatches('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('"abc"', '"abc-br"')).toBe(false);
  });
});

describe('GET /api/blogs', () => {
  it('answers Brotli to a client that accepts it, decoding to the same JSON', async ({ t }) => {
    const res = await t.request('/api/blogs', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await bytes(res);
    expect(body.length).toBeLessThan(plain.length / 3);
    const decoded = (await brotliDecompress(body)).toString('utf8');
    expect(decoded).toBe(plain);
    expect(JSON.parse(decoded)).toHaveLength(8);
  });

  it('answers gzip to a client without Brotli, and plain bytes to one without either', async ({ t }) => {
    const gz = await t.request('/api/blogs', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await gunzip(await bytes(gz))).toString('utf8')).toBe(plain);

    const none = await t.request('/api/blogs');
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(none.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await none.text()).toBe(plain);
  });

  it('gives each encoding its own ETag, and answers 304 to the matching one', async ({ t }) => {
    const raw = (await t.request('/api/blogs')).headers.get('etag')!;
    const br = await t.request('/api/blogs', { headers: { 'accept-encoding': 'br' } });
    const gz = await t.request('/api/blogs', { headers: { 'accept-encoding': 'gzip' } });
    const tags = new Set([raw, br.headers.get('etag'), gz.headers.get('etag')]);
    expect(tags.size).toBe(3);

    const again = await t.request('/api/blogs', {
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(br.headers.get('etag'));
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    // A tag of another encoding does not match: the client gets the full Brotli answer.
    const other = await t.request('/api/blogs', {
      headers: { 'accept-encoding': 'br', 'if-none-match': gz.headers.get('etag')! },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('br');
  });

  it('keeps the compressed list until the content changes', async ({ t }) => {
    // The unpaged list is written to files once per change, compressed too (decision 031).
    const lists = wholeListsOf(t.deps.cache, t.deps.config.dataDir);
    await t.request('/api/blogs', { headers: { 'accept-encoding': 'br' } });
    const before = lists.builds;
    await t.request('/api/blogs', { headers: { 'accept-encoding': 'br' } });
    await t.request('/api/blogs');
    expect(lists.builds).toBe(before);

    const admin = await t.userWithSession('Admin');
    const created = await t.sendForm('POST', '/api/blogs', admin.cookie, { title: 'Fresh', content: 'New post' });
    expect(created.status).toBe(201);
    const res = await t.request('/api/blogs', { headers: { 'accept-encoding': 'br' } });
    expect(lists.builds - before).toBe(1);
    const list = JSON.parse((await brotliDecompress(await bytes(res))).toString('utf8')) as { title: string }[];
    expect(nth(list, 0).title).toBe('Fresh');
  });

  it('leaves small answers uncompressed', async ({ t }) => {
    const res = await t.request('/api/schoolNames', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Array.isArray(await res.json())).toBe(true);
  });
});
