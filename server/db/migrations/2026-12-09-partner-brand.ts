// The partner club's short brand name (issue 38 point 6): the menu's partner link is it plus "Germany" (spec
// section 2); '' keeps "Partner Club Germany". Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('partners')
    .addColumn('clubShortName', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('partners').dropColumn('clubShortName').execute();
}
