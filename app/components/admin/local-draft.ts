// A blog post being written is kept on the device (localStorage) as it is typed, so that an accidental reload,
// a closed tab or a crashed phone browser does not lose it: the form offers it back when it opens again
// (issue 13.3). One draft per user and post ('new' for a post not saved yet); removed on save or on Discard.
// Every access is guarded, since storage may be unavailable or full. The texts typed in the language tabs
// (use-translations.ts) are kept with it.
import type { TranslationTexts } from './use-translations.ts';

export interface BlogDraft {
  title: string;
  content: string;
  /** The other languages' texts typed, by language. */
  translations?: TranslationTexts;
  /** When it was last written (ISO 8601). */
  savedAt: string;
}

export const blogDraftKey = (userId: string, postId: string | null | undefined) =>
  `blogDraft:${userId}:${postId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string): BlogDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BlogDraft> | null;
    if (!value || typeof value.title !== 'string' || typeof value.content !== 'string') return null;
    return {
      title: value.title,
      content: value.content,
      translations: value.translations && typeof value.translations === 'object' ? value.translations : undefined,
      savedAt: typeof value.savedAt === 'string' ? value.savedAt : '',
    };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: BlogDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or refused: the page's own warning before leaving still applies.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
}
