// What the trash needs to know of each kind of record it takes (the resources whose `trash` is set): its rows,
// the title it lists it under, the stored files it names, the public answers it shows in, what a restore must not
// clash with, and the rows of other tables that go and come back with it. All from the resources
// (common/resources/, server/resources/).
import { fileKeysOf } from '../../common/resources/fields.ts';
import { TRASH_RECORD_TYPES, type TrashRecordType } from '../../common/resources/index.ts';
import type { Db } from '../db/database.ts';
import type { RelatedRows } from '../resources/index.ts';
import { SERVER_RESOURCES, type ServerResource } from '../resources/index.ts';

/** A stored row as the trash handles it: its columns by name. */
export type AnyRow = { _id: string } & Record<string, unknown>;

export interface TrashKind {
  rows: {
    find(db: Db, id: string): Promise<unknown>;
    insert(db: Db, row: AnyRow): Promise<unknown>;
    remove(db: Db, id: string): Promise<unknown>;
  };
  title(row: AnyRow): string;
  /** The stored files' keys the row names, once per use. */
  files(row: AnyRow): string[];
  /** The response cache's keys of the public answers the record shows in. */
  cacheKeys: string[];
  /** Refuses (4xx) a restore that clashes with what is stored now, such as a name taken since. */
  refuseRestore?(db: Db, row: AnyRow): Promise<void>;
  /** Rows of other tables that go with the record and come back with it; a purge deletes them with the entry. */
  related?: RelatedRows;
}

function kindOf(resource: ServerResource): TrashKind {
  const { def, hooks } = resource;
  return {
    rows: resource.rows as unknown as TrashKind['rows'],
    title: (row) => def.title(row as never),
    files: (row) => fileKeysOf(def.fields, row),
    // The contact messages are no public answer: nothing is kept of them.
    cacheKeys: def.access.read === 'public' ? [resource.cacheKey] : [],
    refuseRestore: hooks.check as TrashKind['refuseRestore'],
    related: hooks.related,
  };
}

export const TRASH_KINDS = Object.fromEntries(
  TRASH_RECORD_TYPES.map((type) => [type, kindOf(SERVER_RESOURCES[type] as ServerResource)]),
) as Record<TrashRecordType, TrashKind>;
