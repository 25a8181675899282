// Bad input gets a clear 4xx, never a 500, and leaves nothing behind (DESIGN.md section 4): broken bodies,
// wrong content types, missing and wrong fields, bad ids, too large or disguised files, cross-site requests.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect } from 'vitest';
import { deleteAs, sendContact } from '../helpers/api.ts';
import { DEFAULT_SCHOOL_NAMES } from '../../common/constants.ts';
import { CONTENT_TABLES, type Database } from '../../server/db/schema.ts';
import { apiTest, form, json, type TestApp } from '../helpers/test-app.ts';
import { jpegFile, pdfFile, pngFile } from '../helpers/images.ts';
import { nth, present } from '../helpers/nth.ts';

const it = apiTest({ users: { admin: 'Admin' } });
let image: File;
const MB = 1024 * 1024;

beforeAll(async () => {
  image = await pngFile('small.png', 64, 48);
});

// ---- what a refused write must not leave behind ---------------------------------------------------

const TABLES: (keyof Database)[] = [...CONTENT_TABLES, 'users', 'contactMessages', 'media'];

/** Every row of every content table, and every name in the uploads folder (temporary files too). */
async function state(t: TestApp): Promise<string> {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    tables[table] = (await t.deps.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
  }
  const files = (await fs.readdir(path.join(t.dataDir, 'uploads'))).sort();
  return JSON.stringify({ tables, files });
}

/**
 * Sends the request (signed in with `cookie` unless `init` has a cookie of its own) and checks the answer is
 * `status` with a proper error body and nothing changed.
 */
async function refused(
  t: TestApp,
  cookie: string,
  status: number,
  pathname: string,
  init: RequestInit & { cookie?: string },
) {
  const before = await state(t);
  const res = await t.request(pathname, { cookie, ...init });
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text);
  expect(body.message).toEqual(expect.any(String));
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.error).toBe(body.message);
  expect(await state(t)).toBe(before);
  return body as { message: string; error: string; fields?: Record<string, string> };
}

function file(bytes: Uint8Array | string, name: string, type = 'application/octet-stream'): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

/** `size` bytes starting with `head`, the rest random (incompressible, so nothing can shortcut it). */
function bigFile(size: number, head: number[], name: string, type: string): File {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(data.subarray(i, Math.min(size, i + 65536)));
  data.set(head, 0);
  return new File([data], name, { type });
}

/** The resources written with multipart forms (they carry files, or may). */
const MULTIPART_RESOURCES = [
  '/api/blogs',
  '/api/gallery',
  '/api/headers',
  '/api/documents',
  '/api/users',
  '/api/partners',
  '/api/directorMessage',
  '/api/brightSchoolDetails',
];

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PDF_HEAD = [...Buffer.from('%PDF-1.7\n')];

const SCHOOL = {
  schoolName: 'Bright Pre & Primary School',
  location: 'Arusha',
  openingYear: '2005',
  headName: 'Grace',
};
const PARTNER = {
  name: 'Freunde e.V.',
  about: 'About us',
  location: 'Berlin',
  startYear: '2015',
  mission: 'Mission',
  vision: 'Vision',
  numberOfWorkers: '3',
  numberOfProjects: '2',
  satisfyingClients: '10',
  contacts: 'info@freunde.example',
};
const USER = {
  name: 'New Teacher',
  phone: '+255 700 000 001',
  email: 'new.teacher@example.org',
  role: 'Teacher',
  password: 'a good password',
};

// ---- request bodies -----------------------------------------------------------------------------

describe('broken and mistyped bodies', () => {
  const GARBAGE = 'this is not multipart at all \u0000\u0001\r\n--x\r\n';
  it.for(['/api/blogs', '/api/gallery', '/api/headers', '/api/documents', '/api/users', '/api/brightSchoolDetails'])(
    '%s: a garbage multipart body answers 400',
    async (pathname, { t, users: { admin } }) => {
      const body = await refused(t, admin.cookie, 400, pathname, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=----abc' },
        body: GARBAGE,
      });
      expect(body.message).toMatch(/form data could not be read/);
    },
  );

  it('a multipart body under another boundary answers 400', async ({ t, users: { admin } }) => {
    const real = new Response(form({ title: 'Hello', content: 'World' }, { image }));
    const bytes = await real.arrayBuffer();
    const body = await refused(t, admin.cookie, 400, '/api/blogs', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=not-the-real-one' },
      body: bytes,
    });
    expect(body.message).toMatch(/form data could not be read/);
  });

  it('a multipart content type without a boundary answers 400', async ({ t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 400, '/api/gallery', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'title=x',
    });
    expect(body.message).toMatch(/form data could not be read/);
  });

  it('a multipart body cut off in the middle answers 400', async ({ t, users: { admin } }) => {
    const real = new Response(form({ title: 'Hello', content: 'World' }, { image }));
    const type = real.headers.get('content-type')!;
    const bytes = new Uint8Array(await real.arrayBuffer());
    const body = await refused(t, admin.cookie, 400, '/api/blogs', {
      method: 'POST',
      headers: { 'content-type': type },
      body: bytes.slice(0, Math.floor(bytes.length / 2)),
    });
    expect(body.message).toMatch(/form data could not be read/);
  });

  it.for(MULTIPART_RESOURCES)(
    '%s: JSON where multipart is expected answers 415',
    async (pathname, { t, users: { admin } }) => {
      const body = await refused(t, admin.cookie, 415, pathname, {
        method: 'POST',
        ...json({ title: 'Hello', content: 'World' }),
      });
      expect(body.message).toMatch(/multipart\/form-data/);
    },
  );

  it('a body without any content type answers 415', async ({ t, users: { admin } }) => {
    await refused(t, admin.cookie, 415, '/api/blogs', { method: 'POST', body: new Uint8Array([1, 2, 3]) });
  });

  it('JSON routes: broken JSON, a JSON list, and a form answer 400, 400 and 415', async ({ t, users: { admin } }) => {
    await refused(t, admin.cookie, 400, '/api/schoolSettings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phones": [',
    });
    await refused(t, admin.cookie, 400, '/api/schoolSettings', { method: 'POST', ...json([{ phones: [] }]) });
    await refused(t, admin.cookie, 415, '/api/schoolSettings', { method: 'POST', body: form({ phones: '1' }) });
    await refused(t, admin.cookie, 400, '/api/auth/login', { method: 'POST', ...json('just a string') });
  });

  it('JSON routes: wrong types answer 400 with the field', async ({ t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 400, '/api/schoolSettings', {
      method: 'POST',
      ...json({ phones: '+255 700', emails: [] }),
    });
    expect(body.fields?.phones).toMatch(/list/);
    const emails = await refused(t, admin.cookie, 400, '/api/schoolSettings', {
      method: 'POST',
      ...json({ phones: [], emails: [42] }),
    });
    expect(emails.fields?.emails).toBeDefined();
    const _id = await sendContact(t, { name: 'P', email: 'p@example.org', message: 'Hi' });
    const mark = await refused(t, admin.cookie, 400, `/api/contact/${_id}`, {
      method: 'PUT',
      ...json({ read: 'yes' }),
    });
    expect(mark.fields?.read).toMatch(/true or false/);
  });
});

describe('updates (PUT) of existing records', () => {
  // One record of every multipart resource; deleted again afterwards, so the single-record resources
  // (partner, director message) are free for the tests below.
  const records = new Map<string, string>();
  it.beforeAll(async ({ t, users: { admin } }) => {
    const create: [string, FormData][] = [
      ['/api/blogs', form({ title: 'Hello', content: 'World' })],
      ['/api/gallery', form({ title: 'Photo', category: 'Sports' }, { image })],
      ['/api/headers', form({ title: 'Welcome' }, { image })],
      ['/api/documents', form({ category: 'Timetable', description: 'Term 1' }, { file: pdfFile() })],
      ['/api/users', form({ ...USER, email: 'put.target@example.org' })],
      ['/api/partners', form(PARTNER)],
      ['/api/directorMessage', form({ name: 'Dr. N', directorYear: '2024', message: 'Karibu' })],
      ['/api/brightSchoolDetails', form(SCHOOL)],
    ];
    for (const [pathname, body] of create) {
      const res = await t.request(pathname, { method: 'POST', cookie: admin.cookie, body });
      const text = await res.text();
      expect(res.status, `${pathname}: ${text}`).toBe(201);
      records.set(pathname, (JSON.parse(text) as { _id: string })._id);
    }
  });
  it.afterAll(async ({ t, users: { admin } }) => {
    for (const [pathname, id] of records) {
      expect((await deleteAs(t, `${pathname}/${id}`, admin.cookie)).status).toBe(200);
    }
  });

  it.for(MULTIPART_RESOURCES)(
    '%s/{id}: JSON where multipart is expected answers 415 and changes nothing',
    async (pathname, { t, users: { admin } }) => {
      const body = await refused(t, admin.cookie, 415, `${pathname}/${records.get(pathname)}`, {
        method: 'PUT',
        ...json({ title: 'Changed', name: 'Changed', schoolName: SCHOOL.schoolName }),
      });
      expect(body.message).toMatch(/multipart\/form-data/);
    },
  );

  const TEXT_AS_FILE: [string, string, Record<string, string>][] = [
    ['/api/blogs', 'title', { content: 'World' }],
    ['/api/gallery', 'description', { title: 'Photo', category: 'Sports' }],
    ['/api/documents', 'description', { category: 'Timetable' }],
    ['/api/users', 'password', { ...USER, email: 'put.target@example.org', password: '' }],
    ['/api/partners', 'about', { ...PARTNER, about: '' }],
    ['/api/brightSchoolDetails', 'contactList', SCHOOL],
  ];

  it.for(TEXT_AS_FILE)(
    '%s: a file sent as the text field "%s" answers 400, on POST and PUT',
    async ([pathname, field, fields], { t, users: { admin } }) => {
      const files = { [field]: new File(['hello'], `${field}.txt`, { type: 'text/plain' }) };
      for (const [method, target] of [
        ['POST', pathname],
        ['PUT', `${pathname}/${records.get(pathname)}`],
      ] as const) {
        const body = await refused(t, admin.cookie, 400, target, { method, body: form(fields, files) });
        expect(body.message).toBe(`${field} must be text, not a file.`);
        expect(body.fields).toEqual({ [field]: body.message });
      }
    },
  );

  it('a file sent as a contact form field answers 400 and keeps nothing', async ({ t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 400, '/api/contact', {
      method: 'POST',
      cookie: undefined,
      body: form({ name: 'P', email: 'p@example.org' }, { message: new File(['Hi'], 'message.txt') }),
    });
    expect(body.fields).toEqual({ message: 'message must be text, not a file.' });
  });
});

describe('10,000 characters in the partner profile', () => {
  const TEN_K = 'Ushirikiano '.repeat(834).slice(0, 10_000);
  let created: string | null = null;
  it.afterAll(async ({ t, users: { admin } }) => {
    if (created) await deleteAs(t, `/api/partners/${created}`, admin.cookie);
  });

  it.for([
    ['mission', 'Mission must be at most 2000 characters.'],
    ['contacts', 'Contacts must be at most 2000 characters.'],
    ['vision', 'Vision must be at most 2000 characters.'],
  ] as const)(
    '%s of 10,000 characters answers 400 and writes nothing',
    async ([field, message], { t, users: { admin } }) => {
      const body = await refused(t, admin.cookie, 400, '/api/partners', {
        method: 'POST',
        body: form({ ...PARTNER, [field]: TEN_K }),
      });
      expect(body.fields).toEqual({ [field]: message });
    },
  );

  it('"about" (a long text, up to 20,000 characters) of 10,000 characters is stored exactly', async ({
    t,
    users: { admin },
  }) => {
    expect(TEN_K).toHaveLength(10_000);
    const res = await t.sendForm('POST', '/api/partners', admin.cookie, { ...PARTNER, about: TEN_K });
    expect(res.status, await res.clone().text()).toBe(201);
    created = ((await res.json()) as { _id: string })._id;
    const stored = nth((await (await t.request('/api/partners')).json()) as { _id: string; about: string }[], 0);
    expect(stored._id).toBe(created);
    expect(stored.about).toBe(TEN_K.trim());
    const over = await refused(t, admin.cookie, 400, '/api/partners', {
      method: 'POST',
      body: form({ ...PARTNER, about: 'x'.repeat(20_001) }),
    });
    expect(over.fields).toEqual({ about: 'About must be at most 20000 characters.' });
  });

  it('an update with 10,000 characters in mission or contacts answers 400 and leaves the profile as it was', async ({
    t,
    users: { admin },
  }) => {
    expect(created).toBeTruthy();
    for (const field of ['mission', 'contacts']) {
      const body = await refused(t, admin.cookie, 400, `/api/partners/${created}`, {
        method: 'PUT',
        body: form({ ...PARTNER, [field]: TEN_K }),
      });
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    }
  });
});

// ---- fields -------------------------------------------------------------------------------------

describe('missing, blank and wrong fields answer 400 with the spec’s message', () => {
  interface FieldCase {
    label: string;
    path: string;
    fields: Record<string, string | number>;
    files?: () => Record<string, File>;
    field: string;
    message: string;
  }
  /** The cases of one resource: label, fields (over `base`), the field named in the answer, its message. */
  const casesOf =
    (path: string, files?: FieldCase['files'], base: FieldCase['fields'] = {}) =>
    (label: string, fields: FieldCase['fields'], field: string, message: string): FieldCase => ({
      label,
      path,
      fields: { ...base, ...fields },
      field,
      message,
      files,
    });
  const BAD_CONTACTS = 'Contact list must be a JSON list of [phone, email] pairs.';
  const BAD_CATEGORY =
    'Category must be one of All, Class Life, Library Life, Laboratory, Campus Life, Sports, Graduation, Computer Lab, Transports, Library.';
  const UNLISTED_SCHOOL = `School name must be one of: ${DEFAULT_SCHOOL_NAMES.join('; ')}.`;
  const BAD_ROLE = 'Role must be one of Admin, Author, Teacher, director, Partner.';
  const blog = casesOf('/api/blogs');
  const gallery = casesOf('/api/gallery');
  const galleryWithImage = casesOf('/api/gallery', () => ({ image }));
  const header = casesOf('/api/headers');
  const headerWithImage = casesOf('/api/headers', () => ({ image }));
  const school = casesOf('/api/brightSchoolDetails', undefined, SCHOOL);
  const director = casesOf('/api/directorMessage');
  const partner = casesOf('/api/partners', undefined, PARTNER);
  const user = casesOf('/api/users', undefined, USER);
  const document = casesOf('/api/documents');
  const documentWithFile = casesOf('/api/documents', () => ({ file: pdfFile() }));
  const incompleteDocument = (label: string, fields: FieldCase['fields'], field: string) =>
    documentWithFile(label, fields, field, 'Please complete all required fields.');
  const CASES: FieldCase[] = [
    blog('blog without a title', { content: 'Text' }, 'title', 'Title is required'),
    blog('blog with a blank title', { title: '   ', content: 'Text' }, 'title', 'Title is required'),
    blog('blog without content', { title: 'Hi', content: '' }, 'content', 'Content is required'),
    galleryWithImage('gallery without a title', { title: '' }, 'title', 'Title is required'),
    gallery('gallery without an image', { title: 'Photo' }, 'image', 'Please select an image.'),
    galleryWithImage(
      'gallery with an unknown category',
      { title: 'Photo', category: 'Parties' },
      'category',
      BAD_CATEGORY,
    ),
    headerWithImage('header with a blank title', { title: ' ' }, 'title', 'Please provide a title.'),
    header('header without an image', { title: 'Welcome' }, 'image', 'Please select an image.'),
    school('school without a name', { schoolName: '' }, 'schoolName', 'School name is required'),
    school('school with a name not on the list', { schoolName: 'Dark School' }, 'schoolName', UNLISTED_SCHOOL),
    school('school without a head name', { headName: '' }, 'headName', 'Head name is required'),
    school('school without a location', { location: ' ' }, 'location', 'Location is required'),
    school('school without an opening year', { openingYear: '' }, 'openingYear', 'Opening year is required'),
    ...['twenty', '1799', String(new Date().getUTCFullYear() + 2), '2005.5'].map((openingYear) =>
      school(`school opened in year "${openingYear}"`, { openingYear }, 'openingYear', 'Enter a valid year'),
    ),
    school('school with a bad contact e-mail', { contactEmail: 'office@' }, 'contactEmail', 'Invalid email address'),
    school('school with teachers "abc"', { teachers: 'abc' }, 'teachers', 'Teachers must be a number.'),
    school('school with -5 students', { students: '-5' }, 'students', 'Students cannot be negative.'),
    school('school with 2.5 workers', { workers: '2.5' }, 'workers', 'Workers must be a whole number.'),
    // Not JSON, not a list of pairs, pairs of numbers, too short, too long, an object.
    ...['[["1", "a@b.c"', '[1, 2]', '[[1, 2]]', '[["1"]]', '[["1", "a@b.c", "x"]]', '{"phone": "1"}'].map(
      (contactList) =>
        school(`school with the contact list ${contactList}`, { contactList }, 'contactList', BAD_CONTACTS),
    ),
    partner(
      'partner with workers "abc"',
      { numberOfWorkers: 'abc' },
      'numberOfWorkers',
      'Number of workers must be a number.',
    ),
    partner('partner without projects', { numberOfProjects: '' }, 'numberOfProjects', 'Number of projects is required'),
    partner('partner started in year "twenty"', { startYear: 'twenty' }, 'startYear', 'Enter a valid year'),
    partner('partner without a mission', { mission: '' }, 'mission', 'Mission is required'),
    director(
      'director message without a message',
      { name: 'Dr. N', directorYear: '2024', message: '' },
      'message',
      'Message is required',
    ),
    user('new user without a password', { password: '' }, 'password', 'Please enter a password for the new user.'),
    user('new user with a bad e-mail', { email: 'teacher.example.org' }, 'email', 'Invalid email address'),
    user('new user without a phone', { phone: '' }, 'phone', 'Phone is required'),
    user('new user with an unknown role', { role: 'Janitor' }, 'role', BAD_ROLE),
    incompleteDocument('document without a type', { description: 'Fees' }, 'category'),
    incompleteDocument('document of an unknown type', { category: 'Menu', description: 'Food' }, 'category'),
    incompleteDocument('document "Other" without a name', { category: 'Other', description: 'Rules' }, 'documentName'),
    incompleteDocument(
      'document with a blank description',
      { category: 'Timetable', description: '  ' },
      'description',
    ),
    document(
      'document without a file',
      { category: 'Timetable', description: 'Term 1' },
      'file',
      'File upload is required for document: Timetable',
    ),
    document(
      '"Other" document without a file',
      { category: 'Other', documentName: 'Bus routes', description: 'Term 1' },
      'file',
      'File upload is required for document: Bus routes',
    ),
  ];

  it.for(CASES.map((c) => [c.label, c] as const))('%s', async ([_label, c], { t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 400, c.path, {
      method: 'POST',
      body: form(c.fields, c.files?.() ?? {}),
    });
    expect(body.message).toBe(c.message);
    expect(body.fields?.[c.field]).toBe(c.message);
  });

  it('an update with a blank required field answers 400 and leaves the record as it was', async ({
    t,
    users: { admin },
  }) => {
    const res = await t.sendForm('POST', '/api/headers', admin.cookie, { title: 'Welcome' }, { image });
    expect(res.status).toBe(201);
    const header = await res.json();
    const body = await refused(t, admin.cookie, 400, `/api/headers/${header._id}`, {
      method: 'PUT',
      body: form({ title: '  ' }),
    });
    expect(body.message).toBe('Please provide a title.');
    const user = await refused(t, admin.cookie, 400, `/api/users/${(await t.userWithSession('Teacher')).id}`, {
      method: 'PUT',
      body: form({ ...USER, password: 'short' }),
    });
    expect(user.fields?.password).toBe('Password must be at least 8 characters.');
  });

  it('the fields map names every bad field at once', async ({ t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 400, '/api/brightSchoolDetails', {
      method: 'POST',
      body: form({ schoolName: '', openingYear: 'twenty', teachers: 'abc' }),
    });
    expect(body.fields).toMatchObject({
      schoolName: 'School name is required',
      location: 'Location is required',
      openingYear: 'Enter a valid year',
      headName: 'Head name is required',
      teachers: 'Teachers must be a number.',
    });
    expect(Object.values(body.fields!)).toContain(body.message);
  });

  it.for([
    ['/api/blogs', { title: 'x'.repeat(10_000), content: 'Text' }, 'title', 'Title must be at most 200 characters.'],
    ['/api/headers', { title: 'x'.repeat(10_000) }, 'title', 'Title must be at most 200 characters.'],
    ['/api/users', { ...USER, name: 'x'.repeat(10_000) }, 'name', 'Name must be at most 200 characters.'],
    [
      '/api/directorMessage',
      { name: 'Dr. N', directorYear: '2'.repeat(10_000), message: 'Hi' },
      'directorYear',
      'Year must be at most 50 characters.',
    ],
    [
      '/api/brightSchoolDetails',
      { ...SCHOOL, headTitle: 'x'.repeat(10_000) },
      'headTitle',
      'Head title must be at most 200 characters.',
    ],
  ] as const)(
    '%s: 10,000 characters in a short field answer 400',
    async ([pathname, fields, field, message], { t, users: { admin } }) => {
      const body = await refused(t, admin.cookie, 400, pathname, {
        method: 'POST',
        body: form(fields, pathname === '/api/headers' ? { image } : {}),
      });
      expect(body.fields?.[field]).toBe(message);
    },
  );

  it('a contact message of 10,000 characters answers 400', async ({ t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 400, '/api/contact', {
      method: 'POST',
      cookie: undefined,
      ...json({ name: 'P', email: 'p@example.org', message: 'x'.repeat(10_000) }),
    });
    expect(body.fields?.message).toBe('Message must be at most 5000 characters.');
  });
});

describe('the NUL character (PostgreSQL cannot store it) answers 400 everywhere', () => {
  const NUL = 'a\u0000b';
  it.for([
    ['a blog title', '/api/blogs', () => ({ body: form({ title: NUL, content: 'Text' }) }), 'title'],
    ['a user name', '/api/users', () => ({ body: form({ ...USER, name: NUL }) }), 'name'],
    ['a field name', '/api/blogs', () => ({ body: form({ title: 'T', content: 'C', [NUL]: 'x' }) }), NUL],
    [
      'a file name',
      '/api/documents',
      () => ({ body: form({ category: 'Timetable', description: 'T' }, { file: pdfFile(`time${NUL}table.pdf`) }) }),
      'file',
    ],
    ['a contact message', '/api/contact', () => json({ name: NUL, email: 'p@example.org', message: 'Hi' }), 'name'],
    ['a phone in the settings list', '/api/schoolSettings', () => json({ phones: ['1', NUL], emails: [] }), 'phones'],
    ['a sign-in e-mail', '/api/auth/login', () => json({ email: `x${NUL}@example.org`, password: 'x' }), 'email'],
  ] as const)('in %s', async ([_label, pathname, init, field], { t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 400, pathname, { method: 'POST', ...init() });
    expect(body.fields?.[field]).toMatch(/not allowed/);
  });
});

// ---- ids ----------------------------------------------------------------------------------------

describe('ids', () => {
  const BAD_IDS = [
    '123',
    'zzzzzzzzzzzzzzzzzzzzzzzz',
    '0123456789ABCDEF01234567',
    '0123456789abcdef0123456',
    '0123456789abcdef012345678',
    '..%2F..%2Fetc%2Fpasswd',
  ];
  const UNKNOWN = 'ffffffffffffffffffffffff';
  /** The resources with `/{id}` addresses read as forms, and a valid update of each. */
  const VALID_UPDATE: Record<string, Record<string, string>> = {
    '/api/blogs': { title: 'T', content: 'C' },
    '/api/gallery': { title: 'T' },
    '/api/headers': { title: 'T' },
    '/api/brightSchoolDetails': SCHOOL,
    '/api/directorMessage': { name: 'N', directorYear: '2024', message: 'M' },
    '/api/partners': PARTNER,
    '/api/users': { ...USER, email: 'ghost@example.org' },
  };
  const PATHS = Object.keys(VALID_UPDATE);

  it.for(PATHS)(
    '%s/{id}: an id that is not 24 hex characters answers 400 to GET, PUT and DELETE',
    async (base, { t, users: { admin } }) => {
      for (const id of BAD_IDS) {
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const body = await refused(t, admin.cookie, 400, `${base}/${id}`, {
            method,
            ...(method === 'PUT' ? { body: form({ title: 'x' }) } : {}),
          });
          expect(body.message).toMatch(/Invalid ID/i);
        }
      }
    },
  );

  it.for(PATHS)(
    '%s/{id}: a well-formed unknown id answers 404 to GET, PUT and DELETE',
    async (base, { t, users: { admin } }) => {
      await refused(t, admin.cookie, 404, `${base}/${UNKNOWN}`, { method: 'GET' });
      await refused(t, admin.cookie, 404, `${base}/${UNKNOWN}`, {
        method: 'PUT',
        body: form(present(VALID_UPDATE[base], base)),
      });
      await refused(t, admin.cookie, 404, `${base}/${UNKNOWN}`, { method: 'DELETE' });
    },
  );

  it('documents use the spec’s "Invalid document ID"', async ({ t, users: { admin } }) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = await refused(t, admin.cookie, 400, '/api/documents/abc', {
        method,
        ...(method === 'PUT' ? { body: form({ category: 'Timetable', description: 'x' }) } : {}),
      });
      expect(body.message).toBe('Invalid document ID');
    }
    expect((await refused(t, admin.cookie, 400, '/api/documents/abc/download', { method: 'GET' })).message).toBe(
      'Invalid document ID',
    );
    await refused(t, admin.cookie, 404, `/api/documents/${UNKNOWN}`, { method: 'GET' });
    await refused(t, admin.cookie, 404, `/api/documents/${UNKNOWN}`, {
      method: 'PUT',
      body: form({ category: 'Timetable', description: 'Term 1' }, { file: pdfFile() }),
    });
    await refused(t, admin.cookie, 404, `/api/documents/${UNKNOWN}`, { method: 'DELETE' });
    await refused(t, admin.cookie, 404, `/api/documents/${UNKNOWN}/download`, { method: 'GET' });
  });

  it('JSON routes check ids too', async ({ t, users: { admin } }) => {
    await refused(t, admin.cookie, 400, '/api/schoolSettings/abc', { method: 'PUT', ...json({ phones: [] }) });
    await refused(t, admin.cookie, 404, `/api/schoolSettings/${UNKNOWN}`, { method: 'PUT', ...json({ phones: [] }) });
    await refused(t, admin.cookie, 400, '/api/contact/abc', { method: 'PUT', ...json({ read: true }) });
    await refused(t, admin.cookie, 404, `/api/contact/${UNKNOWN}`, { method: 'PUT', ...json({ read: true }) });
    await refused(t, admin.cookie, 400, '/api/contact/abc', { method: 'DELETE' });
    await refused(t, admin.cookie, 404, `/api/contact/${UNKNOWN}`, { method: 'DELETE' });
  });

  it('unknown API addresses and stored files answer 404', async ({ t, users: { admin } }) => {
    await refused(t, admin.cookie, 404, '/api/nothing-here', { method: 'GET' });
    expect((await t.request('/uploads/../site.db')).status).toBe(404);
    expect((await t.request('/uploads/site.db')).status).toBe(404);
    expect((await t.request(`/uploads/${'a'.repeat(32)}-800.webp`)).status).toBe(404);
  });
});

// ---- files --------------------------------------------------------------------------------------

describe('uploads', () => {
  it('an image over 20 MB (a 21 MB file) answers 413 and writes nothing', async ({ t, users: { admin } }) => {
    const big = bigFile(21 * MB, JPEG_HEAD, 'huge.jpg', 'image/jpeg');
    await refused(t, admin.cookie, 413, '/api/gallery', {
      method: 'POST',
      body: form({ title: 'Huge' }, { image: big }),
    });
    await refused(t, admin.cookie, 413, '/api/blogs', {
      method: 'POST',
      body: form({ title: 'Huge', content: 'x' }, { image: big }),
    });
  });

  it('an image just over 20 MB inside a request under the ceiling answers 413 too', async ({ t, users: { admin } }) => {
    const big = bigFile(20 * MB + 200 * 1024, JPEG_HEAD, 'big.jpg', 'image/jpeg');
    const body = await refused(t, admin.cookie, 413, '/api/headers', {
      method: 'POST',
      body: form({ title: 'Big' }, { image: big }),
    });
    expect(body.message).toMatch(/20 MB/);
  });

  it('a document over 25 MB (a 26 MB file) answers 413 and writes nothing', async ({ t, users: { admin } }) => {
    const big = bigFile(26 * MB, PDF_HEAD, 'huge.pdf', 'application/pdf');
    await refused(t, admin.cookie, 413, '/api/documents', {
      method: 'POST',
      body: form({ category: 'Curriculum', description: 'All' }, { file: big }),
    });
    const justOver = bigFile(25 * MB + 200 * 1024, PDF_HEAD, 'big.pdf', 'application/pdf');
    const body = await refused(t, admin.cookie, 413, '/api/documents', {
      method: 'POST',
      body: form({ category: 'Curriculum', description: 'All' }, { file: justOver }),
    });
    expect(body.message).toMatch(/25 MB/);
  });

  it('a request over the whole-request ceiling answers 413, whatever its fields', async ({ t, users: { admin } }) => {
    const extra = bigFile(22 * MB, [0], 'padding.bin', 'application/octet-stream');
    await refused(t, admin.cookie, 413, '/api/blogs', {
      method: 'POST',
      body: form({ title: 'T', content: 'C' }, { image, padding: extra }),
    });
    await refused(t, admin.cookie, 413, '/api/auth/login', {
      method: 'POST',
      ...json({ email: 'a@example.org', password: 'x'.repeat(2 * MB) }),
    });
    await refused(t, admin.cookie, 413, '/api/contact', {
      method: 'POST',
      cookie: undefined,
      ...json({ name: 'P', email: 'p@example.org', message: 'x'.repeat(2 * MB) }),
    });
  });

  const HTML = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
  const SVG =
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
  const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]);
  const MZ = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, ...new Array(120).fill(0)]);

  it.for([
    ['an HTML page named .jpg', () => file(HTML, 'cute-cat.jpg', 'image/jpeg')],
    ['an SVG image', () => file(SVG, 'logo.svg', 'image/svg+xml')],
    ['an SVG image named .png', () => file(SVG, 'logo.png', 'image/png')],
    ['a Linux program named .jpg', () => file(ELF, 'photo.jpg', 'image/jpeg')],
    ['a PDF as an image', () => pdfFile('photo.pdf')],
    ['an empty file', () => file('', 'empty.jpg', 'image/jpeg')],
  ] as const)('%s is refused as an image with 415', async ([_label, make], { t, users: { admin } }) => {
    await refused(t, admin.cookie, 415, '/api/gallery', {
      method: 'POST',
      body: form({ title: 'Bad' }, { image: make() }),
    });
  });

  it.for([
    ['a Linux program (ELF) named .pdf', () => file(ELF, 'timetable.pdf', 'application/pdf')],
    ['a Windows program (MZ) named .pdf', () => file(MZ, 'timetable.pdf', 'application/pdf')],
    [
      'a Windows program named .docx',
      () => file(MZ, 'timetable.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ],
    ['an HTML page named .pdf', () => file(HTML, 'timetable.pdf', 'application/pdf')],
    ['a JPEG photo', () => file(new Uint8Array([...JPEG_HEAD, 0, 0, 0]), 'scan.jpg', 'image/jpeg')],
  ] as const)('%s is refused as a document with 415', async ([_label, make], { t, users: { admin } }) => {
    await refused(t, admin.cookie, 415, '/api/documents', {
      method: 'POST',
      body: form({ category: 'Timetable', description: 'Term 1' }, { file: make() }),
    });
  });

  it('a refused file on update leaves the record and its files as they were', async ({ t, users: { admin } }) => {
    const res = await t.sendForm('POST', '/api/gallery', admin.cookie, { title: 'Good' }, { image });
    expect(res.status).toBe(201);
    const item = await res.json();
    await refused(t, admin.cookie, 415, `/api/gallery/${item._id}`, {
      method: 'PUT',
      body: form({ title: 'Changed' }, { image: file(SVG, 'x.svg', 'image/svg+xml') }),
    });
    expect((await t.request(item.image)).status).toBe(200);
  });

  it('a good image next to a bad one in the same request leaves no file behind', async ({ t, users: { admin } }) => {
    const good = await pngFile('head.png', 80, 60, '#123456');
    await refused(t, admin.cookie, 415, '/api/brightSchoolDetails', {
      method: 'POST',
      body: form(SCHOOL, { headImage: good, image1: file(HTML, 'a.jpg', 'image/jpeg') }),
    });
    const other = await pngFile('top.png', 80, 60, '#654321');
    await refused(t, admin.cookie, 415, '/api/partners', {
      method: 'POST',
      body: form(PARTNER, {
        topImage: other,
        galleryImages: [await pngFile('g.png', 40, 30, '#abcdef'), file(SVG, 'g.svg', 'image/svg+xml')],
      }),
    });
  });

  it('a damaged JPEG (good header, body cut off) answers 400, not 500', async ({ t, users: { admin } }) => {
    const whole = new Uint8Array(await (await jpegFile('whole.jpg', 800, 600)).arrayBuffer());
    const cut = file(whole.slice(0, Math.floor(whole.length / 3)), 'cut.jpg', 'image/jpeg');
    const body = await refused(t, admin.cookie, 400, '/api/gallery', {
      method: 'POST',
      body: form({ title: 'Cut' }, { image: cut }),
    });
    expect(body.message).toMatch(/could not be read/);
    // Only the magic bytes and then nothing.
    await refused(t, admin.cookie, 400, '/api/gallery', {
      method: 'POST',
      body: form({ title: 'Cut' }, { image: file(new Uint8Array(JPEG_HEAD), 'x.jpg', 'image/jpeg') }),
    });
  });

  it('a PNG claiming 20,000 x 20,000 pixels answers 413 without being decoded', async ({ t, users: { admin } }) => {
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([head, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20_000, 0);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(20_001 * 10))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await refused(t, admin.cookie, 413, '/api/gallery', {
      method: 'POST',
      body: form({ title: 'Bomb' }, { image: file(png, 'bomb.png', 'image/png') }),
    });
  });
});

// ---- other sites --------------------------------------------------------------------------------

describe('requests from other websites (CSRF)', () => {
  const blog = () => form({ title: 'Origin test', content: 'Text' });

  it.for([
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['Origin of a look-alike host', { origin: 'http://localhost.evil.example' }],
    ['Origin on another port', { origin: 'http://localhost:8080' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site without Origin', { 'sec-fetch-site': 'same-site' }],
  ] as const)('a POST with %s answers 403', async ([_label, headers], { t, users: { admin } }) => {
    const body = await refused(t, admin.cookie, 403, '/api/blogs', { method: 'POST', headers, body: blog() });
    expect(body.message).toMatch(/other websites/);
  });

  it('PUT and DELETE from another site answer 403; sign-in and sign-out too', async ({ t, users: { admin } }) => {
    const res = await t.request('/api/blogs', { method: 'POST', cookie: admin.cookie, body: blog() });
    const { _id } = await res.json();
    const evil = { origin: 'https://evil.example' };
    await refused(t, admin.cookie, 403, `/api/blogs/${_id}`, {
      method: 'PUT',
      headers: evil,
      body: form({ title: 'Hacked', content: 'x' }),
    });
    await refused(t, admin.cookie, 403, `/api/blogs/${_id}`, { method: 'DELETE', headers: evil });
    await refused(t, admin.cookie, 403, '/api/auth/login', {
      method: 'POST',
      cookie: undefined,
      headers: { ...evil, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    await refused(t, admin.cookie, 403, '/api/auth/logout', { method: 'POST', headers: evil });
    expect((await t.request('/api/auth/me', { cookie: admin.cookie })).status).toBe(200);
    await refused(t, admin.cookie, 403, '/api/contact', {
      method: 'POST',
      cookie: undefined,
      headers: { ...evil, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'P', email: 'p@example.org', message: 'Hi' }),
    });
  });

  it('same-origin requests and requests without an Origin header pass', async ({ t, users: { admin } }) => {
    const cases: Record<string, string>[] = [
      { origin: 'http://localhost' },
      {},
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of cases) {
      const res = await t.request('/api/blogs', { method: 'POST', cookie: admin.cookie, headers, body: blog() });
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('an https Origin on this http site answers 403: the scheme counts, not only the host', async ({
    t,
    users: { admin },
  }) => {
    for (const origin of ['https://localhost', 'https://localhost:80']) {
      const body = await refused(t, admin.cookie, 403, '/api/blogs', {
        method: 'POST',
        headers: { origin },
        body: blog(),
      });
      expect(body.message).toMatch(/other websites/);
    }
  });

  it('reads from other websites are allowed', async ({ t }) => {
    expect((await t.request('/api/blogs', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

// Production: Caddy ends TLS and passes the request on over http from 127.0.0.1 (deploy/Caddyfile, site.env).
const withPublicUrl = apiTest({
  users: { admin: 'Admin' },
  config: { publicUrl: 'https://school.example', trustProxy: ['127.0.0.1'] },
});
const proxyWithoutPublicUrl = apiTest({ users: { admin: 'Admin' }, config: { trustProxy: ['127.0.0.1'] } });

describe('same origin behind the reverse proxy', () => {
  /** A new post with `origin`, from socket `address`, to Host school.example, as Caddy passes it on. */
  const post = (t: TestApp, cookie: string, origin: string, address: string, proto?: string) =>
    t.request('/api/blogs', {
      method: 'POST',
      cookie,
      address,
      headers: { host: 'school.example', origin, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      body: form({ title: 'Proxied', content: 'Text' }),
    });

  for (const [setting, test] of [
    ['PUBLIC_URL', withPublicUrl],
    ['no PUBLIC_URL', proxyWithoutPublicUrl],
  ] as const) {
    test(`with ${setting}, the https origin through the trusted proxy passes; its http twin does not`, async ({
      t,
      users: { admin },
    }) => {
      expect((await post(t, admin.cookie, 'https://school.example', '127.0.0.1', 'https')).status).toBe(201);
      expect((await post(t, admin.cookie, 'http://school.example', '127.0.0.1', 'https')).status).toBe(403);
    });
  }

  withPublicUrl("with PUBLIC_URL, another site's origin does not pass", async ({ t, users: { admin } }) => {
    expect((await post(t, admin.cookie, 'https://evil.example', '127.0.0.1', 'https')).status).toBe(403);
  });

  proxyWithoutPublicUrl(
    "without PUBLIC_URL, anyone else's X-Forwarded-Proto is not believed",
    async ({ t, users: { admin } }) => {
      // Straight from a client: its own X-Forwarded-Proto is not believed, the connection is http.
      expect((await post(t, admin.cookie, 'https://school.example', '203.0.113.5', 'https')).status).toBe(403);
      expect((await post(t, admin.cookie, 'http://school.example', '203.0.113.5')).status).toBe(201);
    },
  );
});
