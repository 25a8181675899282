// /api/partners (spec section 7): the single partner profile, multipart with a top image and up to three
// repeated galleryImages files.
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import {
  putNewPicture,
  expectRemoved,
  expectStored,
  imageFiles,
  orphanFiles,
  storedName,
} from '../helpers/stored-files.ts';
import { SAMPLE_PARTNER } from '../helpers/sample-records.ts';
import { UNKNOWN_ID, WORLD_LINE, WORLD_TEXT } from '../helpers/texts.ts';
import { nth } from '../helpers/nth.ts';

const it = apiTest({ users: { admin: 'Admin', partner: ['Partner', 'Upendo Partners'] } });

const profile = SAMPLE_PARTNER;

interface GalleryImage {
  url: string;
  variants: { sources: { url: string }[] };
}

interface Partner {
  _id: string;
  topImage: string | null;
  topImageVariants: unknown;
  galleryImages: GalleryImage[];
  [key: string]: unknown;
}

const galleryFiles = (image: GalleryImage) => image.variants.sources.map((s) => storedName(s.url));
const images = (n: number, prefix: string) =>
  Promise.all(Array.from({ length: n }, (_, i) => uniquePng(`${prefix}-${i}.png`)));

/** A PUT of the profile `id`, signed in with `cookie`. */
const put = (
  t: TestApp,
  cookie: string,
  id: string,
  fields: Record<string, string>,
  files: Record<string, File | File[]> = {},
) => t.sendForm('PUT', `/api/partners/${id}`, cookie, fields, files);

// The tests below run in order on the one partner record.
describe('/api/partners', () => {
  let current: Partner;
  /** A PUT of the current profile, answered 200: the saved profile. */
  const saveCurrent = async (
    t: TestApp,
    cookie: string,
    fields: Record<string, string>,
    files: Record<string, File | File[]> = {},
  ) => expectJson<Partner>(await put(t, cookie, current._id, fields, files), 200);

  it('GET answers an empty list before a profile exists', async ({ t }) => {
    expect(await expectJson(await t.request('/api/partners'), 200)).toEqual([]);
  });

  it('POST refuses each missing required field with its message', async ({ t, users: { admin } }) => {
    const cases: [keyof typeof profile, string][] = [
      ['name', 'Name is required'],
      ['about', 'About is required'],
      ['location', 'Location is required'],
      ['startYear', 'Start year is required'],
      ['mission', 'Mission is required'],
      ['vision', 'Vision is required'],
      ['numberOfWorkers', 'Number of workers is required'],
      ['numberOfProjects', 'Number of projects is required'],
      ['satisfyingClients', 'Satisfied clients is required'],
      ['contacts', 'Contacts are required'],
    ];
    for (const [field, message] of cases) {
      const body = await expectError(
        await t.sendForm('POST', '/api/partners', admin.cookie, { ...profile, [field]: '' }),
        400,
        message,
      );
      expect(body.fields, field).toEqual({ [field]: message });
    }
    await expectError(
      await t.sendForm('POST', '/api/partners', admin.cookie, { ...profile, startYear: '1799' }),
      400,
      'Enter a valid year',
    );
    await expectError(
      await t.sendForm('POST', '/api/partners', admin.cookie, { ...profile, numberOfWorkers: 'a dozen' }),
      400,
      'Number of workers must be a number.',
    );
    expect(await expectJson(await t.request('/api/partners'), 200)).toEqual([]);
  });

  it('POST with a top image and five repeated galleryImages files keeps exactly the first three', async ({
    t,
    users: { admin },
  }) => {
    const gallery = await images(5, 'gallery');
    const res = await t.sendForm('POST', '/api/partners', admin.cookie, profile, {
      topImage: await uniquePng('top.png'),
      galleryImages: gallery,
    });
    current = await expectJson(res, 201);
    expect(current._id).toMatch(/^[0-9a-f]{24}$/);
    expect(current).toMatchObject({
      ...profile,
      startYear: 2012,
      numberOfWorkers: 14,
      numberOfProjects: 9,
      satisfyingClients: 120,
    });
    expect(current.topImage).toMatch(/^\/uploads\/[0-9a-f]{32}-200\.webp$/);
    await expectStored(t, imageFiles(current, 'topImage'));
    expect(current.galleryImages).toHaveLength(3);
    for (const image of current.galleryImages) {
      expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}-200\.webp$/);
      await expectStored(t, galleryFiles(image));
    }
    expect(new Set(current.galleryImages.map((g) => g.url)).size).toBe(3);
    // The two extra files were cut off: nothing of them stays on disk.
    expect(await orphanFiles(t)).toEqual([]);
    expect(await t.deps.media.storage.list()).toHaveLength(4);
  });

  it('GET answers a list holding the profile', async ({ t }) => {
    expect(await expectJson(await t.request('/api/partners'), 200)).toEqual([current]);
  });

  it('a second POST is refused with 409', async ({ t, users: { admin } }) => {
    await expectError(
      await t.sendForm('POST', '/api/partners', admin.cookie, profile),
      409,
      'A partner profile already exists; edit it instead.',
    );
    expect(await expectJson(await t.request('/api/partners'), 200)).toHaveLength(1);
  });

  it('PUT without files changes the text and keeps the top image and gallery', async ({ t, users: { partner } }) => {
    const saved = await saveCurrent(t, partner.cookie, {
      ...profile,
      about: WORLD_LINE,
      mission: WORLD_TEXT.swahili,
      numberOfProjects: '10',
    });
    expect(saved.about).toBe(WORLD_LINE);
    expect(saved.mission).toBe(WORLD_TEXT.swahili);
    expect(saved.numberOfProjects).toBe(10);
    expect(saved.topImage).toBe(current.topImage);
    expect(saved.galleryImages.map((g) => g.url)).toEqual(current.galleryImages.map((g) => g.url));
    current = saved;
  });

  it('PUT with existingGalleryImages (JSON list of URLs) keeps the named ones and deletes the rest', async ({
    t,
    users: { partner },
  }) => {
    const [first, second, third] = [0, 1, 2].map((i) => nth(current.galleryImages, i)) as [
      GalleryImage,
      GalleryImage,
      GalleryImage,
    ];
    const saved = await saveCurrent(t, partner.cookie, {
      ...profile,
      existingGalleryImages: JSON.stringify([first.url, third.url]),
    });
    expect(saved.galleryImages.map((g) => g.url)).toEqual([first.url, third.url]);
    await expectRemoved(t, galleryFiles(second));
    await expectStored(t, [...galleryFiles(first), ...galleryFiles(third)]);
    current = saved;
  });

  it('PUT with existingGalleryImages as the objects GET answered keeps them too', async ({ t, users: { partner } }) => {
    const saved = await saveCurrent(t, partner.cookie, {
      ...profile,
      existingGalleryImages: JSON.stringify(current.galleryImages),
    });
    expect(saved.galleryImages.map((g) => g.url)).toEqual(current.galleryImages.map((g) => g.url));
    await expectStored(t, current.galleryImages.flatMap(galleryFiles));
    current = saved;
  });

  it('PUT with kept images plus new files fills up to three and leaves no unused file on disk', async ({
    t,
    users: { partner },
  }) => {
    const kept = nth(current.galleryImages, 0);
    const dropped = nth(current.galleryImages, 1);
    const fresh = await images(3, 'fresh');
    const saved = await saveCurrent(
      t,
      partner.cookie,
      { ...profile, existingGalleryImages: JSON.stringify([kept.url]) },
      { galleryImages: fresh },
    );
    expect(saved.galleryImages).toHaveLength(3);
    expect(nth(saved.galleryImages, 0).url).toBe(kept.url);
    for (const image of saved.galleryImages) await expectStored(t, galleryFiles(image));
    await expectRemoved(t, galleryFiles(dropped));
    expect(await orphanFiles(t)).toEqual([]);
    current = saved;
  });

  it('PUT with new files and no existingGalleryImages replaces the whole gallery', async ({
    t,
    users: { partner },
  }) => {
    const old = current.galleryImages.flatMap(galleryFiles);
    const saved = await saveCurrent(t, partner.cookie, profile, { galleryImages: await images(2, 'replace') });
    expect(saved.galleryImages).toHaveLength(2);
    expect(saved.galleryImages.some((g) => current.galleryImages.some((c) => c.url === g.url))).toBe(false);
    await expectRemoved(t, old);
    current = saved;
  });

  it('PUT with an empty existingGalleryImages list empties the gallery and deletes its files', async ({
    t,
    users: { partner },
  }) => {
    const old = current.galleryImages.flatMap(galleryFiles);
    const saved = await saveCurrent(t, partner.cookie, { ...profile, existingGalleryImages: '[]' });
    expect(saved.galleryImages).toEqual([]);
    await expectRemoved(t, old);
    current = saved;
  });

  it('PUT with a new top image deletes the old one', async ({ t, users: { admin } }) => {
    await putNewPicture(t, '/api/partners', admin.cookie, current, profile, 'topImage');
  });

  it('PUT validates like POST and answers 404 for an unknown id', async ({ t, users: { partner } }) => {
    await expectError(
      await put(t, partner.cookie, current._id, { ...profile, vision: ' ' }),
      400,
      'Vision is required',
    );
    await expectError(await put(t, partner.cookie, UNKNOWN_ID, profile), 404, 'No partner data available.');
  });
});

// Issue 38 point 6: the partner strip's logos and the partner school's address, set by staff in the profile.
describe("the partner strip's logos and the partner school's web address", () => {
  it('are stored with the profile: a web address or nothing, and two pictures that can be cleared', async ({
    t,
    users: { partner },
  }) => {
    const [stored] = await expectJson<Partner[]>(await t.request('/api/partners'), 200);
    const id = stored!._id;
    // Before: no address of its own (the operator's PARTNER_SCHOOL_URL applies) and the built-in logos.
    expect(stored).toMatchObject({ schoolUrl: '', schoolLogo: null, clubLogo: null });
    const refused = await expectJson<{ fieldCodes: unknown }>(
      await put(t, partner.cookie, id, { schoolUrl: 'javascript:alert(1)' }),
      400,
    );
    expect(refused.fieldCodes).toEqual({ schoolUrl: 'web_link' });
    const saved = await expectJson<Partner>(
      await put(
        t,
        partner.cookie,
        id,
        { schoolUrl: 'https://partnerschule.example/' },
        { schoolLogo: await uniquePng('school-logo.png'), clubLogo: await uniquePng('club-logo.png') },
      ),
      200,
    );
    expect(saved.schoolUrl).toBe('https://partnerschule.example/');
    await expectStored(t, [...imageFiles(saved, 'schoolLogo'), ...imageFiles(saved, 'clubLogo')]);
    expect(saved.schoolLogoVariants).toBeTruthy();
    // The rest of the profile is as it was, and the public list answers the same.
    expect(saved.topImage).toBe(stored!.topImage);
    expect((await expectJson<Partner[]>(await t.request('/api/partners'), 200))[0]).toEqual(saved);
    const cleared = await expectJson<Partner>(
      await put(t, partner.cookie, id, { schoolUrl: '', removeClubLogo: 'true' }),
      200,
    );
    expect(cleared).toMatchObject({ schoolUrl: '', schoolLogo: saved.schoolLogo, clubLogo: null });
    await expectRemoved(t, imageFiles(saved, 'clubLogo'));
  });
});

// Issue 38 point 6: the menu's partner link is the club's short brand name plus "Germany" (spec section 2).
describe("the partner club's short name", () => {
  it("is '' until set, at most 20 characters, and cleared by sending it empty", async ({ t, users: { partner } }) => {
    const [stored] = await expectJson<Partner[]>(await t.request('/api/partners'), 200);
    const id = stored!._id;
    expect(stored!.clubShortName).toBe('');
    const refused = await expectJson<{ fieldCodes: unknown }>(
      await put(t, partner.cookie, id, { clubShortName: 'Freundeskreis Tansania' }),
      400,
    );
    expect(refused.fieldCodes).toEqual({ clubShortName: 'too_long' });
    const saved = await expectJson<Partner>(await put(t, partner.cookie, id, { clubShortName: '  Upendo e.V. ' }), 200);
    expect(saved.clubShortName).toBe('Upendo e.V.');
    expect((await expectJson<Partner[]>(await t.request('/api/partners'), 200))[0]!.clubShortName).toBe('Upendo e.V.');
    expect(
      (await expectJson<Partner>(await put(t, partner.cookie, id, { clubShortName: '' }), 200)).clubShortName,
    ).toBe('');
  });
});
