// The partner strip set by staff (issue 38 point 6): the partner profile keeps the partner school's web address
// ('' : the operator's PARTNER_SCHOOL_URL) and the strip's two logos (stored pictures; null: the built-in ones).
// Frozen in time: imports no app code.
import { addColumns, dropColumns, withDefault, type Column, type Db } from '../migration-helpers.ts';

const COLUMNS: Record<string, Column> = { schoolUrl: withDefault(''), schoolLogo: 'text?', clubLogo: 'text?' };

export async function up(db: Db): Promise<void> {
  await addColumns(db, 'partners', COLUMNS);
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, 'partners', COLUMNS);
}
