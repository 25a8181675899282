// The staff's blog list (issue 37): every post, drafts and scheduled ones too, newest by publication time first.
// blogs_by_publication starts with the status, so without a status filter the list was read whole and sorted (0.4 s
// a page at 20,000 posts on SQLite); this index gives that order itself. Frozen in time: imports no app code.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await sql`create index blogs_by_time on blogs ((coalesce("publishAt", "createdAt")), "createdAt", "_id")`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('blogs_by_time').execute();
}
