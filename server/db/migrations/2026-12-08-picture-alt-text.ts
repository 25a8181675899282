// Every picture described for blind readers (issue 38): an `alt` text per record of the resources that show
// pictures, '' until staff write one (the pages fall back to the title or name). Frozen in time: imports no app code.
import { addColumns, dropColumns, withDefault, type Db } from '../migration-helpers.ts';

const TABLES = ['gallery', 'headers', 'blogs', 'schoolDetails', 'directorMessages', 'partners'];
const COLUMNS = { alt: withDefault('') };

export async function up(db: Db): Promise<void> {
  for (const table of TABLES) await addColumns(db, table, COLUMNS);
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await dropColumns(db, table, COLUMNS);
}
