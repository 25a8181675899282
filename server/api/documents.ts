// /api/documents: downloadable forms, fees, timetables and curricula (Admin manages them).
import { API_ACCESS } from '../../common/permissions.ts';
import { documentLabel, documentSchema, type DocumentInput } from '../../common/schemas.ts';
import type { Deps } from '../context.ts';
import { isId } from '../db/ids.ts';
import type { DocumentRow } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { documentUrl } from '../media/media-store.ts';
import { resourceRoutes } from './resource.ts';
import { sendStoredFile } from './uploads.ts';

export const INVALID_DOCUMENT_ID = 'Invalid document ID';

export function documentRoutes(deps: Deps) {
  const app = resourceRoutes<DocumentRow, DocumentInput>(deps, {
    table: 'documents',
    cacheKey: 'documents',
    access: API_ACCESS.documents,
    schema: () => documentSchema,
    images: [
      {
        name: 'file',
        kind: 'document',
        requiredMessage: (input: DocumentInput) => `File upload is required for document: ${documentLabel(input)}`,
      },
    ],
    notFoundMessage: 'Document not found.',
    invalidIdMessage: INVALID_DOCUMENT_ID,
    toRow: (input, { form }) => {
      const file = form.files.file?.[0];
      return {
        category: input.category,
        documentName: input.category === 'Other' ? input.documentName : '',
        description: input.description,
        ...(file ? { originalName: file.name.slice(0, 200) } : {}),
      };
    },
    toApi: (row, images) => ({
      _id: row._id,
      category: row.category,
      documentName: row.documentName,
      description: row.description,
      fileUrl: documentUrl(images.row(row.file)),
      downloadUrl: `/api/documents/${row._id}/download`,
      fileType: images.row(row.file)?.ext ?? null,
      fileSize: images.row(row.file)?.bytes ?? null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  });

  // The file under the document's own name and true extension, as an attachment.
  app.get('/:id/download', async (c) => {
    const id = c.req.param('id');
    if (!isId(id)) throw badRequest(INVALID_DOCUMENT_ID);
    const row = await deps.db.selectFrom('documents').selectAll().where('_id', '=', id).executeTakeFirst();
    const media = row && (await deps.media.describe([row.file])).get(row.file);
    if (!row || !media) throw notFound('Document not found.');
    const name = `${documentLabel(row)}.${media.ext}`;
    return sendStoredFile(c, deps, `${media.key}.${media.ext}`, { downloadName: name });
  });

  return app;
}
