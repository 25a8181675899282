// /api/brightSchoolDetails and /api/schoolNames (spec sections 3, 5, 7, 9): the schools, their counts,
// contact pairs, icon and the validation messages of the school form.
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { DEFAULT_SCHOOL_NAMES, SCHOOL_ICONS } from '../../common/constants.ts';
import { newId } from '../../server/db/ids.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { putNewPicture, expectRemoved, expectStored, imageFiles, orphanFiles } from '../helpers/stored-files.ts';
import { BLANK_SCHOOL_ROW, SAMPLE_SCHOOL, SAMPLE_SCHOOL_CONTACT } from '../helpers/sample-records.ts';
import { HUGE_TITLE, UNKNOWN_ID, WORLD_LINE, WORLD_TEXT } from '../helpers/texts.ts';

const it = apiTest({ users: { admin: 'Admin', director: 'director' } });

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const IMAGE_FIELDS = ['headImage', 'image1', 'image2', 'image3'] as const;

const contactList = [
  ['+255 700 111 222', 'info@brightschools.ac.tz'],
  ['+255 755 333 444', 'admissions@brightschools.ac.tz'],
];

const school = {
  schoolName: DEFAULT_SCHOOL_NAMES[1],
  ...SAMPLE_SCHOOL,
  contactList: JSON.stringify(contactList),
  ...SAMPLE_SCHOOL_CONTACT,
};

const create = (t: TestApp, cookie: string, fields: Record<string, string>, files: Record<string, File> = {}) =>
  t.sendForm('POST', '/api/brightSchoolDetails', cookie, fields, files);

/** A name holds one record (issue 13.10): most tests below first delete (through the API) what holds theirs. */
async function post(t: TestApp, cookie: string, fields: Record<string, string>, files: Record<string, File> = {}) {
  const taken = await t.deps.db
    .selectFrom('schoolDetails')
    .select('_id')
    .where('schoolName', '=', fields.schoolName ?? '')
    .execute();
  for (const { _id } of taken) {
    expect((await deleteAs(t, `/api/brightSchoolDetails/${_id}`, cookie)).status).toBe(200);
  }
  return create(t, cookie, fields, files);
}

async function allImages(): Promise<Record<string, File>> {
  return Object.fromEntries(
    await Promise.all(IMAGE_FIELDS.map(async (f) => [f, await uniquePng(`${f}.png`)] as const)),
  );
}

describe('GET /api/schoolNames', () => {
  it('answers the fixed list of six school names', async ({ t }) => {
    const names = await expectJson(await t.request('/api/schoolNames'), 200);
    expect(names).toEqual([...DEFAULT_SCHOOL_NAMES]);
    expect(names).toHaveLength(6);
  });
});

describe('POST /api/brightSchoolDetails (multipart)', () => {
  it('saves every field of spec section 3, with the four images', async ({ t, users: { admin } }) => {
    const saved = await expectJson(await post(t, admin.cookie, school, await allImages()), 201);
    expect(saved._id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved).toMatchObject({
      schoolName: school.schoolName,
      description: school.description,
      location: school.location,
      openingYear: 2004,
      detailLeft: school.detailLeft,
      detailRight: school.detailRight,
      headName: school.headName,
      headTitle: school.headTitle,
      teachers: 25,
      students: 480,
      workers: 12,
      awards: 7,
      contactList,
      contactPhone: school.contactPhone,
      contactEmail: school.contactEmail,
      iconName: 'MenuBookIcon',
    });
    expect(saved.createdAt).toEqual(expect.any(String));
    for (const field of IMAGE_FIELDS) await expectStored(t, imageFiles(saved, field));
    expect(new Set(IMAGE_FIELDS.map((f) => saved[f])).size).toBe(4);
    const list = await expectJson<{ _id: string }[]>(await t.request('/api/brightSchoolDetails'), 200);
    expect(list.find((s) => s._id === saved._id)).toEqual(saved);
  });

  it('sends counts as numbers and treats missing or blank counts as 0', async ({ t, users: { admin } }) => {
    const { teachers: _t, students: _s, ...rest } = school;
    const saved = await expectJson(await post(t, admin.cookie, { ...rest, workers: '', awards: ' ' }), 201);
    for (const field of ['teachers', 'students', 'workers', 'awards']) {
      expect(saved[field], field).toBe(0);
      expect(typeof saved[field]).toBe('number');
    }
    expect(typeof saved.openingYear).toBe('number');
    for (const field of IMAGE_FIELDS) expect(saved[field]).toBeNull();
  });

  it('refuses counts that are not whole non-negative numbers', async ({ t, users: { admin } }) => {
    await expectError(await post(t, admin.cookie, { ...school, teachers: 'many' }), 400, 'Teachers must be a number.');
    await expectError(await post(t, admin.cookie, { ...school, students: '-3' }), 400, 'Students cannot be negative.');
    await expectError(
      await post(t, admin.cookie, { ...school, workers: '2.5' }),
      400,
      'Workers must be a whole number.',
    );
  });

  it('keeps contactList as JSON [phone, email] pairs; a missing list is empty; a broken one is refused', async ({
    t,
    users: { admin },
  }) => {
    const pairs = [
      ['+49 30 1234567', 'grüße@schule.de'],
      ['', 'only-email@example.org'],
      ['+255 600 000 000', ''],
    ];
    const saved = await expectJson(await post(t, admin.cookie, { ...school, contactList: JSON.stringify(pairs) }), 201);
    expect(saved.contactList).toEqual(pairs);
    const { contactList: _c, ...withoutList } = school;
    expect((await expectJson(await post(t, admin.cookie, withoutList), 201)).contactList).toEqual([]);
    await expectError(
      await post(t, admin.cookie, { ...school, contactList: '[["+255", ' }),
      400,
      'Contact list must be a JSON list of [phone, email] pairs.',
    );
    await expectError(
      await post(t, admin.cookie, { ...school, contactList: '{"phone":"1"}' }),
      400,
      'Contact list must be a JSON list of [phone, email] pairs.',
    );
  });

  it('keeps every known icon and falls back to SchoolIcon for anything else', async ({ t, users: { admin } }) => {
    for (const icon of SCHOOL_ICONS) {
      expect((await expectJson(await post(t, admin.cookie, { ...school, iconName: icon }), 201)).iconName).toBe(icon);
    }
    expect((await expectJson(await post(t, admin.cookie, { ...school, iconName: 'RocketIcon' }), 201)).iconName).toBe(
      'SchoolIcon',
    );
    const { iconName: _i, ...withoutIcon } = school;
    expect((await expectJson(await post(t, admin.cookie, withoutIcon), 201)).iconName).toBe('SchoolIcon');
  });

  it('answers SchoolIcon for a stored record whose icon is unknown', async ({ t }) => {
    const id = newId();
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('schoolDetails')
      .values({
        ...BLANK_SCHOOL_ROW,
        _id: id,
        schoolName: DEFAULT_SCHOOL_NAMES[0],
        location: 'Moshi',
        openingYear: 1999,
        headName: 'Imported',
        contactList: '',
        iconName: 'FancyIcon',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    t.deps.cache.invalidate('schoolDetails');
    const saved = await expectJson(await t.request(`/api/brightSchoolDetails/${id}`), 200);
    expect(saved.iconName).toBe('SchoolIcon');
    expect(saved.contactList).toEqual([]);
  });

  it('accepts only the six school names', async ({ t, users: { admin } }) => {
    for (const name of DEFAULT_SCHOOL_NAMES) {
      expect((await expectJson(await post(t, admin.cookie, { ...school, schoolName: name }), 201)).schoolName).toBe(
        name,
      );
    }
    const body = await expectError(
      await post(t, admin.cookie, { ...school, schoolName: 'Bright Academy of Everything' }),
      400,
      /^School name must be one of: Bright Day Care & Nursery;/,
    );
    expect(body.fields?.schoolName).toBe(body.error);
  });

  it('refuses a second record with the same school name (POST and PUT) with 409, keeping no uploaded file', async ({
    t,
    users: { admin },
  }) => {
    const first = await expectJson(
      await post(t, admin.cookie, { ...school, schoolName: DEFAULT_SCHOOL_NAMES[2] }),
      201,
    );
    const message = 'A school with this name already exists.';
    const again = await expectError(
      await create(
        t,
        admin.cookie,
        { ...school, schoolName: DEFAULT_SCHOOL_NAMES[2] },
        { headImage: await uniquePng('dup.png') },
      ),
      409,
      message,
    );
    expect(again.fields).toEqual({ schoolName: message });
    expect(await orphanFiles(t)).toEqual([]);
    const other = await expectJson(
      await post(t, admin.cookie, { ...school, schoolName: DEFAULT_SCHOOL_NAMES[3] }),
      201,
    );
    const rename = (fields: Record<string, string>) =>
      t.sendForm('PUT', `/api/brightSchoolDetails/${other._id}`, admin.cookie, fields);
    await expectError(await rename({ ...school, schoolName: DEFAULT_SCHOOL_NAMES[2] }), 409, message);
    // Saving a record under its own name is fine.
    expect((await expectJson(await rename({ ...school, schoolName: DEFAULT_SCHOOL_NAMES[3] }), 200))._id).toBe(
      other._id,
    );
    const names = (await expectJson<{ schoolName: string }[]>(await t.request('/api/brightSchoolDetails'), 200)).map(
      (s) => s.schoolName,
    );
    expect(names.filter((n) => n === DEFAULT_SCHOOL_NAMES[2])).toHaveLength(1);
    expect(first._id).not.toBe(other._id);
  });

  it('answers each validation message of spec section 5 for the school form', async ({ t, users: { admin } }) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ schoolName: '' }, 'schoolName', 'School name is required'],
      [{ headName: '  ' }, 'headName', 'Head name is required'],
      [{ location: '' }, 'location', 'Location is required'],
      [{ openingYear: '' }, 'openingYear', 'Opening year is required'],
      [{ openingYear: 'soon' }, 'openingYear', 'Enter a valid year'],
      [{ openingYear: '1799' }, 'openingYear', 'Enter a valid year'],
      [{ openingYear: String(NEXT_YEAR + 1) }, 'openingYear', 'Enter a valid year'],
      [{ openingYear: '1999.5' }, 'openingYear', 'Enter a valid year'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Invalid email address'],
      [{ contactEmail: 'a@b' }, 'contactEmail', 'Invalid email address'],
      [{ contactEmail: 'two words@example.org' }, 'contactEmail', 'Invalid email address'],
      // Its page links the phone (tel:): a phone's shape, as the footer's phones (issue 36 newcomer trial).
      [
        { contactPhone: 'nonsense' },
        'contactPhone',
        'A phone number may hold only digits, spaces, +, - and parentheses.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const body = await expectError(await post(t, admin.cookie, { ...school, ...change }), 400, message);
      expect(body.fields, JSON.stringify(change)).toEqual({ [field]: message });
    }
    const { openingYear: _y, ...withoutYear } = school;
    await expectError(await post(t, admin.cookie, withoutYear), 400, 'Opening year is required');
    const { schoolName: _n, headName: _h, location: _l, ...withoutRequired } = school;
    const body = await expectError(await post(t, admin.cookie, withoutRequired), 400, 'School name is required');
    expect(body.fields).toEqual({
      schoolName: 'School name is required',
      headName: 'Head name is required',
      location: 'Location is required',
    });
  });

  it('accepts opening years from 1800 to next year, and an empty contact email and phone', async ({
    t,
    users: { admin },
  }) => {
    expect((await expectJson(await post(t, admin.cookie, { ...school, openingYear: '1800' }), 201)).openingYear).toBe(
      1800,
    );
    expect(
      (await expectJson(await post(t, admin.cookie, { ...school, openingYear: String(NEXT_YEAR) }), 201)).openingYear,
    ).toBe(NEXT_YEAR);
    expect((await expectJson(await post(t, admin.cookie, { ...school, contactEmail: '' }), 201)).contactEmail).toBe('');
    expect((await expectJson(await post(t, admin.cookie, { ...school, contactPhone: '' }), 201)).contactPhone).toBe('');
  });

  it('refuses a 10,000-character head name and leaves no files behind', async ({ t, users: { admin } }) => {
    await expectError(
      await post(t, admin.cookie, { ...school, headName: HUGE_TITLE }, await allImages()),
      400,
      'Head name must be at most 200 characters.',
    );
    expect(await orphanFiles(t)).toEqual([]);
  });

  it('keeps text in any script exactly', async ({ t, users: { admin } }) => {
    const saved = await expectJson(
      await post(t, admin.cookie, {
        ...school,
        description: WORLD_LINE,
        detailLeft: WORLD_TEXT.arabic,
        detailRight: WORLD_TEXT.chinese,
        headName: 'Bi. Zuhura Müller-Ngʼanga',
        location: WORLD_TEXT.german.slice(0, 40),
      }),
      201,
    );
    const again = await expectJson(await t.request(`/api/brightSchoolDetails/${saved._id}`), 200);
    expect(again.description).toBe(WORLD_LINE);
    expect(again.detailLeft).toBe(WORLD_TEXT.arabic);
    expect(again.detailRight).toBe(WORLD_TEXT.chinese);
    expect(again.headName).toBe('Bi. Zuhura Müller-Ngʼanga');
    expect(again.location).toBe(WORLD_TEXT.german.slice(0, 40));
  });
});

describe('GET /api/brightSchoolDetails', () => {
  it('answers a list whose counts sum to the totals', async ({ t }) => {
    const list = await expectJson<Record<string, unknown>[]>(await t.request('/api/brightSchoolDetails'), 200);
    expect(list.length).toBeGreaterThan(5);
    const rows = await t.deps.db.selectFrom('schoolDetails').selectAll().execute();
    expect(list).toHaveLength(rows.length);
    for (const field of ['students', 'teachers', 'workers', 'awards'] as const) {
      const total = list.reduce((sum, s) => sum + (s[field] as number), 0);
      expect(total, field).toBe(rows.reduce((sum, r) => sum + Number(r[field]), 0));
    }
    expect(list.reduce((sum, s) => sum + (s.students as number), 0)).toBeGreaterThanOrEqual(480);
  });
});

describe('PUT /api/brightSchoolDetails/{id} (same form)', () => {
  it('changes the fields, replaces one image (deleting its files) and keeps the others', async ({
    t,
    users: { admin, director },
  }) => {
    const created = await expectJson(await post(t, admin.cookie, school, await allImages()), 201);
    const changes = { students: '500', contactList: JSON.stringify([contactList[0]]), iconName: 'CastleIcon' };
    const saved = await putNewPicture(
      t,
      '/api/brightSchoolDetails',
      director.cookie,
      created,
      { ...school, ...changes },
      'image1',
    );
    expect(saved.students).toBe(500);
    expect(saved.contactList).toEqual([contactList[0]]);
    expect(saved.iconName).toBe('CastleIcon');
    for (const field of ['headImage', 'image2', 'image3']) expect(saved[field]).toBe(created[field]);
  });

  it('removes an optional image when asked, deleting its files', async ({ t, users: { admin } }) => {
    const created = await expectJson(await post(t, admin.cookie, school, await allImages()), 201);
    const oldHead = imageFiles(created, 'headImage');
    const saved = await expectJson(
      await t.sendForm('PUT', `/api/brightSchoolDetails/${created._id}`, admin.cookie, {
        ...school,
        removeHeadImage: 'true',
      }),
      200,
    );
    expect(saved.headImage).toBeNull();
    expect(saved.image1).toBe(created.image1);
    await expectRemoved(t, oldHead);
  });

  it('validates like POST and answers 404 for an unknown id', async ({ t, users: { admin } }) => {
    const created = await expectJson(await post(t, admin.cookie, school), 201);
    await expectError(
      await t.sendForm('PUT', `/api/brightSchoolDetails/${created._id}`, admin.cookie, {
        ...school,
        openingYear: '1799',
      }),
      400,
      'Enter a valid year',
    );
    await expectError(
      await t.sendForm('PUT', `/api/brightSchoolDetails/${UNKNOWN_ID}`, admin.cookie, school),
      404,
      'School details not found.',
    );
  });
});

describe('DELETE /api/brightSchoolDetails/{id}', () => {
  it('deletes the school and the files of all its images', async ({ t, users: { admin } }) => {
    const created = await expectJson(await post(t, admin.cookie, school, await allImages()), 201);
    const files = IMAGE_FIELDS.flatMap((f) => imageFiles(created, f));
    await expectJson(await deleteAs(t, `/api/brightSchoolDetails/${created._id}`, admin.cookie), 200);
    await expectError(await t.request(`/api/brightSchoolDetails/${created._id}`), 404, 'School details not found.');
    await expectRemoved(t, files);
  });

  it('keeps a picture that two schools share until both are deleted', async ({ t, users: { admin } }) => {
    const picture = await uniquePng('shared-head.png');
    const a = await expectJson(await post(t, admin.cookie, school, { headImage: picture }), 201);
    const b = await expectJson(
      await post(t, admin.cookie, { ...school, schoolName: DEFAULT_SCHOOL_NAMES[4] }, { image2: picture }),
      201,
    );
    expect(b.image2).toBe(a.headImage);
    const files = imageFiles(a, 'headImage');
    await expectJson(await deleteAs(t, `/api/brightSchoolDetails/${a._id}`, admin.cookie), 200);
    await expectStored(t, files);
    await expectJson(await deleteAs(t, `/api/brightSchoolDetails/${b._id}`, admin.cookie), 200);
    await expectRemoved(t, files);
  });
});
