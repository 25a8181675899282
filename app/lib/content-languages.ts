// The languages a record really has: its original and its translations (decision 021). A record has a
// language when, read in it, its texts are answered in it (`lang`); otherwise the answer falls back to the
// original. The post and school pages name only these in their hreflang alternates, the sitemap likewise,
// and a language's feed lists only the posts that have it.
import type { SiteData } from '../app-context.ts';
import { LANGUAGES, type Lang } from '../i18n/languages.ts';

/** Each record's languages (in LANGUAGES order), from one list read in every language. */
export async function languagesOf(
  data: SiteData,
  read: (inLanguage: SiteData) => Promise<readonly { _id: string; lang?: Lang }[]>,
): Promise<Map<string, Lang[]>> {
  const lists = await Promise.all(LANGUAGES.map((lang) => read(data.inLanguage(lang))));
  const found = new Map<string, Lang[]>();
  lists.forEach((records, i) => {
    const lang = LANGUAGES[i]!;
    for (const record of records) {
      if (record.lang !== lang) continue;
      found.set(record._id, [...(found.get(record._id) ?? []), lang]);
    }
  });
  return found;
}

/** One record's languages (its page's read in every language). */
export async function recordLanguages(
  data: SiteData,
  id: string,
  read: (inLanguage: SiteData) => Promise<{ _id: string; lang?: Lang } | null>,
): Promise<Lang[]> {
  const found = await languagesOf(data, async (inLanguage) => {
    const record = await read(inLanguage);
    return record ? [record] : [];
  });
  return found.get(id) ?? [];
}
