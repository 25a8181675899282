// The demo content in German and Kiswahili (docs/decisions/021): `demo-translations/<lang>.json` beside this file
// holds the translated texts of POSTS, DIRECTOR, SCHOOLS and HEADERS (demo-content.ts), in their order. A missing
// file means no translations in that language; an entry missing from a list leaves that record untranslated.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TranslatedFields } from '../../common/api-types.ts';
import { RESOURCES, type TranslatableType } from '../../common/resources/index.ts';
import { LANGUAGES, type Lang } from '../../app/i18n/languages.ts';
import type { Db } from '../db/database.ts';
import { originalFields, saveTranslation, type OriginalRow } from '../repositories/translations.ts';

export const DEMO_TRANSLATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-translations');

/** One language's file. */
export interface DemoTranslations {
  posts?: { title: string; paragraphs: string[] }[];
  director?: Record<string, string>;
  /** `{name}` in a description is the school's name. */
  schools?: { description?: string; detailLeft?: string; detailRight?: string; [field: string]: string | undefined }[];
  headers?: string[];
}

/** The languages whose file is there (never English, the demo's original). */
export async function readDemoTranslations(dir = DEMO_TRANSLATIONS_DIR): Promise<[Lang, DemoTranslations][]> {
  const found: [Lang, DemoTranslations][] = [];
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    let text: string;
    try {
      text = await fs.readFile(path.join(dir, `${lang}.json`), 'utf8');
    } catch {
      continue;
    }
    found.push([lang, JSON.parse(text) as DemoTranslations]);
  }
  return found;
}

/** The seeded records each translation belongs to, in the order of demo-content.ts, and how to fill in a text. */
export interface SeededRecords {
  posts: { row: OriginalRow; fill(text: string): string }[];
  schools: { row: OriginalRow; fill(text: string): string }[];
  headers: OriginalRow[];
  director: OriginalRow;
}

/**
 * Stores the translations of the seeded records (inside the seed's transaction). A field a file leaves out
 * keeps the original's text, so every translation passes the original's rules.
 */
export async function seedTranslations(
  db: Db,
  files: [Lang, DemoTranslations][],
  seeded: SeededRecords,
  at: Date,
): Promise<void> {
  const save = (type: TranslatableType, row: OriginalRow, given: Record<string, string | undefined>) => {
    const texts = Object.entries(given).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    const fields: TranslatedFields = { ...originalFields(type, row) };
    for (const [name, text] of texts) if (name in fields && text.trim() !== '') fields[name] = text;
    return (lang: Lang) =>
      saveTranslation(db, RESOURCES[type], row, lang, fields, { userId: null, userName: null }, at);
  };
  for (const [lang, file] of files) {
    for (const [i, post] of (file.posts ?? []).entries()) {
      const seededPost = seeded.posts[i];
      if (!seededPost) continue;
      const { row, fill } = seededPost;
      await save('blogs', row, { title: fill(post.title), content: fill(post.paragraphs.join('\n\n')) })(lang);
    }
    for (const [i, school] of (file.schools ?? []).entries()) {
      const seededSchool = seeded.schools[i];
      if (!seededSchool) continue;
      const filled = Object.entries(school).map(([name, text]) => [name, text && seededSchool.fill(text)]);
      await save('schoolDetails', seededSchool.row, Object.fromEntries(filled))(lang);
    }
    for (const [i, title] of (file.headers ?? []).entries()) {
      const header = seeded.headers[i];
      if (header) await save('headers', header, { title })(lang);
    }
    if (file.director) await save('directorMessage', seeded.director, file.director)(lang);
  }
}
