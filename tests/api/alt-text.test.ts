// Every picture described for blind readers (issue 38 point 4): the form field `alt` of each resource with a
// picture, saved on POST, changed on PUT, kept when a PUT leaves it out, translated like the record's other texts,
// and answered ('' when none was written).
import { describe, expect } from 'vitest';
import { DEFAULT_SCHOOL_NAMES } from '../../common/constants.ts';
import { RESOURCES } from '../../common/resources/index.ts';
import { expectJson, newGalleryPicture } from '../helpers/api.ts';
import { uniquePng } from '../helpers/images.ts';
import { SAMPLE_DIRECTOR_MESSAGE, SAMPLE_PARTNER, SAMPLE_SCHOOL } from '../helpers/sample-records.ts';
import { apiTest } from '../helpers/test-app.ts';

const it = apiTest({ users: { admin: ['Admin', 'Bi Mkuu'] } });

/** Each resource with a picture: its address, a valid form and its picture field. */
const CASES = [
  { name: 'gallery', path: '/api/gallery', fields: { title: 'Sports day', category: 'Sports' }, file: 'image' },
  { name: 'headers', path: '/api/headers', fields: { title: 'The front gate' }, file: 'image' },
  { name: 'blogs', path: '/api/blogs', fields: { title: 'Sports day', content: 'We ran.' }, file: 'image' },
  {
    name: 'schoolDetails',
    path: '/api/brightSchoolDetails',
    fields: { ...SAMPLE_SCHOOL, schoolName: DEFAULT_SCHOOL_NAMES[0], contactList: '[]' },
    file: 'image1',
  },
  { name: 'directorMessage', path: '/api/directorMessage', fields: SAMPLE_DIRECTOR_MESSAGE, file: 'image' },
  { name: 'partners', path: '/api/partners', fields: SAMPLE_PARTNER, file: 'topImage' },
] as const;

type Answer = Record<string, unknown> & { _id: string; alt: string };

describe('alt text of every picture', () => {
  for (const c of CASES) {
    it(`${c.name}: saved, changed, kept, translated and answered`, async ({ t, users: { admin } }) => {
      const def = RESOURCES[c.name];
      expect(def?.translatable).toContain('alt');
      const alt = 'Children in blue uniforms run a relay race on a dusty field';
      const made = await expectJson<Answer>(
        await t.sendForm('POST', c.path, admin.cookie, { ...c.fields, alt }, { [c.file]: await uniquePng() }),
        201,
      );
      expect(made.alt).toBe(alt);
      const one = `${c.path}/${made._id}`;
      expect((await expectJson<Answer>(await t.request(one), 200)).alt).toBe(alt);

      // A PUT without the field keeps it; with it, changes it (trimmed); blank clears it.
      const kept = await expectJson<Answer>(await t.sendForm('PUT', one, admin.cookie, {}), 200);
      expect(kept.alt).toBe(alt);
      const changed = await expectJson<Answer>(
        await t.sendForm('PUT', one, admin.cookie, { alt: '  A relay race  ' }),
        200,
      );
      expect(changed.alt).toBe('A relay race');

      // Translated with the record's other texts, answered in the asked language.
      const german = Object.fromEntries(
        (def?.translatable ?? []).map((field) => [field, field === 'alt' ? 'Ein Staffellauf' : String(made[field])]),
      );
      await expectJson(
        await t.sendForm('PUT', one, admin.cookie, { translations: JSON.stringify({ de: german }) }),
        200,
      );
      expect((await expectJson<Answer>(await t.request(`${one}?lang=de`), 200)).alt).toBe('Ein Staffellauf');
      expect((await expectJson<Answer>(await t.request(one), 200)).alt).toBe('A relay race');

      const cleared = await expectJson<Answer>(await t.sendForm('PUT', one, admin.cookie, { alt: ' ' }), 200);
      expect(cleared.alt).toBe('');
    });
  }

  it('is empty on a record saved without one, and too long a text is refused', async ({ t, users: { admin } }) => {
    const made: Answer = await newGalleryPicture(t, admin.cookie, { title: 'No alt' });
    expect(made.alt).toBe('');
    const res = await t.sendForm('PUT', `/api/gallery/${made._id}`, admin.cookie, { alt: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty('alt');
  });
});
