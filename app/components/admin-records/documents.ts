// Helpers of the documents admin page: type names in the page's language, and downloading a stored file.
import type { DocumentItem } from '../../../common/api-types.ts';
import { documentLabel } from '../../../common/resources/documents.ts';
import type { MessageKey } from '../../i18n/i18n.tsx';
import { TYPE_KEYS } from '../documents/document-list.tsx';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A document type (category) in the page's language; unknown ones as stored. */
export function typeName(t: T, category: string): string {
  const key = TYPE_KEYS[category as keyof typeof TYPE_KEYS];
  return key ? t(key) : category;
}

/** The name a document is shown under: its own name for Other, else its type in the page's language. */
export function displayName(t: T, doc: { category: string; documentName?: string | null }): string {
  return doc.category === 'Other' && doc.documentName ? doc.documentName : typeName(t, doc.category);
}

export type DownloadOutcome =
  | { ok: true }
  | { ok: false; key: 'adminRecords.documents.downloadFailed' | 'adminRecords.documents.fetchFile' }
  | { ok: false; key: 'adminRecords.documents.downloadError'; reason: string };

/**
 * Fetches the stored file and saves it under the document's name (or category) with its real extension
 * (docs/decisions/004). Spec section 8: no file -> 'Failed to download file'; the server answers with an
 * error -> 'Failed to fetch file'; anything thrown on the way -> 'Download failed: {reason}'.
 */
export async function downloadDocument(doc: DocumentItem): Promise<DownloadOutcome> {
  if (!doc.fileUrl) return { ok: false, key: 'adminRecords.documents.downloadFailed' };
  try {
    const response = await fetch(doc.downloadUrl || doc.fileUrl, { credentials: 'same-origin' });
    if (!response.ok) return { ok: false, key: 'adminRecords.documents.fetchFile' };
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${documentLabel(doc)}.${doc.fileType || 'pdf'}`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      key: 'adminRecords.documents.downloadError',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}
