// Wrong encodings and content types never crash or stall the server (issue 9): every public and signed-in write
// route gets invalid UTF-8 in JSON, JSON sent as text/plain, a multipart body with a broken boundary, a form where
// JSON is expected and JSON where a form is expected, 1 MB of NUL bytes, and an absurd Content-Length. Each is
// answered with a 4xx and a JSON `message`, within a bound that only a blocked event loop would miss.
import { describe, expect } from 'vitest';
import { apiTest } from '../helpers/test-app.ts';

/** A refused request is answered well within this; only a blocked event loop (or a stuck body read) misses it. */
const QUICK_MS = 5000;
const MB = 1024 * 1024;
/** An id of the right shape that names no record: updates read (or refuse) the body, then find nothing. */
const NO_SUCH_ID = 'ffffffffffffffffffffffff';

interface Route {
  method: 'POST' | 'PUT';
  path: string;
  /** How the route reads its body: JSON only, JSON or a plain form (contact), or a (multipart) form. */
  reads: 'json' | 'json-or-form' | 'form';
  signedIn: boolean;
}

const json = (method: Route['method'], path: string, signedIn: boolean): Route => ({
  method,
  path,
  reads: 'json',
  signedIn,
});
const formRoutes = (path: string): Route[] => [
  { method: 'POST', path, reads: 'form', signedIn: true },
  { method: 'PUT', path: `${path}/${NO_SUCH_ID}`, reads: 'form', signedIn: true },
];

// Every write route with a body, from server/app.ts, server/auth/* and server/api/* (DELETE, logout and
// two-step/setup read none).
const ROUTES: Route[] = [
  json('POST', '/api/auth/login', false),
  { method: 'POST', path: '/api/contact', reads: 'json-or-form', signedIn: false },
  json('POST', '/api/auth/password-reset/request', false),
  json('POST', '/api/auth/password-reset', false),
  json('PUT', '/api/auth/password', true),
  json('POST', '/api/auth/login/code', false),
  json('POST', '/api/auth/two-step/enable', true),
  json('POST', '/api/auth/two-step/disable', true),
  json('POST', '/api/auth/two-step/recovery-codes', true),
  json('PUT', '/api/auth/two-step/requirement', true),
  json('PUT', `/api/contact/${NO_SUCH_ID}`, true),
  json('POST', '/api/schoolSettings', true),
  json('PUT', `/api/schoolSettings/${NO_SUCH_ID}`, true),
  json('PUT', '/api/users/ADMIN/password', true),
  ...formRoutes('/api/users'),
  ...formRoutes('/api/blogs'),
  ...formRoutes('/api/gallery'),
  ...formRoutes('/api/headers'),
  ...formRoutes('/api/brightSchoolDetails'),
  ...formRoutes('/api/directorMessage'),
  ...formRoutes('/api/partners'),
  ...formRoutes('/api/documents'),
];

interface Hostile {
  name: string;
  contentType: string;
  body: () => Uint8Array<ArrayBuffer> | string;
  headers?: Record<string, string>;
}

const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"email":"a\u00e9@example.org","password":"'),
  Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), // lone bytes, a broken pair, an encoded surrogate
  Buffer.from('","name":"N","message":"Hello","phones":[],"newPassword":"a long enough one"}'),
]);
const BROKEN_MULTIPART =
  '--not-the-boundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nN\r\n' +
  '--not-the-boundary\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
  'Content-Type: image/png\r\n\r\n\u0089PNG'; // and no closing delimiter

const HOSTILE: Hostile[] = [
  { name: 'invalid UTF-8 in JSON', contentType: 'application/json', body: () => INVALID_UTF8 },
  { name: 'JSON sent as text/plain', contentType: 'text/plain', body: () => '{"email":"a@example.org"}' },
  {
    name: 'multipart with a broken boundary',
    contentType: 'multipart/form-data; boundary=the-declared-boundary',
    body: () => BROKEN_MULTIPART,
  },
  {
    name: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: () => BROKEN_MULTIPART,
  },
  {
    name: 'form-urlencoded (with a broken escape)',
    contentType: 'application/x-www-form-urlencoded',
    body: () => 'name=%FF%FE%&email=%E0%80&message',
  },
  // Where a form is expected; on the JSON routes the fields have the wrong types.
  {
    name: 'JSON',
    contentType: 'application/json',
    body: () => '{"name":["N"],"email":{},"password":null,"phones":"not a list","read":"yes"}',
  },
  { name: '1 MB of NUL bytes as JSON', contentType: 'application/json', body: () => new Uint8Array(MB) },
  {
    name: '1 MB of NUL bytes as multipart',
    contentType: 'multipart/form-data; boundary=x',
    body: () => new Uint8Array(MB),
  },
  {
    name: 'an absurd Content-Length',
    contentType: 'application/json',
    body: () => '{}',
    headers: { 'content-length': '99999999999999999999' },
  },
];

/**
 * The answer each route owes: the route's own body check names the status (415 wrong type, 400 unreadable or
 * invalid, 413 over the size limit); an update of a record that does not exist may say 404 once the body passed.
 */
function expectedStatuses(route: Route, hostile: Hostile): number[] {
  if (hostile.headers?.['content-length']) return [413];
  // The contact routes read at most 64 KB, the sign-in routes 16 KB (issue 35): a larger hostile body is cut off
  // there first.
  const tooLarge = /^\/api\/(contact|auth)\b/.test(route.path) ? [413] : [];
  const type = hostile.contentType.split(';')[0];
  const isForm = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  if (route.reads === 'json' && type !== 'application/json') return [415];
  if (route.reads === 'json-or-form' && type !== 'application/json' && !isForm) return [415, ...tooLarge];
  if (route.reads === 'form' && !isForm) return [415, ...tooLarge];
  const notFoundToo = route.method === 'PUT' ? [404] : [];
  return [400, ...notFoundToo, ...tooLarge];
}

let addressCount = 0;

// With a mail server named (and the public address its links need), the reset request reads its body (without
// one it answers 409 first). Nothing here is valid, so nothing is sent to it.
const it = apiTest({
  users: { admin: 'Admin' },
  config: { smtpUrl: 'smtp://127.0.0.1:9', publicUrl: 'http://localhost' },
});

describe.each(HOSTILE)('$name', (hostile) => {
  it.for(ROUTES)('$method $path answers 4xx with a message, quickly', async (route, { t, users: { admin } }) => {
    const path = route.path.replace('ADMIN', admin.id);
    const started = performance.now();
    const res = await t.request(path, {
      method: route.method,
      headers: { 'content-type': hostile.contentType, ...hostile.headers },
      body: hostile.body(),
      cookie: route.signedIn ? admin.cookie : undefined,
      // Each request from its own address, so that the per-address limits (429) never stand in for the answer.
      address: `198.51.100.${++addressCount % 250}`,
    });
    const text = await res.text();
    const ms = performance.now() - started;
    expect(expectedStatuses(route, hostile), `${res.status} ${text}`).toContain(res.status);
    expect((JSON.parse(text) as { message?: unknown }).message).toEqual(expect.any(String));
    expect(ms, `answered in ${Math.round(ms)} ms`).toBeLessThan(QUICK_MS);
  });
});

it('invalid UTF-8 in a JSON body is named as such, not read with replacement characters', async ({ t }) => {
  const res = await t.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: INVALID_UTF8,
    address: '203.0.113.7',
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe('The request body is not valid UTF-8 text.');
});

it('the session survived the sweep (no route mistook a hostile body for a sign-out or a change)', async ({
  t,
  users: { admin },
}) => {
  const res = await t.request('/api/auth/me', { cookie: admin.cookie });
  expect(res.status).toBe(200);
});
