// Hostile input never stalls or crashes the server (issue 9): values built to make a regular expression
// backtrack, bodies nested thousands of levels deep, and huge strings get a clear 4xx within a bound that
// only a blocked event loop would miss, on every public and signed-in JSON or form route.
import { describe, expect } from 'vitest';
import { DEFAULT_SCHOOL_NAMES } from '../../common/constants.ts';
import { apiTest, form, type TestApp } from '../helpers/test-app.ts';
import { pngFile } from '../helpers/images.ts';

const it = apiTest({ users: { admin: 'Admin' } });
let galleryId: string;

const KB = 1024;
/** A request that is refused must be answered well within this; a quadratic check on these inputs takes minutes. */
const QUICK_MS = 5000;

/** E-mail addresses that make /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtrack quadratically (then fail at the end). */
const backtrackingEmail = (length: number) => `a@a${'.a'.repeat(Math.floor((length - 4) / 2))}@`;
const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** The smallest valid partner profile. */
const PARTNER = {
  name: 'P',
  about: 'a',
  location: 'l',
  startYear: 2000,
  mission: 'm',
  vision: 'v',
  numberOfWorkers: 1,
  numberOfProjects: 1,
  satisfyingClients: 1,
  contacts: 'c',
};

it.beforeAll(async ({ t, users: { admin } }) => {
  const res = await t.sendForm('POST', '/api/partners', admin.cookie, PARTNER, {
    topImage: await pngFile('top.png', 32, 32),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  galleryId = ((await res.json()) as { _id: string })._id;
});

async function timed(t: TestApp, pathname: string, init: RequestInit & { cookie?: string }) {
  const started = performance.now();
  const res = await t.request(pathname, init);
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

async function expectQuick4xx(t: TestApp, pathname: string, init: RequestInit & { cookie?: string }, status = 400) {
  const { status: got, text, ms } = await timed(t, pathname, init);
  expect(got, text).toBe(status);
  expect(JSON.parse(text).message).toEqual(expect.any(String));
  expect(ms, `${pathname} answered in ${Math.round(ms)} ms`).toBeLessThan(QUICK_MS);
  return JSON.parse(text) as { message: string; fields?: Record<string, string> };
}

/**
 * Creates a school (signed in with `cookie`) with the required fields and one hostile field: the answer is a
 * quick 4xx.
 */
const postSchoolQuickly = (t: TestApp, cookie: string, hostile: Record<string, string>) =>
  expectQuick4xx(t, '/api/brightSchoolDetails', {
    method: 'POST',
    cookie,
    body: form({ schoolName: DEFAULT_SCHOOL_NAMES[0], location: 'L', openingYear: 2000, headName: 'H', ...hostile }),
  });

const jsonInit = (body: string, cookie?: string): RequestInit & { cookie?: string } => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  cookie,
});

describe('regular expressions and lengths', () => {
  // The contact route's body limit is 64 KB; the address alone fills most of it.
  const email = backtrackingEmail(60 * KB);

  it('a contact message with a crafted 60 KB e-mail is refused at once (length first)', async ({ t }) => {
    const body = await expectQuick4xx(
      t,
      '/api/contact',
      jsonInit(JSON.stringify({ name: 'N', email, message: 'Hello' })),
    );
    expect(body.fields?.email).toBe('Email must be at most 254 characters.');
  });

  it('a crafted e-mail within the length limit is refused as invalid, quickly', async ({ t }) => {
    const body = await expectQuick4xx(
      t,
      '/api/contact',
      jsonInit(JSON.stringify({ name: 'N', email: backtrackingEmail(254), message: 'Hello' })),
    );
    expect(body.fields?.email).toBe('Invalid email address');
  });

  it('the same crafted e-mail in a plain form post, a new user and a school contact e-mail', async ({
    t,
    users: { admin },
  }) => {
    await expectQuick4xx(t, '/api/contact', {
      method: 'POST',
      body: new URLSearchParams({ name: 'N', email, message: 'Hello' }),
    });
    await expectQuick4xx(t, '/api/users', {
      method: 'POST',
      cookie: admin.cookie,
      body: form({
        name: 'N',
        phone: '1',
        email: backtrackingEmail(900 * KB),
        role: 'Teacher',
        password: 'a long enough one',
      }),
    });
    await postSchoolQuickly(t, admin.cookie, { contactEmail: backtrackingEmail(1024 * KB) });
  });
});

describe('deeply nested JSON', () => {
  // About 200 KB each: far below the 1 MB limit, far deeper than any stack walk survives.
  const deep = deepJson(100_000);

  // The sign-in routes read at most 16 KB: 7,000 levels (14 KB) there.
  const deepSignIn = deepJson(7_000);
  it.for([
    ['/api/auth/login', 'POST', false],
    ['/api/auth/password', 'PUT', true],
    ['/api/schoolSettings', 'POST', true],
  ] as const)(
    '%s (%s) answers 400 for a deeply nested value',
    async ([pathname, method, signedIn], { t, users: { admin } }) => {
      const body = pathname.startsWith('/api/auth')
        ? `{"email":${deepSignIn}}`
        : `{"email":${deep},"password":${deep},"name":${deep},"phones":${deep}}`;
      const answer = await expectQuick4xx(t, pathname, {
        ...jsonInit(body, signedIn ? admin.cookie : undefined),
        method,
      });
      expect(answer.message).toMatch(/nests too deeply/);
    },
  );

  it('/api/contact (POST) answers 400 for a value nested 30,000 deep (60 KB: its ceiling is 64 KB)', async ({ t }) => {
    const answer = await expectQuick4xx(t, '/api/contact', jsonInit(`{"email":${deepJson(30_000)}}`));
    expect(answer.message).toMatch(/nests too deeply/);
  });

  it('a deeply nested whole body answers 400', async ({ t }) => {
    await expectQuick4xx(t, '/api/auth/login', jsonInit(deepSignIn));
  });

  it('the contact message read flag (staff) answers 400', async ({ t, users: { admin } }) => {
    // 60 KB: the contact route's ceiling is 64 KB.
    await expectQuick4xx(t, '/api/contact/ffffffffffffffffffffffff', {
      ...jsonInit(`{"read":${deepJson(30_000)}}`, admin.cookie),
      method: 'PUT',
    });
  });

  it('JSON inside form fields: a school contact list and the kept partner gallery images', async ({
    t,
    users: { admin },
  }) => {
    await postSchoolQuickly(t, admin.cookie, { contactList: deep });
    await expectQuick4xx(t, `/api/partners/${galleryId}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: form({ ...PARTNER, existingGalleryImages: deep }),
    });
  });
});
