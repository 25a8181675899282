// Downloadable forms, fees, timetables and curricula (/api/documents); Admin manages them.
import { z } from 'zod';
import { DOCUMENT_TYPES, LIMITS } from '../constants.ts';
import { optionalText, requiredText } from '../schemas.ts';
import { document, hidden, language, text, position } from './fields.ts';
import { defineResource } from './resource.ts';

export const DOCUMENT_INCOMPLETE = 'Please complete all required fields.';
export const INVALID_DOCUMENT_ID = 'Invalid document ID';

export const documentSchema = z
  .object({
    category: z
      .string({ error: DOCUMENT_INCOMPLETE })
      .trim()
      .refine((v) => (DOCUMENT_TYPES as readonly string[]).includes(v), DOCUMENT_INCOMPLETE),
    documentName: optionalText('Document name'),
    description: requiredText(DOCUMENT_INCOMPLETE, 'Description', LIMITS.medium),
  })
  .superRefine((doc, ctx) => {
    if (doc.category === 'Other' && doc.documentName === '') {
      ctx.addIssue({ code: 'custom', path: ['documentName'], message: DOCUMENT_INCOMPLETE });
    }
  });
export type DocumentInput = z.infer<typeof documentSchema>;

/** The name a document is shown and downloaded under. */
export function documentLabel(doc: { category: string; documentName?: string | null }): string {
  return doc.category === 'Other' && doc.documentName ? doc.documentName : doc.category;
}

export const documents = defineResource({
  name: 'documents',
  admin: { path: 'Documents', for: 'write' },
  schema: () => documentSchema,
  files: { file: { kind: 'document', required: true } },
  translatable: ['documentName', 'description'],
  trash: true,
  access: { read: 'public', write: ['Admin'] },
  labels: {
    category: 'adminRecords.documents.type',
    documentName: 'adminRecords.documents.name',
    description: 'adminRecords.documents.description',
    file: 'adminRecords.documents.file',
  },
  present: (row, files) => {
    const file = files.document(row.file);
    return {
      fileUrl: file?.url ?? null,
      downloadUrl: `/api/documents/${row._id}/download`,
      fileType: file?.ext ?? null,
      fileSize: file?.bytes ?? null,
    };
  },
  title: (row) => row.documentName || `${row.category} (${row.originalName})`,
  notFound: 'Document not found.',
  invalidId: INVALID_DOCUMENT_ID,
  fields: {
    _id: text(),
    category: text(),
    /** Only a document of the category Other has a name of its own. */
    documentName: text(),
    description: text(),
    createdAt: text(),
    updatedAt: text(),
    file: document(),
    /** The uploaded file's own name (the trash lists it). */
    originalName: hidden(text()),
    lang: language(),
    position: position(),
  },
});
