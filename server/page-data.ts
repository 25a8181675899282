// The content the page loaders read (app/app-context.ts SiteData): the API's own read functions and cache,
// called in-process. Every failed read is logged with the visit's request id and reported to the caller, so
// a page rendered with it is not kept.
import type { SiteData } from '../app/app-context.ts';
import type { Deps } from './context.ts';
import { isId } from './db/ids.ts';
import { previewPostChanges, readBlogPost, readPostAddresses, readPostPreview } from './resources/blogs.ts';
import type { FormInput } from './http/body.ts';
import { HttpError } from './http/errors.ts';
import { newestChange, readPage } from './resources/lists.ts';
import type { ServerResource } from './resources/index.ts';
import { SERVER_RESOURCES } from './resources/index.ts';
import { readPublicList, type SmallList } from './repositories/public-lists.ts';
import { localize } from './repositories/translations.ts';
import type { TranslatableType } from '../common/resources/index.ts';
import type { Lang } from '../app/i18n/languages.ts';

/** The visit a page is rendered for (server/pages.ts). */
export interface Visit {
  requestId: string;
  /** A read failed: the page is not kept. */
  onFailure(): void;
  /** The visit's session cookie, read only to preview a post that is not public (blogPreview). */
  sessionToken?: string;
  /** The page shows a preview: it must never be kept or cached. */
  onPreview?(): void;
  /** The form fields a POST to a post's address sent to be previewed ("Preview changes"), unsaved. */
  changes?: FormInput['fields'];
}

/**
 * `lang` answers the content in that language where it is translated (docs/decisions/021); without it, in the
 * records' original languages. The public pages pass the page's language (server/pages.ts).
 */
export function siteData(deps: Deps, visit: Visit, lang?: Lang): SiteData {
  async function read<T>(what: string, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      visit.onFailure();
      deps.logger.error('a page could not read its data', {
        requestId: visit.requestId,
        read: what,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      throw error;
    }
  }
  const list = <K extends SmallList>(name: K) => read(name, () => readPublicList(deps, name, lang));
  /** One record by id; an id that cannot be one names no record. */
  const record = <T extends { _id: string }>(what: TranslatableType, id: string, load: () => Promise<T | undefined>) =>
    isId(id)
      ? read(what, async () => {
          const found = await load();
          if (!found || !lang) return found ?? null;
          return (await localize(deps.db, what, [found], lang))[0]!;
        })
      : Promise.resolve(null);

  return {
    blogPage: (page, limit, options = {}) =>
      read('blogs', () =>
        readPage(deps, SERVER_RESOURCES.blogs, {
          page,
          limit,
          lang,
          filter: { lang: options.language },
          ...(options.count === false ? { count: false as const } : {}),
        }),
      ),
    blog: (id) => record('blogs', id, () => readBlogPost(deps.db, id, deps.clock.now())),
    blogPreview: (id, token) =>
      record('blogs', id, async () => {
        const post = await readPostPreview(deps, id, { token, sessionToken: visit.sessionToken });
        if (post) visit.onPreview?.();
        return post;
      }),
    blogChanges: async (id) => {
      const fields = visit.changes;
      if (!fields) return null;
      visit.onPreview?.();
      if (!isId(id)) return { refused: { status: 404, message: SERVER_RESOURCES.blogs.def.notFound } };
      // What a save would refuse is the page's answer (its status and sentence), not a failed read.
      return read('blogs', () =>
        previewPostChanges(deps, id, fields, visit.sessionToken).then(
          (post) => ({ post }),
          (error: unknown) => {
            if (error instanceof HttpError) return { refused: { status: error.status, message: error.message } };
            throw error;
          },
        ),
      );
    },
    galleryPage: (categories, page, limit) =>
      read('gallery', () =>
        readPage(deps, SERVER_RESOURCES.gallery, {
          page,
          limit,
          lang,
          filter: { categories: categories ?? undefined },
        }),
      ),
    headers: () => list('headers'),
    schools: () => list('schoolDetails'),
    school: (id) =>
      record('schoolDetails', id, async () => {
        const schools = SERVER_RESOURCES.schoolDetails;
        const row = await schools.rows.find(deps.db, id);
        return row && schools.present.one(deps.db, row);
      }),
    directorMessages: () => list('directorMessage'),
    partners: () => list('partners'),
    documents: () => list('documents'),
    schoolSettings: () => list('schoolSettings'),
    postAddresses: (part, size) => read('blogs', () => readPostAddresses(deps, part, size)),
    newestChange: (list, categories) =>
      read(list, () => newestChange(deps, SERVER_RESOURCES[list] as ServerResource, { categories })),
    inLanguage: (other) => siteData(deps, visit, other),
  };
}
