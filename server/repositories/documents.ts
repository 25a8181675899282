// The `documents` table, and its rows as the API's DocumentItem.
import type { DocumentItem } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { DocumentRow } from '../db/schema.ts';
import { documentUrl } from '../media/media-store.ts';
import { presenter } from './images.ts';
import { recordRows, sameFields } from './records.ts';

const documentRows = recordRows('documents');
export const findDocumentRow = documentRows.find;
export const insertDocument = documentRows.insert;
export const updateDocument = documentRows.update;

export const presentDocuments = presenter(
  (row: DocumentRow) => [row.file],
  (row, images): DocumentItem => {
    const file = images.row(row.file);
    return {
      ...sameFields(row, ['_id', 'category', 'documentName', 'description', 'createdAt', 'updatedAt']),
      fileUrl: documentUrl(file),
      downloadUrl: `/api/documents/${row._id}/download`,
      fileType: file?.ext ?? null,
      fileSize: file?.bytes ?? null,
    };
  },
);

/** Every document, newest first. */
export async function listDocuments(db: Db): Promise<DocumentItem[]> {
  return presentDocuments.many(db, await documentRows.list(db, 'desc'));
}
