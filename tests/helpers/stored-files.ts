// Assertions on the stored files behind API answers: their names, on disk and under /uploads, and none left over.
import { expect } from 'vitest';
import { expectJson } from './api.ts';
import { uniquePng } from './images.ts';
import type { FormFields, TestApp } from './test-app.ts';

interface Variants {
  sources: { width: number; url: string }[];
}

/** Stored file names behind an image field of an API answer (every web variant). */
export function imageFiles(item: Record<string, unknown>, field = 'image'): string[] {
  const variants = item[`${field}Variants`] as Variants | null;
  expect(variants, `${field}Variants`).toBeTruthy();
  const names = variants!.sources.map((s) => s.url.replace(/^\/uploads\//, ''));
  expect(names.length).toBeGreaterThan(0);
  expect(names).toContain(String(item[field]).replace(/^\/uploads\//, ''));
  return names;
}

/** The stored name behind an /uploads URL. */
export const storedName = (url: string) => url.replace(/^\/uploads\//, '');

/** Every file is on disk and served under /uploads. */
export async function expectStored(t: TestApp, names: string[]): Promise<void> {
  for (const name of names) {
    expect(await t.deps.media.storage.exists(name), `${name} on disk`).toBe(true);
    expect((await t.request(`/uploads/${name}`)).status, `/uploads/${name}`).toBe(200);
  }
}

/** No file is on disk any more, and /uploads answers 404 for each. */
export async function expectRemoved(t: TestApp, names: string[]): Promise<void> {
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(await t.deps.media.storage.exists(name), `${name} on disk`).toBe(false);
    expect((await t.request(`/uploads/${name}`)).status, `/uploads/${name}`).toBe(404);
  }
}

/** Stored upload names on disk that no media row accounts for (left behind by a request). */
export async function orphanFiles(t: TestApp): Promise<string[]> {
  const known = new Set((await t.deps.db.selectFrom('media').select('key').execute()).map((r) => r.key));
  return (await t.deps.media.storage.list()).filter((name) => !known.has(name.slice(0, 32)));
}

/**
 * After an update that sent a new picture for `field`: the answer names another picture, whose files are stored,
 * and the files of the picture `before` named are gone.
 */
export async function expectNewPicture(
  t: TestApp,
  before: Record<string, unknown>,
  saved: Record<string, unknown>,
  field = 'image',
): Promise<void> {
  expect(saved[field]).not.toBe(before[field]);
  await expectStored(t, imageFiles(saved, field));
  await expectRemoved(t, imageFiles(before, field));
}

/**
 * Saves `record` again (PUT `<list>/<its id>`, signed in with `cookie`) with `fields` and a new picture in `field`:
 * the answer is 200 and `expectNewPicture` holds. Answers the saved record.
 */
export async function putNewPicture(
  t: TestApp,
  list: string,
  cookie: string,
  record: Record<string, unknown>,
  fields: FormFields,
  field = 'image',
): Promise<Record<string, unknown>> {
  const files = { [field]: await uniquePng(`new-${field}.png`) };
  const saved = await expectJson(await t.sendForm('PUT', `${list}/${String(record._id)}`, cookie, fields, files), 200);
  await expectNewPicture(t, record, saved, field);
  return saved;
}
