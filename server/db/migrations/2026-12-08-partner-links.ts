// The partner strip set by staff (issue 38 point 6): the partner profile keeps the partner school's web address
// ('' : the operator's PARTNER_SCHOOL_URL) and the strip's two logos (stored pictures; null: the built-in ones).
// Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('partners')
    .addColumn('schoolUrl', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('partners').addColumn('schoolLogo', 'text').execute();
  await db.schema.alterTable('partners').addColumn('clubLogo', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('partners').dropColumn('clubLogo').execute();
  await db.schema.alterTable('partners').dropColumn('schoolLogo').execute();
  await db.schema.alterTable('partners').dropColumn('schoolUrl').execute();
}
