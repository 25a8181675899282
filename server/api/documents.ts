// /api/documents: downloadable forms, fees, timetables and curricula (common/resources/documents.ts); Admin
// manages them. Besides the resource's routes: the file under the document's own name, as an attachment.
import { documentLabel, INVALID_DOCUMENT_ID } from '../../common/resources/documents.ts';
import type { Deps } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { findMedia } from '../repositories/images.ts';
import { SERVER_RESOURCES } from '../resources/index.ts';
import { resourceRoutes } from '../resources/routes.ts';
import { idParam } from './route-helpers.ts';
import { sendStoredFile } from './uploads.ts';

const documents = SERVER_RESOURCES.documents;

export function documentRoutes(deps: Deps) {
  const app = resourceRoutes(deps, documents, {
    // Only a document of the category Other has a name of its own; an upload's own name is kept (the trash).
    values: (input, form) => {
      const file = form.files.file?.[0];
      return {
        documentName: input.category === 'Other' ? input.documentName : '',
        ...(file ? { originalName: file.name.slice(0, 200) } : {}),
      };
    },
    missingFile: (input) => `File upload is required for document: ${documentLabel(input)}`,
  });

  app.get('/:id/download', async (c) => {
    const id = idParam(c, INVALID_DOCUMENT_ID);
    const row = await documents.rows.find(deps.db, id);
    const media = row && (await findMedia(deps.db, [row.file])).get(row.file);
    if (!row || !media) throw notFound(documents.def.notFound);
    const name = `${documentLabel(row)}.${media.ext}`;
    return sendStoredFile(c, deps, `${media.key}.${media.ext}`, { downloadName: name });
  });

  return app;
}
