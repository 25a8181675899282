// /api/documents: downloadable forms, fees, timetables and curricula (Admin manages them).
import { Hono } from 'hono';
import { API_ACCESS } from '../../common/permissions.ts';
import { documentLabel, documentSchema, type DocumentInput } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { notFound } from '../http/errors.ts';
import { parse, readForm, type FormInput } from '../http/body.ts';
import { findDocumentRow, insertDocument, presentDocuments, updateDocument } from '../repositories/documents.ts';
import { findMedia } from '../repositories/images.ts';
import { attachRequired, prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS, readPublicList } from '../repositories/public-lists.ts';
import { found, idParam, requireFile, sendCached, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteUpdated } from './activity.ts';
import { sendStoredFile } from './uploads.ts';
import { deleteToTrash } from './trash.ts';

export const INVALID_DOCUMENT_ID = 'Invalid document ID';
const NOT_FOUND = 'Document not found.';
const access = API_ACCESS.documents;
const FILE_FIELDS = { file: { kind: 'document' } } as const;

/** The text columns of a document from the form. */
function documentColumns(input: DocumentInput, form: FormInput) {
  const file = form.files.file?.[0];
  return {
    category: input.category,
    documentName: input.category === 'Other' ? input.documentName : '',
    description: input.description,
    ...(file ? { originalName: file.name.slice(0, 200) } : {}),
  };
}

export function documentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => sendCached(c, await readPublicList(deps, PUBLIC_LISTS.documents)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findDocumentRow(deps.db, idParam(c, INVALID_DOCUMENT_ID)), NOT_FOUND);
    return c.json(await presentDocuments.one(deps.db, row));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['file'] });
    const input = parse(documentSchema, form.fields);
    requireFile(form, 'file', null, `File upload is required for document: ${documentLabel(input)}`);
    const uploads = await prepareUploads(deps.media, form.files, FILE_FIELDS);
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const file = await attachRequired(files, uploads.file[0]);
      return insertDocument(trx, {
        _id: newId(),
        originalName: '',
        ...documentColumns(input, form),
        file,
        createdAt: now,
        updatedAt: now,
      });
    });
    deps.cache.invalidate(PUBLIC_LISTS.documents.key);
    await noteCreated(deps, c, 'documents', row, row.documentName);
    return c.json(await presentDocuments.one(deps.db, row), 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c, INVALID_DOCUMENT_ID);
    const form = await readForm(c, { fileFields: ['file'] });
    const stored = found(await findDocumentRow(deps.db, id), NOT_FOUND);
    const input = parse(documentSchema, withStoredValues(documentSchema, form.fields, stored));
    const uploads = await prepareUploads(deps.media, form.files, FILE_FIELDS);
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const file = await replaceFile(files, stored.file, uploads.file[0]);
      return updateDocument(trx, id, { ...documentColumns(input, form), file, updatedAt: new Date().toISOString() });
    });
    deps.cache.invalidate(PUBLIC_LISTS.documents.key);
    await noteUpdated(deps, c, 'documents', stored, row);
    return c.json(await presentDocuments.one(deps.db, row));
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c, INVALID_DOCUMENT_ID);
    const stored = found(await findDocumentRow(deps.db, id), NOT_FOUND);
    return deleteToTrash(deps, c, 'documents', stored);
  });

  // The file under the document's own name and true extension, as an attachment.
  app.get('/:id/download', async (c) => {
    const id = idParam(c, INVALID_DOCUMENT_ID);
    const row = await findDocumentRow(deps.db, id);
    const media = row && (await findMedia(deps.db, [row.file])).get(row.file);
    if (!row || !media) throw notFound(NOT_FOUND);
    const name = `${documentLabel(row)}.${media.ext}`;
    return sendStoredFile(c, deps, `${media.key}.${media.ext}`, { downloadName: name });
  });

  return app;
}
