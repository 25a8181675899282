// The `documents` table, and its rows as the API's DocumentItem.
import type { Insertable, Updateable } from 'kysely';
import type { DocumentItem } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { DocumentRow } from '../db/schema.ts';
import { documentUrl } from '../media/media-store.ts';
import { presenter } from './images.ts';

export const findDocumentRow = (db: Db, id: string) =>
  db.selectFrom('documents').selectAll().where('_id', '=', id).executeTakeFirst();

export const insertDocument = (db: Db, row: Insertable<DocumentRow>) =>
  db.insertInto('documents').values(row).returningAll().executeTakeFirstOrThrow();

export const updateDocument = (db: Db, id: string, values: Updateable<DocumentRow>) =>
  db.updateTable('documents').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteDocument = (db: Db, id: string) => db.deleteFrom('documents').where('_id', '=', id).execute();

export const presentDocuments = presenter(
  (row: DocumentRow) => [row.file],
  (row, images): DocumentItem => {
    const file = images.row(row.file);
    return {
      _id: row._id,
      category: row.category,
      documentName: row.documentName,
      description: row.description,
      fileUrl: documentUrl(file),
      downloadUrl: `/api/documents/${row._id}/download`,
      fileType: file?.ext ?? null,
      fileSize: file?.bytes ?? null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  },
);

/** Every document, newest first. */
export async function listDocuments(db: Db): Promise<DocumentItem[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('_id', 'desc')
    .execute();
  return presentDocuments.many(db, rows);
}
