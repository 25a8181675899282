// The upgrade that counts the pictures already inside posts (migration 2026-12-10-text-files), on both databases:
// a post written before it names a stored picture in its content and one in a translation, and a src naming
// nothing stored; after the upgrade each stored picture counts once more and the post lists them; down undoes it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { adminQuery, newSchema, PG_URL } from '../../tests/helpers/pg-admin.ts';
import { MIGRATIONS, migrate, openDatabase, type DatabaseHandle } from './database.ts';

const NAME = '2026-12-10-text-files';
const BEFORE = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < NAME));
const [IN_TEXT, IN_TRANSLATION, ELSEWHERE, NOT_STORED] = ['a', 'b', 'c', 'd'].map((c) => c.repeat(32)) as [
  string,
  string,
  string,
  string,
];

let schema: string | null = null;
let dataDir: string | null = null;
let handle: DatabaseHandle;
afterAll(async () => {
  await handle?.close();
  if (schema) await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function open(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const made = await newSchema();
    schema = made.schema;
    return openDatabase({ databaseUrl: PG_URL, pgSchema: made.schema });
  }
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-text-files-'));
  return openDatabase({ sqliteFile: path.join(dataDir, 'site.db') });
}

const picture = (key: string) => `<p><img src="/uploads/${key}-800.webp" alt="" /></p>`;

it('counts the stored pictures named in posts and their translations, once per post', async () => {
  handle = await open();
  const db = handle.db;
  await migrate(db, BEFORE);
  const at = '2026-12-01T08:00:00.000Z';
  for (const key of [IN_TEXT, IN_TRANSLATION, ELSEWHERE]) {
    const media = { kind: 'image', mime: 'image/webp', ext: 'webp', bytes: 10, width: 800, height: 600 };
    await sql`insert into media ("key", "kind", "mime", "ext", "bytes", "width", "height", "widths", "refs", "createdAt")
      values (${key}, ${media.kind}, ${media.mime}, ${media.ext}, ${media.bytes}, ${media.width}, ${media.height},
        '[800]', 1, ${at})`.execute(db);
  }
  const post = 'p'.repeat(24);
  const content = `<p>Sports</p>${picture(IN_TEXT)}${picture(IN_TEXT)}${picture(NOT_STORED)}`;
  await sql`insert into blogs ("_id", "title", "content", "author", "createdAt", "updatedAt", "postedBy", "date", "time")
    values (${post}, 'Sports', ${content}, 'A', ${at}, ${at}, 'A', '2026-12-01', '11:00')`.execute(db);
  const fields = JSON.stringify({ title: 'Michezo', content: picture(IN_TRANSLATION) + picture(IN_TEXT) });
  await sql`insert into translations ("_id", "recordType", "recordId", "lang", "fields", "sourceStamp", "savedAt")
    values (${'t'.repeat(24)}, 'blogs', ${post}, 'sw', ${fields}, 'x', ${at})`.execute(db);

  await migrate(db);
  const refs = async () =>
    Object.fromEntries(
      (await sql<{ key: string; refs: number }>`select "key", "refs" from media`.execute(db)).rows.map((r) => [
        r.key,
        Number(r.refs),
      ]),
    );
  expect(await refs()).toEqual({ [IN_TEXT]: 2, [IN_TRANSLATION]: 2, [ELSEWHERE]: 1 });
  const row = (await sql<{ textFiles: string }>`select "textFiles" from blogs`.execute(db)).rows[0]!;
  expect(JSON.parse(row.textFiles)).toEqual([IN_TEXT, IN_TRANSLATION]);

  await MIGRATIONS[NAME]!.down!(db as never);
  expect(await refs()).toEqual({ [IN_TEXT]: 1, [IN_TRANSLATION]: 1, [ELSEWHERE]: 1 });
});
