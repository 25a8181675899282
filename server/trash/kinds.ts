// What the trash needs to know of each kind of record it takes (TRASH_RECORD_TYPES): its table, the title it
// lists it under, the stored files it names, the public lists it shows in, what a restore must not clash with,
// and the rows of other tables that go and come back with it.
import type { Selectable } from 'kysely';
import type { TrashRecordType } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import type { Database, RecoveryCodeRow, TranslationRow, TwoStepRow } from '../db/schema.ts';
import type { TranslatableType } from '../../common/schemas.ts';
import { insertTranslationRows, removeTranslations, translationRows } from '../repositories/translations.ts';
import { refuseTakenEmail, refuseTakenSchoolName } from '../api/name-clashes.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { recordRows, type RecordTable } from '../repositories/records.ts';
import { SCHOOL_IMAGES } from '../repositories/school-details.ts';

/** A stored row as the trash handles it: its columns by name. */
export type AnyRow = { _id: string } & Record<string, unknown>;

export interface TrashKind<Row extends AnyRow = AnyRow> {
  rows: {
    find(db: Db, id: string): Promise<unknown>;
    insert(db: Db, row: Row): Promise<unknown>;
    remove(db: Db, id: string): Promise<unknown>;
  };
  title(row: Row): string;
  /** The stored files' keys the row names, once per use. */
  files(row: Row): (string | null)[];
  /** The response cache's keys of the public lists the record shows in. */
  cacheKeys: string[];
  /** Refuses (4xx) a restore that clashes with what is stored now, such as a name taken since. */
  refuseRestore?(db: Db, row: Row): Promise<void>;
  /**
   * Rows of other tables that go with the record (deleted with it by the database, or by `keep`) and come back
   * with it; a purge deletes them with the entry that holds them.
   */
  related?: {
    keep(db: Db, id: string): Promise<unknown>;
    restore(db: Db, related: unknown): Promise<void>;
  };
}

function kind<T extends RecordTable>(table: T, rest: Omit<TrashKind<Selectable<Database[T]> & AnyRow>, 'rows'>) {
  const rows = recordRows(table);
  return { ...rest, rows } as unknown as TrashKind;
}

/** A user's two-step sign-in: its secret and unused recovery codes come back with the account (sessions do not). */
interface TwoStepRows {
  twoStep: TwoStepRow[];
  recoveryCodes: RecoveryCodeRow[];
}

const userTwoStep: NonNullable<TrashKind['related']> = {
  keep: async (db, id): Promise<TwoStepRows> => ({
    twoStep: await db.selectFrom('twoStep').selectAll().where('userId', '=', id).execute(),
    recoveryCodes: await db.selectFrom('recoveryCodes').selectAll().where('userId', '=', id).execute(),
  }),
  restore: async (db, related) => {
    const { twoStep = [], recoveryCodes = [] } = (related ?? {}) as Partial<TwoStepRows>;
    if (twoStep.length) await db.insertInto('twoStep').values(twoStep).execute();
    if (recoveryCodes.length) await db.insertInto('recoveryCodes').values(recoveryCodes).execute();
  },
};

/** A record's translations (decision 021): they leave the table with it and come back with it. */
const translationsOf = (type: TranslatableType): NonNullable<TrashKind['related']> => ({
  keep: async (db, id) => {
    const rows = await translationRows(db, type, id);
    await removeTranslations(db, type, id);
    return { translations: rows };
  },
  restore: (db, related) =>
    insertTranslationRows(db, (related as { translations?: TranslationRow[] }).translations ?? []),
});

/** A post, a picture or a hero picture: its title, its one picture and its public list. */
const titled = <T extends 'blogs' | 'gallery' | 'headers'>(table: T, list: { key: string }) =>
  kind(table, {
    title: (r) => String(r.title),
    files: (r) => [r.image as string | null],
    cacheKeys: [list.key],
    related: translationsOf(table),
  });

export const TRASH_KINDS: Record<TrashRecordType, TrashKind> = {
  blogs: titled('blogs', PUBLIC_LISTS.blogs),
  gallery: titled('gallery', PUBLIC_LISTS.gallery),
  headers: titled('headers', PUBLIC_LISTS.headers),
  schoolDetails: kind('schoolDetails', {
    title: (r) => r.schoolName,
    files: (r) => SCHOOL_IMAGES.map((name) => r[name]),
    cacheKeys: [PUBLIC_LISTS.schools.key],
    refuseRestore: (db, r) => refuseTakenSchoolName(db, r.schoolName, r._id),
    related: translationsOf('schoolDetails'),
  }),
  documents: kind('documents', {
    // Only a document of the category Other has a name of its own.
    title: (r) => r.documentName || `${r.category} (${r.originalName})`,
    files: (r) => [r.file],
    cacheKeys: [PUBLIC_LISTS.documents.key],
  }),
  contactMessages: kind('contactMessages', { title: (r) => `Message from ${r.name}`, files: () => [], cacheKeys: [] }),
  users: kind('users', {
    title: (r) => r.name,
    files: (r) => [r.image],
    cacheKeys: [],
    refuseRestore: (db, r) => refuseTakenEmail(db, r.email, r._id),
    related: userTwoStep,
  }),
};
