// Assertions on API answers shared by the API tests: error bodies and JSON bodies, and a new gallery picture (stored files: ./stored-files.ts,
// test texts and ids: ./texts.ts).
import { expect } from 'vitest';
import { uniquePng } from './images.ts';
import type { TestApp } from './test-app.ts';

/** Checks an error answer: its status, and `error` and `message` holding the same sentence. Answers the body. */
export async function expectError(
  res: Response,
  status: number,
  message?: string | RegExp,
): Promise<{ error: string; message: string; fields?: Record<string, string> }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(body.message).toBe(body.error);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else if (message) expect(body.error).toMatch(message);
  return body;
}

/** Reads a JSON answer after checking its status (the body is shown when the status is wrong). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function expectJson<T = any>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A DELETE of `pathname`, signed in with `cookie` (none: not signed in). */
export const deleteAs = (t: Pick<TestApp, 'request'>, pathname: string, cookie?: string): Promise<Response> =>
  t.request(pathname, { method: 'DELETE', cookie });

/** A visitor's contact message (from the socket `address`, when given), stored: 201. Answers its id. */
export async function sendContact(
  t: Pick<TestApp, 'request'>,
  message: { name: string; email: string; message: string; phone?: string },
  address?: string,
): Promise<string> {
  const res = await t.request('/api/contact', {
    method: 'POST',
    address,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  return (await expectJson<{ _id: string }>(res, 201))._id;
}

/** The public lists of the site's content, one per content table (what the public pages read). */
export const CONTENT_LISTS = [
  '/api/blogs',
  '/api/gallery',
  '/api/headers',
  '/api/brightSchoolDetails',
  '/api/directorMessage',
  '/api/partners',
  '/api/documents',
  '/api/schoolSettings',
];

/** The lists whose records each have their own address (`/api/<list>/<id>`): all but the one-record settings. */
export const RECORD_LISTS = CONTENT_LISTS.filter((list) => list !== '/api/schoolSettings');

/** A new gallery picture made through the API, signed in with `cookie` (a fresh picture unless one is given). */
export async function newGalleryPicture(
  t: Pick<TestApp, 'sendForm'>,
  cookie: string,
  fields: Record<string, string>,
  image?: File,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer as the tests read it
): Promise<any> {
  return expectJson(
    await t.sendForm('POST', '/api/gallery', cookie, fields, { image: image ?? (await uniquePng()) }),
    201,
  );
}
