// Brotli (preferred) or gzip for text answers, chosen by the request's Accept-Encoding. Parents pay for
// every megabyte, and HTML, JavaScript and JSON shrink to a fifth or less. Built files are compressed once
// at start with the strongest settings (server/pages.ts); pages and API answers on the fly with fast
// settings, and the results are kept where the plain bytes are kept (page cache, API list cache).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Below this the saving is smaller than the cost (and a packet holds it anyway). */
export const MIN_COMPRESS_BYTES = 1024;

/** Text types: HTML, CSS, JavaScript, JSON, XML (sitemap, RSS), SVG, plain text. Images, fonts, PDFs are not. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|application\/[\w.+-]+\+(?:json|xml)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** The encoding to answer with: br over gzip when both are acceptable; null for identity. */
export function negotiate(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const weight = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * 'max' for files compressed once (brotli quality 11, gzip level 9); 'fast' for answers made per request
 * (brotli quality 5, gzip level 6: a few milliseconds for a large page, nearly the same size).
 */
export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: 'max' | 'fast',
): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzip(body, { level: effort === 'max' ? 9 : 6 });
}

/** The ETag of one encoding of a body: "abc" → "abc-br", W/"abc" → W/"abc-br". */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** Adds a name to the Vary header once. */
export function addVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  if (!current) return headers.set('Vary', name);
  const names = current.split(',').map((v) => v.trim().toLowerCase());
  if (!names.includes(name.toLowerCase()) && !names.includes('*')) headers.set('Vary', `${current}, ${name}`);
}

/** Where compressed bodies with a strong ETag are kept (by "etag encoding"); see ResponseCache.encoded. */
export interface EncodedStore {
  readonly size: number;
  get(key: string): Uint8Array<ArrayBuffer> | undefined;
  set(key: string, value: Uint8Array<ArrayBuffer>): unknown;
  clear(): void;
}

/**
 * Compresses text answers that are not compressed yet (API JSON, error pages). Answers with a strong ETag
 * (the cached API lists, whose ETag is a hash of the body) are compressed once per encoding and kept in
 * `store`; their ETag becomes per encoding, and a matching If-None-Match is answered 304 here.
 */
export function compression(store?: EncodedStore): MiddlewareHandler {
  // Compressions of answers with a strong ETag under way: requests for the same answer at once share one (a long
  // list right after a change must not be compressed once per request).
  const underWay = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  return async (c, next) => {
    await next();
    const res = c.res;
    // res.body is read last: touching it turns @hono/node-server's light answer into a full Response whose
    // body is copied and then streamed: 7 times the server's CPU time per uncompressed answer of the 200-post
    // list (docs/decisions/018). compression.test.ts checks this against the installed @hono/node-server.
    if (res.headers.has('content-encoding') || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (!isCompressible(res.headers.get('content-type'))) return;
    if (/no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
    addVary(res.headers, 'Accept-Encoding');
    const encoding = negotiate(c.req.header('accept-encoding'));
    if (!encoding) return;

    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared < MIN_COMPRESS_BYTES) return;
    const headers = new Headers(res.headers);
    const etag = res.headers.get('etag');
    const strong = !!etag && !etag.startsWith('W/');
    // A compressed form kept for this ETag is sent without reading (and copying) the plain body at all.
    let body: Uint8Array<ArrayBuffer> | undefined = strong && store ? store.get(`${etag} ${encoding}`) : undefined;
    let plain: Uint8Array<ArrayBuffer> | undefined;
    if (!body) {
      if (!res.body) return;
      plain = new Uint8Array(await res.arrayBuffer());
      if (plain.byteLength < MIN_COMPRESS_BYTES) {
        c.res = undefined;
        c.res = new Response(plain, { status: res.status, statusText: res.statusText, headers });
        return;
      }
    }

    if (etag) {
      const tag = encodedEtag(etag, encoding);
      headers.set('ETag', tag);
      if (res.status === 200 && etagMatches(c.req.header('if-none-match'), tag)) {
        headers.delete('content-length');
        headers.delete('content-type');
        c.res = undefined;
        c.res = new Response(null, { status: 304, headers });
        return;
      }
    }
    if (!body && plain) {
      const key = `${etag} ${encoding}`;
      const shared = strong ? underWay.get(key) : undefined;
      if (shared) body = await shared;
      else {
        const made = compress(plain, encoding, 'fast');
        if (strong) underWay.set(key, made);
        try {
          body = await made;
        } finally {
          if (underWay.get(key) === made) underWay.delete(key);
        }
        // The store bounds itself by bytes (ResponseCache.encoded).
        if (strong && store) store.set(key, body);
      }
    }
    headers.set('Content-Encoding', encoding);
    headers.delete('content-length');
    c.res = undefined;
    // Only the status: reading res.statusText (like res.body) would build a full copy of the plain answer.
    c.res = new Response(body, { status: res.status, headers });
  };
}
