// Outdated translations (issue 38, docs/decisions/029): a translation whose original changed since it was saved
// is marked with the time the original changed (`translations.outdatedSince`, null while current), so the public
// pages show the original instead and the dashboard lists the outdated ones from an index. Documents become
// translatable (their name and description): `documents.lang`, 'en' for every row there.
// The rows there are marked now: a translation is outdated when its `sourceStamp` differs from a digest of its
// original's translatable fields (the same digest as server/repositories/translations.ts computed on this day).
// Frozen in time: imports no app code.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addColumns, withDefault, type Db } from '../migration-helpers.ts';

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** Each translatable record type's table and translated fields on this day, before documents had any. */
const TRANSLATED: Record<string, { table: string; fields: string[] }> = {
  blogs: { table: 'blogs', fields: ['title', 'content'] },
  gallery: { table: 'gallery', fields: ['title', 'description'] },
  headers: { table: 'headers', fields: ['title'] },
  schoolDetails: {
    table: 'schoolDetails',
    fields: ['description', 'location', 'detailLeft', 'detailRight', 'headTitle'],
  },
  directorMessage: { table: 'directorMessages', fields: ['directorYear', 'message'] },
  partners: { table: 'partners', fields: ['about', 'location', 'mission', 'vision'] },
};

const stampOf = (row: Record<string, unknown>, fields: string[]) =>
  createHash('sha256')
    .update(JSON.stringify(fields.map((name) => String(row[name] ?? '').replace(/\r\n?/g, '\n'))))
    .digest('base64url')
    .slice(0, 22);

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('translations').addColumn('outdatedSince', 'text').execute();
  await db.schema.createIndex('translations_outdated').on('translations').columns(['outdatedSince']).execute();
  await addColumns(db, 'documents', { lang: withDefault('en') });
  const loose = db as unknown as Loose;
  for (const [type, { table, fields }] of Object.entries(TRANSLATED)) {
    const rows = await loose
      .selectFrom('translations')
      .select(['_id', 'recordId', 'sourceStamp'])
      .where('recordType', '=', type)
      .execute();
    for (const translation of rows) {
      const original = await loose
        .selectFrom(table)
        .selectAll()
        .where('_id', '=', translation.recordId as string)
        .executeTakeFirst();
      if (!original || stampOf(original, fields) === translation.sourceStamp) continue;
      await loose
        .updateTable('translations')
        .set({ outdatedSince: String(original.updatedAt) })
        .where('_id', '=', translation._id as string)
        .execute();
    }
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('lang').execute();
  await db.schema.dropIndex('translations_outdated').execute();
  await db.schema.alterTable('translations').dropColumn('outdatedSince').execute();
}
