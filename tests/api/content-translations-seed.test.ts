// The demo content stores the German and Kiswahili translations written in server/seed/demo-translations/
// (docs/decisions/021), checked here with a small file of the same shape: only German, one post, one school, two
// hero pictures and the director's message. What a file leaves out stays untranslated.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, DirectorMessage, HeaderImage, Localized, SchoolDetail } from '../../common/api-types.ts';
import { HEADERS, POSTS, SCHOOLS } from '../../server/seed/demo-content.ts';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { readDemoTranslations } from '../../server/seed/demo-translations.ts';
import { expectJson } from '../helpers/api.ts';
import { useTestApp } from '../helpers/test-app.ts';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'demo-translations');
const SEED_TIMEOUT = 240_000;

const { t } = useTestApp();
const read = async <T>(address: string) => expectJson<Localized<T>[]>(await t.request(address), 200);

describe('demo content with translations', () => {
  beforeAll(async () => {
    expect(await seedDemoContent(t.deps, FIXTURE)).toBe(true);
  }, SEED_TIMEOUT);

  it('answers the translated post in German and the others in English', async () => {
    const german = await read<BlogPost>('/api/blogs?lang=de');
    const first = german.find((post) => post.lang === 'de');
    expect(first).toMatchObject({
      title: 'Ein herzliches Willkommen zum neuen Schuljahr',
      content: 'Die Tore öffneten sich heute Morgen um sieben Uhr.\n\nWir wünschen allen ein gutes Schuljahr!',
    });
    const english = await read<BlogPost>('/api/blogs');
    expect(english.find((post) => post._id === first!._id)?.title).toBe(POSTS[0]!.title);
    expect(german.filter((post) => post.lang === 'de')).toHaveLength(1);
    expect((await read<BlogPost>('/api/blogs?lang=sw')).every((post) => post.lang === 'en')).toBe(true);
  });

  it("fills in the school's name, keeps the original where a text is blank or missing", async () => {
    const [school] = await read<SchoolDetail>('/api/brightSchoolDetails?lang=de');
    const name = t.deps.config.schoolNames[0]!;
    expect(school).toMatchObject({
      lang: 'de',
      description: `${name} ist der Ort, an dem die Geschichte von Bright begann.`,
      detailLeft: 'Unser Tag',
      detailRight: SCHOOLS[0]!.detailRight,
    });
  });

  it('translates the hero pictures in order and the director’s message, by nobody on record', async () => {
    const headers = await read<HeaderImage>('/api/headers?lang=de');
    expect(headers.slice(0, 3).map((h) => [h.title, h.lang])).toEqual([
      ['Willkommen bei den Bright Pre and Primary Schools', 'de'],
      ['Jedes Kind ein Leser', 'de'],
      [HEADERS[2]!.title, 'en'],
    ]);
    const [message] = await read<DirectorMessage>('/api/directorMessage?lang=de');
    expect(message!.message).toMatch(/^Liebe Eltern/);
    const rows = await t.deps.db.selectFrom('translations').selectAll().execute();
    expect(rows.every((row) => row.savedByName === null && row.lang === 'de')).toBe(true);
  });

  it('reads no file where there is none', async () => {
    expect((await readDemoTranslations(FIXTURE)).map(([lang]) => lang)).toEqual(['de']);
    expect(await readDemoTranslations(path.join(FIXTURE, 'missing'))).toEqual([]);
  });
});
