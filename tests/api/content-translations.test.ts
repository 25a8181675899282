// Content in English, German and Kiswahili (issue 15 points 1 and 4; docs/decisions/021): a record's translations
// are written by staff through the form field `translations`, read back with `?with=translations`, and answered
// in the same shape with `?lang=`. Without `lang` every answer stays the spec's.
import { describe, expect } from 'vitest';
import type { ApiError, BlogPost, Localized, TranslationsField, VersionList } from '../../common/api-types.ts';
import { languagesOf, recordLanguages } from '../../app/lib/content-languages.ts';
import { siteData } from '../../server/page-data.ts';
import { SERVER_RESOURCES } from '../../server/resources/index.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { SAMPLE_DIRECTOR_MESSAGE, SAMPLE_PARTNER, SAMPLE_SCHOOL } from '../helpers/sample-records.ts';
import { uniquePng } from '../helpers/images.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { DEFAULT_SCHOOL_NAMES } from '../../common/constants.ts';

const it = apiTest({
  users: {
    admin: ['Admin', 'Bi Mkuu'],
    author: ['Author', 'Amani Author'],
    otherAuthor: ['Author', 'Baraka Author'],
    teacher: 'Teacher',
    director: 'director',
    partner: 'Partner',
  },
});

const GERMAN = { title: 'Willkommen zum neuen Schuljahr', content: 'Die Tore öffneten sich um sieben Uhr.' };
const SWAHILI = { title: 'Karibu katika muhula mpya', content: 'Milango ilifunguliwa saa moja asubuhi.' };

type StaffPost = BlogPost & TranslationsField;

/** A new English post by `cookie`'s user. */
const newPost = async (t: TestApp, cookie: string, title = 'Welcome to the new term') =>
  expectJson<BlogPost>(
    await t.sendForm('POST', '/api/blogs', cookie, { title, content: 'The gates opened at seven.' }),
    201,
  );

/** A PUT of the post `id`'s translations (and `extra` fields) asking them back, signed in with `cookie`. */
const putTranslations = (
  t: TestApp,
  cookie: string,
  id: string,
  translations: unknown,
  extra: Record<string, string> = {},
) =>
  t.sendForm('PUT', `/api/blogs/${id}?with=translations`, cookie, {
    translations: JSON.stringify(translations),
    ...extra,
  });

/** The field codes of a 400 answer. */
const fieldCodes = async (res: Response) => (await expectJson<ApiError>(res, 400)).fieldCodes;

/** The post `id` as staff read it, with its translations. */
const staffPost = async (t: TestApp, cookie: string, id: string) =>
  expectJson<StaffPost>(await t.request(`/api/blogs/${id}?with=translations`, { cookie }), 200);

describe('a post in three languages', () => {
  it('stores German and Kiswahili beside the English original and answers each with ?lang=', async ({
    t,
    users: { admin },
  }) => {
    const post = await newPost(t, admin.cookie);
    const saved = await expectJson<StaffPost>(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    expect(saved.originalLang).toBe('en');
    expect(saved.translations.de).toMatchObject({ fields: GERMAN, savedBy: 'Bi Mkuu', outdated: false });
    expect(saved.translations.sw).toBeUndefined();
    const latest = await expectJson<BlogPost>(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, {
        translations: JSON.stringify({ sw: SWAHILI }),
      }),
      200,
    );

    // Without lang: the spec's answer, exactly as before (a save of translations is a save of the post).
    expect(Object.keys(latest).sort()).toEqual(Object.keys(post).sort());
    expect(latest).toEqual({ ...post, updatedAt: latest.updatedAt });
    const plain = await expectJson<BlogPost>(await t.request(`/api/blogs/${post._id}`), 200);
    expect(plain).toEqual(latest);
    const list = await expectJson<BlogPost[]>(await t.request('/api/blogs'), 200);
    expect(list.find((p) => p._id === post._id)).toEqual(latest);

    for (const [lang, fields] of [
      ['de', GERMAN],
      ['sw', SWAHILI],
    ] as const) {
      const one = await expectJson<Localized<BlogPost>>(await t.request(`/api/blogs/${post._id}?lang=${lang}`), 200);
      expect(one).toEqual({ ...latest, ...fields, lang });
      const many = await expectJson<Localized<BlogPost>[]>(await t.request(`/api/blogs?lang=${lang}`), 200);
      expect(many.find((p) => p._id === post._id)).toEqual({ ...latest, ...fields, lang });
    }
    // The original's language answers the original.
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=en`), 200)).toEqual({ ...latest, lang: 'en' });

    const staff = await staffPost(t, admin.cookie, post._id);
    expect(Object.keys(staff.translations).sort()).toEqual(['de', 'sw']);
    expect(staff.translations.sw?.fields).toEqual({ ...SWAHILI, alt: '' });
  });

  it('falls back to the original, saying its language, where a translation is missing', async ({
    t,
    users: { admin },
  }) => {
    const post = await newPost(t, admin.cookie, 'Only in English');
    const one = await expectJson(await t.request(`/api/blogs/${post._id}?lang=sw`), 200);
    expect(one).toEqual({ ...post, lang: 'en' });
    // A post written in German answers German when English is asked for and there is no English text.
    const german = await expectJson<BlogPost>(
      await t.sendForm('POST', '/api/blogs', admin.cookie, { ...GERMAN, originalLang: 'de' }),
      201,
    );
    expect(await expectJson(await t.request(`/api/blogs/${german._id}?lang=en`), 200)).toEqual({
      ...german,
      lang: 'de',
    });
    expect((await staffPost(t, admin.cookie, german._id)).originalLang).toBe('de');
  });

  it("takes the original's language from the admin's language by default", async ({ t, users: { admin } }) => {
    const send = (cookie: string, headers: Record<string, string> = {}) =>
      t.request('/api/blogs?with=translations', {
        method: 'POST',
        cookie,
        headers,
        body: (() => {
          const body = new FormData();
          body.set('title', SWAHILI.title);
          body.set('content', SWAHILI.content);
          return body;
        })(),
      });
    // The admin's own choice (issue 38), not the public pages' language the writer last read the site in.
    const post = await expectJson<StaffPost>(await send(`${admin.cookie}; lang=de; admin_lang=sw`), 201);
    expect(post.originalLang).toBe('sw');
    expect(post.translations).toEqual({});
    // Without a choice of the admin's, the browser's language, as the admin itself shows.
    const fromBrowser = await send(`${admin.cookie}; lang=sw`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect((await expectJson<StaffPost>(fromBrowser, 201)).originalLang).toBe('de');
    expect((await expectJson<StaffPost>(await send(`${admin.cookie}; lang=sw`), 201)).originalLang).toBe('en');
  });

  it('writes the translations with a new post, and deletes one sent as null', async ({ t, users: { admin } }) => {
    const post = await expectJson<StaffPost>(
      await t.sendForm('POST', '/api/blogs?with=translations', admin.cookie, {
        title: 'Sports day',
        content: 'Races and games.',
        translations: JSON.stringify({ de: GERMAN, sw: SWAHILI }),
      }),
      201,
    );
    expect(Object.keys(post.translations).sort()).toEqual(['de', 'sw']);
    const after = await expectJson<StaffPost>(await putTranslations(t, admin.cookie, post._id, { de: null }), 200);
    expect(Object.keys(after.translations)).toEqual(['sw']);
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=de`), 200)).toMatchObject({
      title: 'Sports day',
      lang: 'en',
    });
  });

  it('marks a translation outdated once the original changes, until it is saved again', async ({
    t,
    users: { admin },
  }) => {
    const post = await newPost(t, admin.cookie, 'Exam results');
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    // Saving the original unchanged does not make it outdated.
    await expectJson(await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, {}), 200);
    expect((await staffPost(t, admin.cookie, post._id)).translations.de?.outdated).toBe(false);
    // Nor do its line breaks sent as CRLF, as a browser's form sends a multi-line text (the admin's Save).
    // (Urlencoded, which keeps the line breaks as given: FormData here would send both texts with CRLF.)
    const putContent = (content: string) =>
      t.request(`/api/blogs/${post._id}`, {
        method: 'PUT',
        cookie: admin.cookie,
        body: new URLSearchParams({ content }),
      });
    await expectJson(await putContent('Line one.\nLine two.'), 200);
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    await expectJson(await putContent('Line one.\r\nLine two.'), 200);
    expect((await staffPost(t, admin.cookie, post._id)).translations.de?.outdated).toBe(false);
    await expectJson(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { content: 'Results are out.' }),
      200,
    );
    expect((await staffPost(t, admin.cookie, post._id)).translations.de?.outdated).toBe(true);
    // No longer answered as German (decision 029): the original is, in its language, until the translation is
    // saved again against the new original.
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=de`), 200)).toMatchObject({
      content: 'Results are out.',
      lang: 'en',
    });
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    expect((await staffPost(t, admin.cookie, post._id)).translations.de?.outdated).toBe(false);
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=de`), 200)).toMatchObject({
      ...GERMAN,
      lang: 'de',
    });
  });

  it("refuses a translation against the original's rules with the language and field named, writing nothing", async ({
    t,
    users: { admin },
  }) => {
    const post = await newPost(t, admin.cookie, 'Library week');
    const cases: [unknown, string, string][] = [
      [{ de: { title: ' ', content: 'Text' } }, 'translations.de.title', 'required'],
      [{ sw: { title: 'Kichwa', content: 'x'.repeat(100_001) } }, 'translations.sw.content', 'too_long'],
      [{ de: { content: 'Nur Text' } }, 'translations.de.title', 'required'],
      [{ fr: GERMAN }, 'translations.fr', 'invalid_choice'],
      [{ en: GERMAN }, 'translations.en', 'invalid'],
      [{ de: 'Willkommen' }, 'translations.de', 'invalid'],
      [['de'], 'translations', 'invalid'],
    ];
    for (const [translations, field, code] of cases) {
      const body = await expectJson<ApiError>(
        await putTranslations(t, admin.cookie, post._id, translations, { title: 'Changed meanwhile' }),
        400,
      );
      expect(body.code).toBe('validation');
      expect(body.fieldCodes).toEqual({ [field]: code });
    }
    const bad = await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { translations: '{not json' });
    expect(await fieldCodes(bad)).toEqual({ translations: 'invalid' });
    const lang = await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { originalLang: 'fr' });
    expect(await fieldCodes(lang)).toEqual({
      originalLang: 'invalid_choice',
    });
    // One bad language refuses the whole save: the other language and the original are unchanged.
    await expectError(
      await putTranslations(t, admin.cookie, post._id, { sw: SWAHILI, de: { title: '' } }, { title: 'Changed' }),
      400,
    );
    const stored = await staffPost(t, admin.cookie, post._id);
    expect(stored.title).toBe('Library week');
    expect(stored.translations).toEqual({});
  });

  it('refuses choosing a language the record has a translation in, unless that translation goes', async ({
    t,
    users: { admin },
  }) => {
    const post = await newPost(t, admin.cookie, 'Choir');
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    await expectError(await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { originalLang: 'de' }), 400);
    expect((await staffPost(t, admin.cookie, post._id)).originalLang).toBe('en');
    const moved = await expectJson<StaffPost>(
      await putTranslations(
        t,
        admin.cookie,
        post._id,
        { de: null, en: { title: 'Choir', content: 'Songs.' } },
        {
          originalLang: 'de',
          ...GERMAN,
        },
      ),
      200,
    );
    expect(moved.originalLang).toBe('de');
    expect(moved.translations.en?.fields).toEqual({ title: 'Choir', content: 'Songs.', alt: '' });
  });

  it('answers an unknown ?lang= with 400 naming lang', async ({ t }) => {
    for (const path of ['/api/blogs?lang=fr', '/api/gallery?lang=EN', '/api/brightSchoolDetails?lang=']) {
      const body = await expectJson<ApiError>(await t.request(path), 400);
      expect(body.fieldCodes).toEqual({ lang: 'invalid_choice' });
    }
  });
});

describe('who may write translations', () => {
  it('is whoever may change the record: an Author their own post, not another one', async ({
    t,
    users: { admin, author, otherAuthor },
  }) => {
    const own = await newPost(t, author.cookie, 'Amani writes');
    await expectJson(await putTranslations(t, author.cookie, own._id, { sw: SWAHILI }), 200);
    await expectError(await putTranslations(t, otherAuthor.cookie, own._id, { de: GERMAN }), 403);
    await expectError(await t.request(`/api/blogs/${own._id}?with=translations`, { cookie: otherAuthor.cookie }), 403);
    await expectError(await t.request(`/api/blogs/${own._id}?with=translations`), 403);
    expect(Object.keys((await staffPost(t, admin.cookie, own._id)).translations)).toEqual(['sw']);
    // The staff list: their own posts with the field.
    const mine = await expectJson<StaffPost[]>(
      await t.request('/api/blogs?view=staff&with=translations', { cookie: author.cookie }),
      200,
    );
    expect(mine.find((p) => p._id === own._id)?.translations.sw?.fields).toEqual({ ...SWAHILI, alt: '' });
    // The whole public list with every translation is for those who may change every post.
    await expectError(await t.request('/api/blogs?with=translations', { cookie: author.cookie }), 403);
  });

  it('a Teacher translates a gallery picture, not a header; a Director the school and message; a Partner the profile', async ({
    t,
    users: { admin, teacher, director, partner },
  }) => {
    const garden = {
      title: 'Our garden',
      description: 'Beans and maize.',
      translations: JSON.stringify({ sw: { title: 'Bustani yetu' } }),
    };
    const image = { image: await uniquePng() };
    const picture = await expectJson(await t.sendForm('POST', '/api/gallery', teacher.cookie, garden, image), 201);
    expect(await expectJson(await t.request(`/api/gallery/${picture._id}?lang=sw`), 200)).toMatchObject({
      title: 'Bustani yetu',
      // A blank optional field shows the original's.
      description: 'Beans and maize.',
      lang: 'sw',
    });
    const header = await expectJson(
      await t.sendForm('POST', '/api/headers', admin.cookie, { title: 'Welcome' }, { image: await uniquePng() }),
      201,
    );
    await expectError(
      await t.sendForm('PUT', `/api/headers/${header._id}`, teacher.cookie, {
        translations: JSON.stringify({ de: { title: 'Willkommen' } }),
      }),
      403,
    );
    await expectError(await t.request(`/api/headers?with=translations`, { cookie: teacher.cookie }), 403);

    const school = await expectJson(
      await t.sendForm('POST', '/api/brightSchoolDetails', director.cookie, {
        ...SAMPLE_SCHOOL,
        schoolName: DEFAULT_SCHOOL_NAMES[2],
        translations: JSON.stringify({ de: { location: 'Moshi, Kilimandscharo', description: 'Unsere Schule.' } }),
      }),
      201,
    );
    const schools = await expectJson(await t.request('/api/brightSchoolDetails?lang=de'), 200);
    expect(schools.find((s: { _id: string }) => s._id === school._id)).toMatchObject({
      location: 'Moshi, Kilimandscharo',
      description: 'Unsere Schule.',
      schoolName: DEFAULT_SCHOOL_NAMES[2],
      lang: 'de',
    });
    const message = await expectJson(
      await t.sendForm('POST', '/api/directorMessage?with=translations', director.cookie, {
        ...SAMPLE_DIRECTOR_MESSAGE,
        translations: JSON.stringify({ sw: { directorYear: '2015 - sasa', message: 'Karibu Bright.' } }),
      }),
      201,
    );
    expect(message.translations.sw.fields).toEqual({ directorYear: '2015 - sasa', message: 'Karibu Bright.', alt: '' });
    const profile = await expectJson(
      await t.sendForm('POST', '/api/partners', partner.cookie, {
        ...SAMPLE_PARTNER,
        translations: JSON.stringify({
          de: {
            about: 'Wir unterstützen Schulessen.',
            location: 'Moshi',
            mission: 'Jedes Kind satt.',
            vision: 'Gesund.',
          },
        }),
      }),
      201,
    );
    expect((await expectJson(await t.request('/api/partners?lang=de'), 200))[0]).toEqual({
      ...profile,
      about: 'Wir unterstützen Schulessen.',
      location: 'Moshi',
      mission: 'Jedes Kind satt.',
      vision: 'Gesund.',
      lang: 'de',
    });
    // Required fields stay required in every language.
    const missing = await t.sendForm('PUT', `/api/partners/${profile._id}`, partner.cookie, {
      translations: JSON.stringify({ sw: { about: 'Tunasaidia.' } }),
    });
    expect(await fieldCodes(missing)).toEqual({
      'translations.sw.location': 'required',
      'translations.sw.mission': 'required',
      'translations.sw.vision': 'required',
    });
    // Deleting the single records deletes their translations.
    for (const path of [`/api/directorMessage/${message._id}`, `/api/partners/${profile._id}`])
      await expectJson(await t.request(path, { method: 'DELETE', cookie: admin.cookie }), 200);
    const left = await t.deps.db.selectFrom('translations').select('recordId').execute();
    expect(left.map((row) => row.recordId)).not.toContain(message._id);
    expect(left.map((row) => row.recordId)).not.toContain(profile._id);
  });
});

describe('the response cache and the trash', () => {
  it('keeps each language apart and shows a saved translation at once', async ({ t, users: { admin } }) => {
    const post = await newPost(t, admin.cookie, 'Cached post');
    const read = async (lang: string) =>
      (await expectJson<BlogPost[]>(await t.request(`/api/blogs?lang=${lang}`), 200)).find((p) => p._id === post._id)
        ?.title;
    expect([await read('de'), await read('sw')]).toEqual(['Cached post', 'Cached post']);
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    expect([await read('de'), await read('sw'), await read('en')]).toEqual([
      GERMAN.title,
      'Cached post',
      'Cached post',
    ]);
    await expectJson(await putTranslations(t, admin.cookie, post._id, { sw: SWAHILI }), 200);
    expect(await read('sw')).toBe(SWAHILI.title);
    // Each language's answer has its own entity tag.
    const de = await t.request('/api/blogs?lang=de');
    const sw = await t.request('/api/blogs?lang=sw');
    expect(de.headers.get('etag')).not.toBe(sw.headers.get('etag'));
    const again = await t.request('/api/blogs?lang=de', { headers: { 'if-none-match': de.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers the pages in a language through siteData, from the same cache', async ({ t, users: { admin } }) => {
    const post = await newPost(t, admin.cookie, 'Page post');
    await expectJson(await putTranslations(t, admin.cookie, post._id, { sw: SWAHILI }), 200);
    const visit = { requestId: 'test', onFailure: () => expect.unreachable('a read failed') };
    const swahili = siteData(t.deps, visit, 'sw');
    expect(await swahili.blog(post._id)).toMatchObject({ ...SWAHILI, lang: 'sw' });
    expect((await swahili.blogPage(1, 100)).items.find((p) => p._id === post._id)).toMatchObject({
      ...SWAHILI,
      lang: 'sw',
    });
    // Without a language the pages read the originals, as before.
    expect(await siteData(t.deps, visit).blog(post._id)).toEqual(
      await SERVER_RESOURCES.blogs.present.one(
        t.deps.db,
        (await SERVER_RESOURCES.blogs.rows.find(t.deps.db, post._id))!,
      ),
    );
  });

  it("names a record's languages for hreflang, the sitemap and the feeds: its original and its translations", async ({
    t,
    users: { admin },
  }) => {
    const english = await newPost(t, admin.cookie, 'Languages post');
    await expectJson(await putTranslations(t, admin.cookie, english._id, { sw: SWAHILI }), 200);
    const german = await expectJson<BlogPost>(
      await t.sendForm('POST', '/api/blogs', admin.cookie, { ...GERMAN, originalLang: 'de' }),
      201,
    );
    const visit = { requestId: 'test', onFailure: () => expect.unreachable('a read failed') };
    const pages = siteData(t.deps, visit, 'en');
    // Read in a language it lacks, a record answers its original; only its own languages are named.
    expect(await pages.inLanguage('de').blog(english._id)).toMatchObject({ title: 'Languages post', lang: 'en' });
    expect(await recordLanguages(pages, english._id, (site) => site.blog(english._id))).toEqual(['en', 'sw']);
    expect(await recordLanguages(pages, german._id, (site) => site.blog(german._id))).toEqual(['de']);
    const listed = await languagesOf(pages, async (site) => (await site.blogPage(1, 100)).items);
    expect([listed.get(english._id), listed.get(german._id)]).toEqual([['en', 'sw'], ['de']]);
    // A translation added shows in the lists' languages at once (the cache keys are per language).
    await expectJson(
      await putTranslations(t, admin.cookie, german._id, { en: { title: 'English text', content: 'x' } }),
      200,
    );
    expect((await languagesOf(pages, async (site) => (await site.blogPage(1, 100)).items)).get(german._id)).toEqual([
      'en',
      'de',
    ]);
  });

  it('a version restored changes the original: the translation shows as outdated', async ({ t, users: { admin } }) => {
    const post = await newPost(t, admin.cookie, 'Versioned post');
    await expectJson(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { title: 'Versioned post, edited' }),
      200,
    );
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN }), 200);
    const versions = await expectJson<VersionList>(
      await t.request(`/api/versions?type=blogs&id=${post._id}`, { cookie: admin.cookie }),
      200,
    );
    const first = versions.items.find((v) => v.fields.title === 'Versioned post')!;
    await expectJson(
      await t.request(`/api/versions/${first._id}/restore?type=blogs&id=${post._id}`, {
        method: 'POST',
        cookie: admin.cookie,
      }),
      200,
    );
    expect((await staffPost(t, admin.cookie, post._id)).translations.de?.outdated).toBe(true);
  });

  it('takes the translations to the trash with the record, brings them back, and a purge deletes them', async ({
    t,
    users: { admin },
  }) => {
    const post = await newPost(t, admin.cookie, 'Trashed post');
    await expectJson(await putTranslations(t, admin.cookie, post._id, { de: GERMAN, sw: SWAHILI }), 200);
    const before = (await staffPost(t, admin.cookie, post._id)).translations;
    await expectJson(await deleteAs(t, `/api/blogs/${post._id}`, admin.cookie), 200);
    const rows = () => t.deps.db.selectFrom('translations').selectAll().where('recordId', '=', post._id).execute();
    expect(await rows()).toEqual([]);
    const entry = async () =>
      (
        await expectJson<{ items: { _id: string; recordId: string }[] }>(
          await t.request('/api/trash', { cookie: admin.cookie }),
          200,
        )
      ).items.find((item) => item.recordId === post._id)!;
    await expectJson(
      await t.request(`/api/trash/${(await entry())._id}/restore`, { method: 'POST', cookie: admin.cookie }),
      200,
    );
    expect((await staffPost(t, admin.cookie, post._id)).translations).toEqual(before);
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=sw`), 200)).toMatchObject(SWAHILI);

    await expectJson(await deleteAs(t, `/api/blogs/${post._id}`, admin.cookie), 200);
    await expectJson(await deleteAs(t, `/api/trash/${(await entry())._id}`, admin.cookie), 200);
    expect(await rows()).toEqual([]);
    const trashed = await t.deps.db.selectFrom('trash').select('related').where('recordId', '=', post._id).execute();
    expect(trashed).toEqual([]);
  });
});
