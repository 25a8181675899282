// The role matrix of DESIGN.md section 5, checked on the server: every state-changing route without a
// session (401), and for each of the five roles (allowed: it works; not allowed: 403 and nothing changes).
import { beforeAll, describe, expect } from 'vitest';
import type { Database } from '../../server/db/schema.ts';
import { apiTest, form, json, type SignedInUser, type TestApp, type UserSpec } from '../helpers/test-app.ts';
import { pdfFile, pngFile } from '../helpers/images.ts';
import { CONTENT_LISTS, deleteAs, sendContact } from '../helpers/api.ts';
import { insertUser } from '../helpers/sessions.ts';

const ROLE_NAMES = ['Admin', 'Director', 'Author', 'Teacher', 'Partner'] as const;
type RoleName = (typeof ROLE_NAMES)[number];
/** Roles as the user form stores them (spec section 5: Director is stored as 'director'). */
const STORED: Record<RoleName, string> = {
  Admin: 'Admin',
  Director: 'director',
  Author: 'Author',
  Teacher: 'Teacher',
  Partner: 'Partner',
};

type Actor = SignedInUser;
const signedInRoles = ROLE_NAMES.map((role): [RoleName, UserSpec] => [role, [STORED[role], `${role} Person`]]);
const it = apiTest({ users: Object.fromEntries(signedInRoles) as Record<RoleName, UserSpec> });

let image: File;
beforeAll(async () => {
  image = await pngFile('tiny.png', 48, 36);
});

type Method = 'POST' | 'PUT' | 'DELETE';
type Payload = Pick<RequestInit, 'body' | 'headers'>;

interface Resource {
  path: string;
  table: keyof Database;
  /** Roles that may change it (DESIGN.md section 5). */
  allowed: RoleName[];
  methods: Method[];
  /** Only one record may exist: it is cleared before each create. */
  single?: boolean;
  /** One record per name (school details): the table is emptied before every call. */
  uniqueNames?: boolean;
  /** A valid payload for create and update. */
  payload(): Payload;
  /** An existing record the actor may change if its role allows, made as the Admin (`adminCookie`); answers its id. */
  existingRecord(t: TestApp, adminCookie: string, actor: Actor): Promise<string>;
  /** Success status of POST. */
  created?: number;
}

async function clear(t: TestApp, table: keyof Database) {
  await t.deps.db.deleteFrom(table).execute();
  t.deps.cache.invalidate(table);
}

/** Creates a record through the API as the Admin (signed in with `adminCookie`) and answers its id. */
async function createAsAdmin(t: TestApp, adminCookie: string, path: string, payload: Payload): Promise<string> {
  const res = await t.request(path, { method: 'POST', cookie: adminCookie, ...payload });
  if (res.status !== 201) throw new Error(`existing record ${path}: ${res.status} ${await res.text()}`);
  return (await res.json())._id;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${counter++}`;

const RESOURCES: Resource[] = [
  {
    path: '/api/blogs',
    table: 'blogs',
    allowed: ['Admin', 'Director', 'Author', 'Teacher'],
    methods: ['POST', 'PUT', 'DELETE'],
    payload: () => ({ body: form({ title: 'A school trip', content: 'We went to the museum.' }, { image }) }),
    // Non-Admins may change their own posts only, so the post belongs to the actor.
    async existingRecord(t, adminCookie, actor) {
      const id = await createAsAdmin(t, adminCookie, '/api/blogs', {
        body: form({ title: 'Fixture post', content: 'Text' }),
      });
      await t.deps.db.updateTable('blogs').set({ ownerId: actor.id }).where('_id', '=', id).execute();
      return id;
    },
  },
  {
    path: '/api/gallery',
    table: 'gallery',
    allowed: ['Admin', 'Director', 'Teacher'],
    methods: ['POST', 'PUT', 'DELETE'],
    payload: () => ({ body: form({ title: 'Sports day', category: 'Sports' }, { image }) }),
    existingRecord: (t, adminCookie) =>
      createAsAdmin(t, adminCookie, '/api/gallery', { body: form({ title: 'Fixture photo' }, { image }) }),
  },
  {
    path: '/api/headers',
    table: 'headers',
    allowed: ['Admin'],
    methods: ['POST', 'PUT', 'DELETE'],
    payload: () => ({ body: form({ title: 'Welcome' }, { image }) }),
    existingRecord: (t, adminCookie) =>
      createAsAdmin(t, adminCookie, '/api/headers', { body: form({ title: 'Fixture header' }, { image }) }),
  },
  {
    path: '/api/brightSchoolDetails',
    table: 'schoolDetails',
    allowed: ['Admin', 'Director'],
    methods: ['POST', 'PUT', 'DELETE'],
    uniqueNames: true,
    payload: () => ({
      body: form({
        schoolName: 'Bright Pre & Primary School',
        location: 'Arusha',
        openingYear: 2005,
        headName: 'Grace',
        teachers: 20,
        students: 400,
        contactList: JSON.stringify([['+255 700 000 001', 'office@bright.example']]),
      }),
    }),
    existingRecord: (t, adminCookie) =>
      createAsAdmin(t, adminCookie, '/api/brightSchoolDetails', {
        body: form({ schoolName: 'Bright Secondary School', location: 'Moshi', openingYear: 2010, headName: 'Juma' }),
      }),
  },
  {
    path: '/api/directorMessage',
    table: 'directorMessages',
    allowed: ['Admin', 'Director'],
    methods: ['POST', 'PUT', 'DELETE'],
    single: true,
    payload: () => ({ body: form({ name: 'Dr. Neema', directorYear: '2024', message: 'Welcome to our schools.' }) }),
    async existingRecord(t, adminCookie) {
      await clear(t, 'directorMessages');
      return createAsAdmin(t, adminCookie, '/api/directorMessage', {
        body: form({ name: 'Fixture', directorYear: '2020', message: 'Hello' }),
      });
    },
  },
  {
    path: '/api/partners',
    table: 'partners',
    allowed: ['Admin', 'Partner'],
    methods: ['POST', 'PUT', 'DELETE'],
    single: true,
    payload: () => ({
      body: form({
        name: 'Freunde e.V.',
        about: 'A German partner.',
        location: 'Berlin',
        startYear: 2015,
        mission: 'Education',
        vision: 'Every child learns',
        numberOfWorkers: 12,
        numberOfProjects: 4,
        satisfyingClients: 300,
        contacts: 'info@freunde.example',
      }),
    }),
    async existingRecord(t, adminCookie) {
      await clear(t, 'partners');
      // A name of its own, so that a PUT with the payload changes more than updatedAt (which two saves in the
      // same millisecond would leave as it was).
      const payload = RESOURCES.find((r) => r.path === '/api/partners')!.payload();
      (payload.body as FormData).set('name', 'Freunde e.V. (before the change)');
      return createAsAdmin(t, adminCookie, '/api/partners', payload);
    },
  },
  {
    path: '/api/documents',
    table: 'documents',
    allowed: ['Admin'],
    methods: ['POST', 'PUT', 'DELETE'],
    payload: () => ({
      body: form({ category: 'Timetable', description: 'Term 1' }, { file: pdfFile('timetable.pdf') }),
    }),
    existingRecord: (t, adminCookie) =>
      createAsAdmin(t, adminCookie, '/api/documents', {
        body: form({ category: 'Other', documentName: 'Rules', description: 'School rules' }, { file: pdfFile() }),
      }),
  },
  {
    path: '/api/schoolSettings',
    table: 'schoolSettings',
    allowed: ['Admin'],
    methods: ['POST', 'PUT'],
    single: true,
    payload: () =>
      json({
        phones: ['+255 700 000 000'],
        emails: ['office@bright.example'],
        facebook: 'https://facebook.com/bright',
        x: '',
        instagram: '',
        linkedin: '',
      }),
    async existingRecord(t, adminCookie) {
      await clear(t, 'schoolSettings');
      return createAsAdmin(t, adminCookie, '/api/schoolSettings', json({ phones: ['1'], emails: [] }));
    },
  },
  {
    path: '/api/users',
    table: 'users',
    allowed: ['Admin'],
    methods: ['POST', 'PUT', 'DELETE'],
    payload: () => ({
      body: form({
        name: 'New Teacher',
        phone: '+255 711 111 111',
        email: `new-${unique()}@example.org`,
        role: 'Teacher',
        password: 'a good password',
      }),
    }),
    existingRecord: async (t) => (await insertUser(t, 'Teacher', 'Fixture User')).id,
  },
  {
    path: '/api/contact',
    table: 'contactMessages',
    allowed: ['Admin', 'Director'],
    // POST is the public contact form; the inbox is PUT (mark read) and DELETE, and GET below.
    methods: ['PUT', 'DELETE'],
    payload: () => json({ read: true }),
    existingRecord: (t) =>
      sendContact(t, { name: 'Parent', email: 'parent@example.org', message: 'When does term start?' }),
  },
];

interface Route {
  resource: Resource;
  method: Method;
  label: string;
}
const ROUTES: Route[] = RESOURCES.flatMap((resource) =>
  resource.methods.map((method) => ({
    resource,
    method,
    label: `${method} ${resource.path}${method === 'POST' ? '' : '/{id}'}`,
  })),
);

const snapshot = async (t: TestApp, table: keyof Database) =>
  JSON.stringify(await t.deps.db.selectFrom(table).selectAll().orderBy('_id').execute());

/**
 * Sends the route's request as `actor` (or without a session) against a fresh record (made by the Admin with
 * `adminCookie`).
 */
async function call(t: TestApp, adminCookie: string, route: Route, actor: Actor | null, owner: Actor) {
  const { resource, method } = route;
  if ((method === 'POST' && resource.single) || resource.uniqueNames) await clear(t, resource.table);
  const id = method === 'POST' ? null : await resource.existingRecord(t, adminCookie, owner);
  const before = await snapshot(t, resource.table);
  const res = await t.request(id ? `${resource.path}/${id}` : resource.path, {
    method,
    cookie: actor?.cookie,
    ...(method === 'DELETE' ? {} : resource.payload()),
  });
  return { res, id, before };
}

async function expectRefused(t: TestApp, res: Response, status: 401 | 403, table: keyof Database, before: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.message).toEqual(expect.any(String));
  expect(body.error).toBe(body.message);
  expect(await snapshot(t, table)).toBe(before);
}

describe.each(ROUTES)('$label', (route) => {
  it('answers 401 without a session and changes nothing', async ({ t, users: actors }) => {
    const { res, before } = await call(t, actors.Admin.cookie, route, null, actors.Admin);
    await expectRefused(t, res, 401, route.resource.table, before);
  });

  it.for(ROLE_NAMES)('as %s', async (role, { t, users: actors }) => {
    const actor = actors[role];
    const { res, id, before } = await call(t, actors.Admin.cookie, route, actor, actor);
    if (!route.resource.allowed.includes(role)) {
      await expectRefused(t, res, 403, route.resource.table, before);
      return;
    }
    const table = route.resource.table;
    if (route.method === 'POST') {
      expect(res.status, await res.clone().text()).toBe(201);
      const created = await res.json();
      const row = await t.deps.db.selectFrom(table).select('_id').where('_id', '=', created._id).executeTakeFirst();
      expect(row).toBeDefined();
    } else if (route.method === 'PUT') {
      expect(res.status, await res.clone().text()).toBe(200);
      expect((await res.json())._id).toBe(id);
      expect(await snapshot(t, table)).not.toBe(before);
    } else {
      expect(res.status, await res.clone().text()).toBe(200);
      const row = await t.deps.db.selectFrom(table).select('_id').where('_id', '=', id!).executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });
});

describe('blog post ownership', () => {
  async function postBy(t: TestApp, actor: Actor, title = 'My post') {
    const res = await t.sendForm('POST', '/api/blogs', actor.cookie, { title, content: 'Text' });
    expect(res.status).toBe(201);
    return res.json();
  }
  const edit = (t: TestApp, actor: Actor, id: string, title: string) =>
    t.sendForm('PUT', `/api/blogs/${id}`, actor.cookie, { title, content: 'Edited' });
  const remove = (t: TestApp, actor: Actor, id: string) => deleteAs(t, `/api/blogs/${id}`, actor.cookie);

  it.for(['Director', 'Author', 'Teacher'] as const)(
    'a %s edits and deletes their own posts',
    async (role, { t, users: actors }) => {
      const post = await postBy(t, actors[role]);
      expect(post.author).toBe(`${role} Person`);
      const res = await edit(t, actors[role], post._id, 'Better title');
      expect(res.status).toBe(200);
      expect((await res.json()).title).toBe('Better title');
      expect((await remove(t, actors[role], post._id)).status).toBe(200);
    },
  );

  it('an Author cannot edit or delete another author’s post; the Admin can', async ({ t, users: actors }) => {
    const other = await t.userWithSession('Author', 'Other Author');
    const post = await postBy(t, other, 'Not yours');
    const before = await snapshot(t, 'blogs');
    const put = await edit(t, actors.Author, post._id, 'Hijacked');
    expect(put.status).toBe(403);
    const putBody = await put.json();
    expect(putBody.error).toBe(putBody.message);
    expect((await remove(t, actors.Author, post._id)).status).toBe(403);
    expect(await snapshot(t, 'blogs')).toBe(before);

    const adminEdit = await edit(t, actors.Admin, post._id, 'Fixed by the Admin');
    expect(adminEdit.status).toBe(200);
    const edited = await adminEdit.json();
    expect(edited.title).toBe('Fixed by the Admin');
    // The post keeps its author when someone else edits it.
    expect(edited.author).toBe('Other Author');
    expect(edited.ownerId).toBe(other.id);
    expect((await remove(t, actors.Admin, post._id)).status).toBe(200);
  });

  it.for(['Director', 'Teacher'] as const)(
    'a %s cannot change an Author’s post',
    async (role, { t, users: actors }) => {
      const post = await postBy(t, actors.Author, 'Author only');
      expect((await edit(t, actors[role], post._id, 'No')).status).toBe(403);
      expect((await remove(t, actors[role], post._id)).status).toBe(403);
    },
  );

  it('a Partner cannot edit a blog post, not even one recorded as theirs', async ({ t, users: actors }) => {
    const post = await postBy(t, actors.Admin, 'Admin news');
    expect((await edit(t, actors.Partner, post._id, 'Partner news')).status).toBe(403);
    await t.deps.db.updateTable('blogs').set({ ownerId: actors.Partner.id }).where('_id', '=', post._id).execute();
    expect((await edit(t, actors.Partner, post._id, 'Partner news')).status).toBe(403);
    expect((await remove(t, actors.Partner, post._id)).status).toBe(403);
    const row = await t.deps.db
      .selectFrom('blogs')
      .select('title')
      .where('_id', '=', post._id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Admin news');
  });
});

describe('users', () => {
  it('GET /api/users needs a signed-in user, of any role', async ({ t, users: actors }) => {
    const anonymous = await t.request('/api/users');
    expect(anonymous.status).toBe(401);
    const anonymousOne = await t.request(`/api/users/${actors.Admin.id}`);
    expect(anonymousOne.status).toBe(401);
    for (const role of ROLE_NAMES) {
      const res = await t.request('/api/users', { cookie: actors[role].cookie });
      expect(res.status).toBe(200);
      const list = await res.json();
      expect(list.length).toBeGreaterThanOrEqual(ROLE_NAMES.length);
      expect(JSON.stringify(list)).not.toMatch(/passwordHash|scrypt\$/);
    }
  });

  it('a Teacher cannot create, change or delete users, nor promote themselves', async ({ t, users: actors }) => {
    const teacher = actors.Teacher;
    const before = await snapshot(t, 'users');
    const create = await t.sendForm('POST', '/api/users', teacher.cookie, {
      name: 'Sneaky',
      phone: '1',
      email: 'sneaky@example.org',
      role: 'Admin',
      password: 'a good password',
    });
    expect(create.status).toBe(403);
    const promote = await t.sendForm('PUT', `/api/users/${teacher.id}`, teacher.cookie, {
      name: 'Teacher Person',
      phone: '1',
      email: teacher.email,
      role: 'Admin',
    });
    expect(promote.status).toBe(403);
    expect((await deleteAs(t, `/api/users/${actors.Admin.id}`, teacher.cookie)).status).toBe(403);
    expect(await snapshot(t, 'users')).toBe(before);
  });

  it('the Director role is stored as "director" whatever spelling the form sends', async ({ t, users: { Admin } }) => {
    for (const spelling of ['Director', 'DIRECTOR', 'director']) {
      const res = await t.sendForm('POST', '/api/users', Admin.cookie, {
        name: 'Head',
        phone: '1',
        email: `head-${unique()}@example.org`,
        role: spelling,
        password: 'a good password',
      });
      expect(res.status).toBe(201);
      expect((await res.json()).role).toBe('director');
    }
  });
});

describe('the contact inbox', () => {
  it('GET /api/contact is for Admin and Director only', async ({ t, users: actors }) => {
    await sendContact(t, { name: 'Parent', email: 'p@example.org', message: 'Hello' });
    const anonymous = await t.request('/api/contact');
    expect(anonymous.status).toBe(401);
    for (const role of ROLE_NAMES) {
      const res = await t.request('/api/contact', { cookie: actors[role].cookie });
      if (role === 'Admin' || role === 'Director') {
        expect(res.status).toBe(200);
        expect((await res.json()).length).toBeGreaterThan(0);
      } else {
        expect(res.status).toBe(403);
        expect(JSON.stringify(await res.json())).not.toContain('p@example.org');
      }
    }
  });
});

describe('role names compare case-insensitively', () => {
  it.for([
    ['ADMIN', '/api/headers', () => form({ title: 'Loud admin' }, { image }), 201],
    [
      'admin',
      '/api/documents',
      () => form({ category: 'Curriculum', description: 'All subjects' }, { file: pdfFile() }),
      201,
    ],
    ['Director', '/api/gallery', () => form({ title: 'Capital director' }, { image }), 201],
    ['DIRECTOR', '/api/headers', () => form({ title: 'Not for directors' }, { image }), 403],
    ['TEACHER', '/api/gallery', () => form({ title: 'Loud teacher' }, { image }), 201],
    ['author', '/api/gallery', () => form({ title: 'Not for authors' }, { image }), 403],
    ['aUtHoR', '/api/blogs', () => form({ title: 'Mixed case', content: 'Text' }), 201],
  ] as const)('a user stored as %s: POST %s answers %i', async ([stored, path, body, status], { t }) => {
    const user = await t.userWithSession(stored);
    const res = await t.request(path, { method: 'POST', cookie: user.cookie, body: body() });
    expect(res.status).toBe(status);
  });

  it('a user stored as "partner" may save the partner profile', async ({ t }) => {
    await clear(t, 'partners');
    const user = await t.userWithSession('partner');
    const payload = RESOURCES.find((r) => r.path === '/api/partners')!.payload();
    expect((await t.request('/api/partners', { method: 'POST', cookie: user.cookie, ...payload })).status).toBe(201);
  });

  it('a user with an unknown role may change nothing', async ({ t }) => {
    const user = await t.userWithSession('Janitor');
    expect((await t.sendForm('POST', '/api/blogs', user.cookie, { title: 'x', content: 'y' })).status).toBe(403);
    expect((await t.sendForm('POST', '/api/gallery', user.cookie, { title: 'x' }, { image })).status).toBe(403);
  });

  it('a role changed in the database applies at the next request', async ({ t }) => {
    const user = await t.userWithSession('Teacher');
    expect((await t.sendForm('POST', '/api/gallery', user.cookie, { title: 'Before' }, { image })).status).toBe(201);
    await t.deps.db.updateTable('users').set({ role: 'Partner' }).where('_id', '=', user.id).execute();
    expect((await t.sendForm('POST', '/api/gallery', user.cookie, { title: 'After' }, { image })).status).toBe(403);
  });
});

describe('public reads need no sign-in', () => {
  it.for([...CONTENT_LISTS, '/api/schoolNames', '/api/health'])('GET %s', async (path, { t }) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json()) || path === '/api/health').toBe(true);
  });

  it.for(RESOURCES.filter((r) => !['/api/users', '/api/contact', '/api/schoolSettings'].includes(r.path)))(
    'GET $path/{id}',
    async (resource, { t, users: { Admin } }) => {
      if (resource.uniqueNames) await clear(t, resource.table);
      const id = await resource.existingRecord(t, Admin.cookie, Admin);
      const res = await t.request(`${resource.path}/${id}`);
      expect(res.status).toBe(200);
      expect((await res.json())._id).toBe(id);
    },
  );

  it('a document downloads without sign-in', async ({ t, users: { Admin } }) => {
    const id = await RESOURCES.find((r) => r.path === '/api/documents')!.existingRecord(t, Admin.cookie, Admin);
    const res = await t.request(`/api/documents/${id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Rules.pdf');
  });
});
