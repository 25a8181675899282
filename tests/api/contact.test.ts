// POST /api/contact (DESIGN.md section 4): the contact forms' messages are stored; Admin and Director read
// them in an inbox, mark them read and delete them.
import { describe, expect } from 'vitest';
import { apiTest, json, type TestApp } from '../helpers/test-app.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { UNKNOWN_ID, WORLD_LINE } from '../helpers/texts.ts';

const it = apiTest({ users: { admin: 'Admin', director: 'director' } });

const THANKS = 'Thank you! Your message has been sent.';
const message = {
  name: 'Mama Amani',
  email: 'mama.amani@example.org',
  phone: '+255 713 222 333',
  message: 'When does term 2 start?',
};
const send = (t: TestApp, body: Record<string, unknown>) =>
  t.request('/api/contact', { method: 'POST', ...json(body) });

interface Stored {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  read: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The inbox (GET /api/contact), signed in with `cookie`. */
const inbox = async (t: TestApp, cookie: string) =>
  expectJson<Stored[]>(await t.request('/api/contact', { cookie }), 200);

describe('POST /api/contact', () => {
  /** A browser without JavaScript posting the form itself (urlencoded, accepting HTML). */
  const post = (t: TestApp, fields: Record<string, string>, referer?: string) =>
    t.request('/api/contact', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        ...(referer ? { referer } : {}),
      },
    });

  it('sends a plain form post back to the page it came from, saying how it went', async ({ t, users: { admin } }) => {
    const sent = await post(
      t,
      { ...message, message: 'No JavaScript here', source: 'footer' },
      'http://localhost/about?lang=de',
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/about?lang=de&contactSent=footer#contact-footer');
    expect((await inbox(t, admin.cookie)).some((m) => m.message === 'No JavaScript here')).toBe(true);

    const before = (await inbox(t, admin.cookie)).length;
    const failed = await post(
      t,
      { name: 'Mama Amani', email: 'mama.amani@example.org', source: 'page' },
      'http://localhost/contact',
    );
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/contact?contactSent=page-failed#contact-page');
    expect((await inbox(t, admin.cookie)).length).toBe(before);

    // A path that a browser would read as another site ("//host/…") stays on this site.
    for (const sneaky of ['http://localhost//evil.example/x', 'http://localhost/\\evil.example/x']) {
      const location = (await post(t, { ...message, source: 'page' }, sneaky)).headers.get('location')!;
      expect(location).toBe('/evil.example/x?contactSent=page#contact-page');
      expect(new URL(location, 'http://localhost/').host).toBe('localhost');
    }

    // Another site's page, or none, is never a target: back to /contact.
    const elsewhere = await post(t, { ...message, source: 'page' }, 'https://elsewhere.example/x');
    expect(elsewhere.headers.get('location')).toBe('/contact?contactSent=page#contact-page');
  });

  it('stores a message from a visitor who is not signed in', async ({ t, users: { admin } }) => {
    const body = await expectJson(await send(t, message), 201);
    expect(body.message).toBe(THANKS);
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    const stored = (await inbox(t, admin.cookie)).find((m) => m._id === body._id);
    expect(stored).toMatchObject({ ...message, read: false });
    expect(stored?.createdAt).toEqual(expect.any(String));
  });

  it('also takes a plain form post (pages without JavaScript), phone optional', async ({ t, users: { admin } }) => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Baba Neema', email: 'baba@example.org', message: 'Karibu!' }).toString(),
    });
    const body = await expectJson(res, 201);
    expect((await inbox(t, admin.cookie)).find((m) => m._id === body._id)).toMatchObject({
      name: 'Baba Neema',
      phone: '',
      message: 'Karibu!',
    });
  });

  it('requires name, email and message, and a valid email', async ({ t, users: { admin } }) => {
    const before = (await inbox(t, admin.cookie)).length;
    await expectError(await send(t, { ...message, name: '' }), 400, 'Name is required');
    await expectError(await send(t, { ...message, email: undefined }), 400, 'Email is required');
    await expectError(await send(t, { ...message, email: 'mama.amani' }), 400, 'Invalid email address');
    const body = await expectError(await send(t, { ...message, message: '   ' }), 400, 'Message is required');
    expect(body.fields).toEqual({ message: 'Message is required' });
    await expectError(
      await send(t, { ...message, message: 'x'.repeat(5001) }),
      400,
      'Message must be at most 5000 characters.',
    );
    expect(await inbox(t, admin.cookie)).toHaveLength(before);
  });

  it('answers a bot that fills the hidden website field as usual but keeps nothing', async ({
    t,
    users: { admin },
  }) => {
    const before = (await inbox(t, admin.cookie)).length;
    expect((await expectJson(await send(t, { ...message, website: 'http://spam.example' }), 201)).message).toBe(THANKS);
    expect(await inbox(t, admin.cookie)).toHaveLength(before);
  });

  it('keeps text in any script exactly', async ({ t, users: { admin } }) => {
    const body = await expectJson(
      await send(t, { ...message, name: 'Jürgen Müller-Ngʼanga 王', message: WORLD_LINE }),
      201,
    );
    expect((await inbox(t, admin.cookie)).find((m) => m._id === body._id)).toMatchObject({
      name: 'Jürgen Müller-Ngʼanga 王',
      message: WORLD_LINE,
    });
  });
});

describe('the inbox: GET, PUT and DELETE /api/contact/{id}', () => {
  it('lists the newest message first, for Admin and Director alike', async ({ t, users: { admin, director } }) => {
    const a = await expectJson(await send(t, { ...message, message: 'older' }), 201);
    const b = await expectJson(await send(t, { ...message, message: 'newer' }), 201);
    for (const cookie of [admin.cookie, director.cookie]) {
      const ids = (await inbox(t, cookie)).map((m) => m._id);
      expect(ids[0]).toBe(b._id);
      expect(ids[1]).toBe(a._id);
    }
  });

  it('marks a message read and unread', async ({ t, users: { admin, director } }) => {
    const { _id } = await expectJson(await send(t, message), 201);
    const read = await expectJson<Stored>(
      await t.sendJson('PUT', `/api/contact/${_id}`, director.cookie, { read: true }),
      200,
    );
    expect(read).toMatchObject({ _id, read: true, message: message.message });
    expect((await inbox(t, admin.cookie)).find((m) => m._id === _id)?.read).toBe(true);
    const unread = await expectJson<Stored>(
      await t.sendJson('PUT', `/api/contact/${_id}`, admin.cookie, { read: false }),
      200,
    );
    expect(unread.read).toBe(false);
    expect((await inbox(t, director.cookie)).find((m) => m._id === _id)?.read).toBe(false);
  });

  it('refuses a read flag that is not true or false, and unknown ids', async ({ t, users: { admin } }) => {
    const { _id } = await expectJson(await send(t, message), 201);
    await expectError(
      await t.sendJson('PUT', `/api/contact/${_id}`, admin.cookie, { read: 'yes' }),
      400,
      'read must be true or false.',
    );
    await expectError(
      await t.sendJson('PUT', `/api/contact/${UNKNOWN_ID}`, admin.cookie, { read: true }),
      404,
      'Message not found.',
    );
  });

  it('deletes a message (Admin and Director)', async ({ t, users: { admin, director } }) => {
    const a = await expectJson(await send(t, message), 201);
    const b = await expectJson(await send(t, message), 201);
    expect((await expectJson(await deleteAs(t, `/api/contact/${a._id}`, admin.cookie), 200))._id).toBe(a._id);
    await expectJson(await deleteAs(t, `/api/contact/${b._id}`, director.cookie), 200);
    const ids = (await inbox(t, admin.cookie)).map((m) => m._id);
    expect(ids).not.toContain(a._id);
    expect(ids).not.toContain(b._id);
    await expectError(await deleteAs(t, `/api/contact/${a._id}`, admin.cookie), 404, 'Message not found.');
  });
});
