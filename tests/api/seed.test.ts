// The demo content (server/seed/demo.ts): a complete site on an empty database, seen through the API,
// and nothing at all on a database that already has content.
// The site is seeded once, with a small translations file of the real ones' shape
// (tests/fixtures/demo-translations: only German, one post, one school, two hero pictures and the director's
// message; docs/decisions/021): what a file leaves out stays untranslated. Seeding draws and converts some
// fifty pictures (about 10 s of CPU), so the translations are checked on the same seeded site. The real
// translation files are checked by server/seed/demo-translations.test.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { DOCUMENT_TYPES, GALLERY_CATEGORIES, SCHOOL_ICONS } from '../../common/constants.ts';
import type { Insertable } from 'kysely';
import { CONTENT_TABLES, type Database } from '../../server/db/schema.ts';
import { newId } from '../../server/db/ids.ts';
import { fileNames } from '../../server/media/media-store.ts';
import type { BlogPost, DirectorMessage, HeaderImage, Localized, SchoolDetail } from '../../common/api-types.ts';
import { HEADERS, POSTS, SCHOOLS } from '../../server/seed/demo-content.ts';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { readDemoTranslations } from '../../server/seed/demo-translations.ts';
import { expectJson } from '../helpers/api.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { BLANK_SCHOOL_ROW } from '../helpers/sample-records.ts';

const TRANSLATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'demo-translations');

// Drawing and converting some fifty pictures takes a few seconds, more on a busy machine.
const SEED_TIMEOUT = 240_000;

// Two apps: one seeded over an empty database; on the other, each test first puts content of its own.
const onEmptySite = apiTest();
const onSiteWithContent = apiTest();

// API answers are checked field by field, so they are read untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function getJson<T = any>(t: TestApp, path: string): Promise<T> {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function countRows(t: TestApp) {
  const tables = [...CONTENT_TABLES, 'media', 'users'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.deps.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('demo content on an empty site', () => {
  let seeded: boolean;
  const read = async <T>(t: TestApp, address: string) => expectJson<Localized<T>[]>(await t.request(address), 200);

  onEmptySite.beforeAll(async ({ t }) => {
    seeded = await seedDemoContent(t.deps, TRANSLATIONS);
  }, SEED_TIMEOUT);

  onEmptySite('reports that it seeded', () => {
    expect(seeded).toBe(true);
  });

  onEmptySite('adds the six schools with full details', async ({ t }) => {
    const schools = await getJson(t, '/api/brightSchoolDetails');
    expect(schools.map((s: { schoolName: string }) => s.schoolName)).toEqual([...t.deps.config.schoolNames]);
    for (const school of schools) {
      for (const field of [
        'description',
        'location',
        'detailLeft',
        'detailRight',
        'headName',
        'headTitle',
        'contactPhone',
        'contactEmail',
      ]) {
        expect(school[field], `${school.schoolName}.${field}`).toMatch(/\S/);
      }
      expect(school.openingYear).toBeGreaterThanOrEqual(2017);
      for (const count of ['teachers', 'students', 'workers', 'awards']) expect(school[count]).toBeGreaterThan(0);
      for (const image of ['headImage', 'image1', 'image2', 'image3'])
        expect(school[image]).toMatch(/^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
      expect(school.contactList.length).toBeGreaterThan(0);
      for (const pair of school.contactList) {
        expect(pair).toHaveLength(2);
        expect(pair[1]).toMatch(/@/);
      }
      expect(SCHOOL_ICONS).toContain(school.iconName);
    }
    expect(new Set(schools.map((s: { iconName: string }) => s.iconName))).toEqual(new Set(SCHOOL_ICONS));
  });

  onEmptySite('adds at least ten blog posts with consistent dates, most with images, and no owners', async ({ t }) => {
    const posts = await getJson(t, '/api/blogs');
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts.filter((p: { image: string | null }) => p.image).length).toBeGreaterThan(posts.length / 2);
    for (const post of posts) {
      expect(post.title).toMatch(/\S/);
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(post.author).toMatch(/\S/);
      expect(post.postedBy).toBe(post.author);
      expect(post.ownerId).toBeNull();
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.time).toMatch(/^\d{2}:\d{2}$/);
      // date and time are East Africa Time (UTC+3); createdAt is the same moment.
      expect(new Date(`${post.date}T${post.time}:00+03:00`).toISOString()).toBe(post.createdAt);
      expect(Date.parse(post.createdAt)).toBeLessThan(Date.now());
    }
    const times = posts.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(posts.map((p: { date: string }) => p.date)).size).toBe(posts.length);
    const titles = posts.map((p: { title: string }) => p.title).join('\n');
    for (const event of [/Science Fair \d{4}/, /Cultural Day/, /Sports Week/, /Germany/]) expect(titles).toMatch(event);
  });

  onEmptySite('fills every gallery category, including those the resource pages use', async ({ t }) => {
    const items = await getJson(t, '/api/gallery');
    expect(items.length).toBeGreaterThanOrEqual(20);
    const count = (categories: readonly string[]) =>
      items.filter((i: { category: string }) => categories.includes(i.category)).length;
    // Every category a page can show: the /gallery filters, Transports, and plain 'Library'.
    for (const category of GALLERY_CATEGORIES.filter((c) => c !== 'All')) {
      expect(count([category]), category).toBeGreaterThanOrEqual(2);
    }
    // The resource pages (app/routes/public/resource-gallery.tsx): /resource/library shows Library Life and
    // Library together.
    expect(count(['Transports'])).toBeGreaterThanOrEqual(3);
    expect(count(['Library Life', 'Library'])).toBeGreaterThanOrEqual(5);
    expect(count(['Computer Lab'])).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.title).toMatch(/\S/);
      expect(item.image).toMatch(/^\/uploads\/.+\.webp$/);
    }
    // The home page preview (the newest six) shows six different categories.
    expect(new Set(items.slice(0, 6).map((i: { category: string }) => i.category)).size).toBe(6);
  });

  onEmptySite('adds four hero images with titles', async ({ t }) => {
    const headers = await getJson(t, '/api/headers');
    expect(headers).toHaveLength(4);
    for (const h of headers) {
      expect(h.title).toMatch(/\S/);
      expect(h.image).toMatch(/^\/uploads\/.+\.webp$/);
    }
  });

  onEmptySite("adds the director's message", async ({ t }) => {
    const [message] = await getJson(t, '/api/directorMessage');
    expect(message.name).toMatch(/\S/);
    expect(message.directorYear).toMatch(/^\d{4}$/);
    expect(message.message.split('\n').length).toBeGreaterThan(3);
    expect(message.image).toMatch(/^\/uploads\/.+\.webp$/);
    for (const link of ['facebook', 'twitter', 'instagram', 'linkedin']) expect(message[link]).toMatch(/^https:\/\//);
  });

  onEmptySite('adds the partner profile with exactly three gallery images', async ({ t }) => {
    const partners = await getJson(t, '/api/partners');
    expect(partners).toHaveLength(1);
    const [partner] = partners;
    for (const field of ['name', 'about', 'location', 'mission', 'vision', 'contacts'])
      expect(partner[field]).toMatch(/\S/);
    expect(partner.startYear).toBeGreaterThan(2000);
    for (const count of ['numberOfWorkers', 'numberOfProjects', 'satisfyingClients'])
      expect(partner[count]).toBeGreaterThan(0);
    expect(partner.topImage).toMatch(/^\/uploads\/.+\.webp$/);
    expect(partner.galleryImages).toHaveLength(3);
    expect(new Set(partner.galleryImages.map((g: { url: string }) => g.url)).size).toBe(3);
  });

  onEmptySite('adds one readable PDF of every document type', async ({ t }) => {
    const docs = await getJson(t, '/api/documents');
    expect(docs).toHaveLength(DOCUMENT_TYPES.length);
    expect(docs.map((d: { category: string }) => d.category).sort()).toEqual([...DOCUMENT_TYPES].sort());
    for (const doc of docs) {
      expect(doc.description).toMatch(/\S/);
      expect(doc._id).toMatch(/^[0-9a-f]{24}$/);
      if (doc.category === 'Other') expect(doc.documentName).toMatch(/\S/);
      expect(doc.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
      const file = await t.request(doc.fileUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      const download = await t.request(doc.downloadUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.pdf"/);
    }
  });

  onEmptySite('adds the contact settings', async ({ t }) => {
    const [settings] = await getJson(t, '/api/schoolSettings');
    expect(settings.phones.length).toBeGreaterThanOrEqual(2);
    for (const phone of settings.phones) expect(phone).toMatch(/^\+255 /);
    expect(settings.emails.length).toBeGreaterThanOrEqual(1);
    for (const link of ['instagram', 'linkedin', 'facebook', 'x']) expect(settings[link]).toMatch(/^https:\/\//);
  });

  onEmptySite('serves every image as WebP', async ({ t }) => {
    const urls = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === 'string' && /^\/uploads\/.+\.webp$/.test(value)) urls.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const path of [
      '/api/brightSchoolDetails',
      '/api/blogs',
      '/api/gallery',
      '/api/headers',
      '/api/directorMessage',
      '/api/partners',
    ]) {
      collect(await getJson(t, path));
    }
    expect(urls.size).toBeGreaterThan(40);
    for (const url of urls) {
      const res = await t.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  onEmptySite('counts every use of a file in the media table and leaves no stray files', async ({ t }) => {
    const db = t.deps.db;
    const uses = new Map<string, number>();
    const use = (key: string | null) => key && uses.set(key, (uses.get(key) ?? 0) + 1);
    for (const s of await db.selectFrom('schoolDetails').selectAll().execute())
      [s.headImage, s.image1, s.image2, s.image3].forEach(use);
    for (const table of ['blogs', 'gallery', 'headers', 'directorMessages'] as const) {
      for (const row of await db.selectFrom(table).select('image').execute()) use(row.image);
    }
    for (const p of await db.selectFrom('partners').selectAll().execute()) {
      use(p.topImage);
      (JSON.parse(p.galleryImages) as string[]).forEach(use);
    }
    for (const d of await db.selectFrom('documents').select('file').execute()) use(d.file);
    const media = await db.selectFrom('media').selectAll().execute();
    expect(Object.fromEntries(media.map((m) => [m.key, Number(m.refs)]))).toEqual(Object.fromEntries(uses));
    const stored = new Set(await t.deps.media.storage.list());
    const expected = media.flatMap((m) => fileNames(m));
    for (const name of expected) expect(stored.has(name), name).toBe(true);
    expect(stored.size).toBe(expected.length);
  });

  onEmptySite('creates no user accounts', async ({ t }) => {
    expect((await countRows(t)).users).toBe(0);
  });

  onEmptySite('answers the translated post in German and the others in English', async ({ t }) => {
    const german = await read<BlogPost>(t, '/api/blogs?lang=de');
    const first = german.find((post) => post.lang === 'de');
    expect(first).toMatchObject({
      title: 'Ein herzliches Willkommen zum neuen Schuljahr',
      content: 'Die Tore öffneten sich heute Morgen um sieben Uhr.\n\nWir wünschen allen ein gutes Schuljahr!',
    });
    const english = await read<BlogPost>(t, '/api/blogs');
    expect(english.find((post) => post._id === first!._id)?.title).toBe(POSTS[0]!.title);
    expect(german.filter((post) => post.lang === 'de')).toHaveLength(1);
    expect((await read<BlogPost>(t, '/api/blogs?lang=sw')).every((post) => post.lang === 'en')).toBe(true);
  });

  onEmptySite("fills in the school's name, keeps the original where a text is blank or missing", async ({ t }) => {
    const [school] = await read<SchoolDetail>(t, '/api/brightSchoolDetails?lang=de');
    const name = t.deps.config.schoolNames[0]!;
    expect(school).toMatchObject({
      lang: 'de',
      description: `${name} ist der Ort, an dem die Geschichte von Bright begann.`,
      detailLeft: 'Unser Tag',
      detailRight: SCHOOLS[0]!.detailRight,
    });
  });

  onEmptySite(
    'translates the hero pictures in order and the director’s message, by nobody on record',
    async ({ t }) => {
      const headers = await read<HeaderImage>(t, '/api/headers?lang=de');
      expect(headers.slice(0, 3).map((h) => [h.title, h.lang])).toEqual([
        ['Willkommen bei den Bright Pre and Primary Schools', 'de'],
        ['Jedes Kind ein Leser', 'de'],
        [HEADERS[2]!.title, 'en'],
      ]);
      const [message] = await read<DirectorMessage>(t, '/api/directorMessage?lang=de');
      expect(message!.message).toMatch(/^Liebe Eltern/);
      const rows = await t.deps.db.selectFrom('translations').selectAll().execute();
      expect(rows.every((row) => row.savedByName === null && row.lang === 'de')).toBe(true);
    },
  );

  onEmptySite('reads no file where there is none', async () => {
    expect((await readDemoTranslations(TRANSLATIONS)).map(([lang]) => lang)).toEqual(['de']);
    expect(await readDemoTranslations(path.join(TRANSLATIONS, 'missing'))).toEqual([]);
  });

  onEmptySite('does nothing when called again', async ({ t }) => {
    const before = await countRows(t);
    expect(await seedDemoContent(t.deps)).toBe(false);
    expect(await countRows(t)).toEqual(before);
  });
});

describe('demo content on a site that already has content', () => {
  const now = new Date().toISOString();
  const base = () => ({ _id: newId(), createdAt: now, updatedAt: now });
  // One minimal row for each content table.
  const rows: {
    [
      K in
        | 'blogs'
        | 'gallery'
        | 'headers'
        | 'schoolDetails'
        | 'directorMessages'
        | 'partners'
        | 'documents'
        | 'schoolSettings'
    ]: () => Insertable<Database[K]>;
  } = {
    blogs: () => ({
      ...base(),
      title: 'Hello',
      content: 'World',
      image: null,
      author: 'A',
      postedBy: 'A',
      ownerId: null,
      date: '2026-01-01',
      time: '10:00',
    }),
    gallery: () => ({ ...base(), title: 'T', category: 'Sports', description: '', image: 'k' }),
    headers: () => ({ ...base(), title: 'T', image: 'k' }),
    schoolDetails: () => ({
      ...base(),
      ...BLANK_SCHOOL_ROW,
      schoolName: 'Bright Pre & Primary School',
      location: 'Moshi',
      openingYear: 2019,
      headName: 'H',
      contactList: '[]',
      iconName: 'SchoolIcon',
    }),
    directorMessages: () => ({
      ...base(),
      name: 'D',
      directorYear: '2026',
      message: 'M',
      image: null,
      facebook: '',
      twitter: '',
      instagram: '',
      linkedin: '',
    }),
    partners: () => ({
      ...base(),
      name: 'P',
      about: 'A',
      location: 'L',
      startYear: 2018,
      mission: 'M',
      vision: 'V',
      numberOfWorkers: 1,
      numberOfProjects: 1,
      satisfyingClients: 1,
      contacts: 'C',
      topImage: null,
      galleryImages: '[]',
    }),
    documents: () => ({
      ...base(),
      category: 'Other',
      documentName: 'N',
      description: 'D',
      file: 'k',
      originalName: 'n.pdf',
    }),
    schoolSettings: () => ({ ...base(), phones: '[]', emails: '[]', instagram: '', linkedin: '', facebook: '', x: '' }),
  };

  for (const table of Object.keys(rows) as (keyof typeof rows)[]) {
    onSiteWithContent(`does nothing when only ${table} has a row`, async ({ t }) => {
      const row = rows[table]();
      // The table is one of several here, so Kysely cannot match the row to it statically.
      await t.deps.db
        .insertInto(table)
        .values(row as never)
        .execute();
      const before = await countRows(t);
      expect(await seedDemoContent(t.deps)).toBe(false);
      expect(await countRows(t)).toEqual(before);
      expect(await t.deps.media.storage.list()).toEqual([]);
      await t.deps.db.deleteFrom(table).where('_id', '=', row._id).execute();
    });
  }
});
