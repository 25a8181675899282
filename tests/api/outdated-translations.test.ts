// Outdated translations (issue 38 point 1, docs/decisions/029): a translation made from an earlier text of its
// original is marked outdated in the save that changes the original; the public answers (?lang=) show the
// original then, the save's staff answer names the outdated languages, and GET /api/translations/outdated lists
// the newest of them for the dashboard. Documents' names and descriptions, gallery captions and school head
// titles are translatable like the rest.
import { describe, expect } from 'vitest';
import type {
  BlogPost,
  DocumentItem,
  Localized,
  OutdatedTranslations,
  SchoolDetail,
  TranslationsField,
} from '../../common/api-types.ts';
import { expectJson } from '../helpers/api.ts';
import { pdfFile, uniquePng } from '../helpers/images.ts';
import { SAMPLE_SCHOOL } from '../helpers/sample-records.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { DEFAULT_SCHOOL_NAMES } from '../../common/constants.ts';

const it = apiTest({ users: { admin: 'Admin', author: 'Author', director: 'director' } });

const GERMAN = { title: 'Sporttag', content: 'Alle liefen um die Wette.' };
const SWAHILI = { title: 'Siku ya michezo', content: 'Wote walikimbia mbio.' };
type Staff<T> = T & TranslationsField;

/** A new English post with German and Kiswahili translations, by `cookie`'s user. */
async function translatedPost(t: TestApp, cookie: string, title = 'Sports day') {
  const post = await expectJson<BlogPost>(
    await t.sendForm('POST', '/api/blogs', cookie, { title, content: 'Everyone ran a race.' }),
    201,
  );
  await expectJson(
    await t.sendForm('PUT', `/api/blogs/${post._id}`, cookie, {
      translations: JSON.stringify({ de: GERMAN, sw: SWAHILI }),
    }),
    200,
  );
  return post;
}

const outdatedList = async (t: TestApp, cookie: string) =>
  expectJson<OutdatedTranslations>(await t.request('/api/translations/outdated', { cookie }), 200);

describe('a translation whose original changed', () => {
  it('is outdated from that save on: the save answer names it, ?lang= answers the original', async ({
    t,
    users: { admin },
  }) => {
    const post = await translatedPost(t, admin.cookie);
    // A save that changes no text of the original leaves them current.
    const same = await expectJson<Staff<BlogPost>>(
      await t.sendForm('PUT', `/api/blogs/${post._id}?with=translations`, admin.cookie, { title: 'Sports day' }),
      200,
    );
    expect(same.outdatedTranslations).toEqual([]);

    const changed = await expectJson<Staff<BlogPost>>(
      await t.sendForm('PUT', `/api/blogs/${post._id}?with=translations`, admin.cookie, {
        content: 'Everyone ran a race, and the parents too.',
      }),
      200,
    );
    expect(changed.outdatedTranslations).toEqual(['de', 'sw']);
    expect(changed.translations.de?.outdated).toBe(true);
    // The spec's answer (without ?with=) is unchanged in shape.
    const plain = await expectJson<BlogPost>(
      await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { title: 'Sports day!' }),
      200,
    );
    expect(plain).not.toHaveProperty('outdatedTranslations');

    for (const lang of ['de', 'sw']) {
      const shown = await expectJson<Localized<BlogPost>>(await t.request(`/api/blogs/${post._id}?lang=${lang}`), 200);
      expect(shown).toMatchObject({ title: 'Sports day!', content: 'Everyone ran a race, and the parents too.' });
      expect(shown.lang).toBe('en');
      const list = await expectJson<Localized<BlogPost>[]>(await t.request(`/api/blogs?lang=${lang}`), 200);
      expect(list.find((item) => item._id === post._id)?.lang).toBe('en');
    }

    // The German saved again against the new original: current, shown, and the answer names only Kiswahili.
    const saved = await expectJson<Staff<BlogPost>>(
      await t.sendForm('PUT', `/api/blogs/${post._id}?with=translations`, admin.cookie, {
        translations: JSON.stringify({ de: GERMAN }),
      }),
      200,
    );
    expect(saved.outdatedTranslations).toEqual(['sw']);
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=de`), 200)).toMatchObject({
      ...GERMAN,
      lang: 'de',
    });
    const listed = (await outdatedList(t, admin.cookie)).items.filter((item) => item.recordId === post._id);
    expect(listed.map((item) => item.lang)).toEqual(['sw']);
  });

  it('is current again when the original is edited back to the text it was made from', async ({
    t,
    users: { admin },
  }) => {
    const post = await translatedPost(t, admin.cookie, 'Choir');
    const before = (await outdatedList(t, admin.cookie)).total;
    await expectJson(await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { title: 'Choir practice' }), 200);
    expect((await outdatedList(t, admin.cookie)).total).toBe(before + 2);
    const back = await expectJson<Staff<BlogPost>>(
      await t.sendForm('PUT', `/api/blogs/${post._id}?with=translations`, admin.cookie, { title: 'Choir' }),
      200,
    );
    expect(back.outdatedTranslations).toEqual([]);
    expect((await outdatedList(t, admin.cookie)).total).toBe(before);
    expect(await expectJson(await t.request(`/api/blogs/${post._id}?lang=sw`), 200)).toMatchObject(SWAHILI);
  });
});

describe('GET /api/translations/outdated (the dashboard)', () => {
  it('lists the newest ten with their titles and counts them all, for those who may change them', async ({
    t,
    users: { admin, author, director },
  }) => {
    const before = (await outdatedList(t, admin.cookie)).total;
    const posts: BlogPost[] = [];
    for (let i = 1; i <= 6; i++) posts.push(await translatedPost(t, admin.cookie, `Post ${i}`));
    for (const post of posts)
      await expectJson(await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { content: 'New text.' }), 200);
    const list = await outdatedList(t, admin.cookie);
    expect(list.total).toBe(before + 12);
    expect(list.items).toHaveLength(10);
    expect(list.items[0]).toMatchObject({ recordType: 'blogs', title: 'Post 6' });
    expect(list.items.at(-1)).toMatchObject({ title: 'Post 2' });
    expect(Date.parse(list.items[0]!.outdatedSince)).not.toBeNaN();
    // An Author and the Director may change only their own posts: none of these are listed to them.
    expect(await outdatedList(t, author.cookie)).toEqual({ total: 0, items: [] });
    expect(await outdatedList(t, director.cookie)).toEqual({ total: 0, items: [] });
    expect((await t.request('/api/translations/outdated')).status).toBe(401);
  });
});

describe('texts that were English on every page', () => {
  it("documents' names and descriptions are translatable and answered with ?lang=", async ({ t, users: { admin } }) => {
    const doc = await expectJson<DocumentItem>(
      await t.sendForm(
        'POST',
        '/api/documents?with=translations',
        admin.cookie,
        {
          category: 'Other',
          documentName: 'Uniform list',
          description: 'What every pupil wears.',
          translations: JSON.stringify({ de: { documentName: 'Uniformliste', description: 'Was alle tragen.' } }),
        },
        { file: pdfFile('uniform.pdf', 'uniform') },
      ),
      201,
    );
    expect(await expectJson(await t.request(`/api/documents/${doc._id}?lang=de`), 200)).toMatchObject({
      documentName: 'Uniformliste',
      description: 'Was alle tragen.',
      lang: 'de',
    });
    const list = await expectJson<Localized<DocumentItem>[]>(await t.request('/api/documents?lang=sw'), 200);
    expect(list.find((item) => item._id === doc._id)).toMatchObject({ documentName: 'Uniform list', lang: 'en' });
    // A translation is checked by the field's own rule: a description is required.
    const bad = await t.sendForm('PUT', `/api/documents/${doc._id}`, admin.cookie, {
      translations: JSON.stringify({ sw: { documentName: 'Orodha', description: '' } }),
    });
    expect((await expectJson(bad, 400)).fieldCodes).toHaveProperty(['translations.sw.description']);
    // Changing the English description outdates the German.
    const changed = await expectJson<Staff<DocumentItem>>(
      await t.sendForm('PUT', `/api/documents/${doc._id}?with=translations`, admin.cookie, {
        description: 'What every pupil wears, from January.',
      }),
      200,
    );
    expect(changed.outdatedTranslations).toEqual(['de']);
  });

  it("a gallery caption and a school's head title are answered in the page's language", async ({
    t,
    users: { admin },
  }) => {
    const picture = await expectJson<{ _id: string }>(
      await t.sendForm(
        'POST',
        '/api/gallery',
        admin.cookie,
        {
          title: 'Morning assembly',
          description: 'The whole school sings.',
          translations: JSON.stringify({ sw: { title: 'Mkusanyiko wa asubuhi', description: 'Shule nzima inaimba.' } }),
        },
        { image: await uniquePng() },
      ),
      201,
    );
    expect(await expectJson(await t.request(`/api/gallery/${picture._id}?lang=sw`), 200)).toMatchObject({
      title: 'Mkusanyiko wa asubuhi',
      lang: 'sw',
    });
    const school = await expectJson<SchoolDetail>(
      await t.sendForm('POST', '/api/brightSchoolDetails', admin.cookie, {
        ...SAMPLE_SCHOOL,
        schoolName: DEFAULT_SCHOOL_NAMES[0]!,
        headTitle: 'Head Teacher',
        translations: JSON.stringify({ de: { location: 'Moshi', headTitle: 'Schulleiterin' } }),
      }),
      201,
    );
    expect(await expectJson(await t.request(`/api/brightSchoolDetails/${school._id}?lang=de`), 200)).toMatchObject({
      headTitle: 'Schulleiterin',
      lang: 'de',
    });
  });
});
