// The server's side of each resource (common/resources/<name>.ts declares what it is): its rows, how a row
// becomes its answer, its public list, and the few things a resource does besides (server/resources/<name>.ts).
// The one save path (save.ts), the routes (routes.ts), the trash and the versions all work from this registry.
import { RESOURCES, RESOURCE_NAMES, type ResourceName, type Resources } from '../../common/resources/index.ts';
import type { AnswerOfResource, Resource, RowOfResource } from '../../common/resources/resource.ts';
import { fileKeysOf, listKeys } from '../../common/resources/fields.ts';
import type { Db } from '../db/database.ts';
import { presenter, type Presenter, type StoredFiles } from '../repositories/images.ts';
import { recordRows, type RecordRows, type RecordTable } from '../repositories/records.ts';
import type { ActivityNote } from '../repositories/activity.ts';
import { schoolHooks } from './school-details.ts';
import { userHooks } from './users.ts';
import { translatedRows } from './related-rows.ts';

/** Rows of other tables that go to the trash with a record and come back with it. */
export interface RelatedRows {
  /** Reads them (and deletes those the database does not delete with the record); answers what to keep. */
  keep(db: Db, id: string): Promise<unknown>;
  restore(db: Db, related: unknown): Promise<void>;
}

/** A save as the hooks see it: the row before (none for a new record), after, and the columns that changed. */
export interface SavedChange<Row> {
  stored: Row | undefined;
  row: Row;
  fields: string[];
  languages: string[];
}

/** What a resource does besides what its definition says. */
export interface ResourceHooks<Row> {
  /**
   * Refuses (4xx) a row that clashes with what is stored (a school name or an e-mail another record has): inside
   * the transaction of a save, a restore from the trash and a restore of a version, before anything is written.
   */
  check?(db: Db, row: Row): Promise<void>;
  /** Runs inside the save's transaction after the row is written (a changed role ends the user's sessions). */
  afterWrite?(db: Db, change: SavedChange<Row>): Promise<void>;
  /** The activity entries of a save (one 'create' or 'update' by default), inside its transaction. */
  notes?(change: SavedChange<Row>, standard: ActivityNote): ActivityNote[];
  /** Rows of other tables that go to the trash and come back with the record. */
  related?: RelatedRows;
}

export interface ServerResource<R extends Resource = Resource> {
  def: R;
  rows: RecordRows<RowOfResource<R>>;
  present: Presenter<RowOfResource<R>, AnswerOfResource<R>>;
  /** The response cache's key of the resource's public answers (dropped on every change). */
  cacheKey: string;
  hooks: ResourceHooks<RowOfResource<R>>;
}

/** A row as the resource's columns declare it becomes its answer (common/resources/fields.ts). */
function answerOf(def: Resource, row: Record<string, unknown>, files: StoredFiles): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const value = row[name];
    const key = typeof value === 'string' ? value : null;
    switch (field.answer) {
      case 'same':
        answer[name] = value;
        break;
      case 'picture':
        answer[name] = files.url(key);
        answer[`${name}Variants`] = files.variants(key);
        break;
      case 'pictures':
        answer[name] = listKeys(key).map((k) => ({ url: files.url(k), variants: files.variants(k) }));
        break;
      case 'json':
        answer[name] = key ? (JSON.parse(key) as unknown) : [];
        break;
      case 'flag':
        answer[name] = value === 1;
        break;
      case 'document':
      case 'hidden':
      case 'textFiles':
        break;
    }
  }
  // The resource's own fields replace the columns' (keeping their place in the answer) or follow them.
  if (def.present) Object.assign(answer, def.present(row as never, files));
  return answer;
}

function serverResource<R extends Resource>(def: R, hooks: ResourceHooks<RowOfResource<R>> = {}): ServerResource<R> {
  const related = hooks.related ?? (def.translatable.length ? translatedRows(def.name) : undefined);
  return {
    def,
    rows: recordRows(def.table as RecordTable) as unknown as RecordRows<RowOfResource<R>>,
    present: presenter(
      (row: RowOfResource<R>) => fileKeysOf(def.fields, row),
      (row, files) => answerOf(def, row, files) as AnswerOfResource<R>,
    ),
    cacheKey: def.name,
    hooks: { ...hooks, related },
  };
}

export type ServerResources = { [K in ResourceName]: ServerResource<Resources[K]> };

export const SERVER_RESOURCES: ServerResources = {
  blogs: serverResource(RESOURCES.blogs),
  gallery: serverResource(RESOURCES.gallery),
  headers: serverResource(RESOURCES.headers),
  schoolDetails: serverResource(RESOURCES.schoolDetails, schoolHooks),
  directorMessage: serverResource(RESOURCES.directorMessage),
  partners: serverResource(RESOURCES.partners),
  documents: serverResource(RESOURCES.documents),
  schoolSettings: serverResource(RESOURCES.schoolSettings),
  contactMessages: serverResource(RESOURCES.contactMessages),
  users: serverResource(RESOURCES.users, userHooks),
};

/** Any resource by name (its types widened: for code that works on every resource alike). */
export const serverResourceOf = (name: string): ServerResource | undefined =>
  (RESOURCE_NAMES as string[]).includes(name) ? (SERVER_RESOURCES[name as ResourceName] as ServerResource) : undefined;
