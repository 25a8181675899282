// Assertions shared by the API tests: error bodies, stored files, and texts in many scripts.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Checks an error answer: its status, and `error` and `message` holding the same sentence. Answers the body. */
export async function expectError(
  res: Response,
  status: number,
  message?: string | RegExp,
): Promise<{ error: string; message: string; fields?: Record<string, string> }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(body.message).toBe(body.error);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else if (message) expect(body.error).toMatch(message);
  return body;
}

/** Reads a JSON answer after checking its status (the body is shown when the status is wrong). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function expectJson<T = any>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

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

/** Texts that must come back exactly as sent: Kiswahili, German, Chinese, Arabic, emoji, combining marks. */
export const WORLD_TEXT = {
  swahili: 'Karibu Shule ya Msingi — ngʼombe wa Bi. Zuhura, “Elimu ni ufunguo wa maisha”',
  german: 'Grüße aus der Schule: Übung macht den Meister, Größe, Straße, ÄÖÜ äöü ß',
  chinese: '欢迎来到光明学校，孩子们的未来从这里开始。',
  arabic: 'مرحبا بكم في مدرسة برايت — التعليم مفتاح الحياة',
  emoji: 'Sports day 🏃🏾‍♀️⚽🎉 family 👨‍👩‍👧‍👦 flag 🇹🇿',
  // "é" written as e + COMBINING ACUTE ACCENT: must not be normalised to the one-code-point form.
  combining: 'Cafe\u0301 na chai ya tangawizi',
};

export const WORLD_LINE = Object.values(WORLD_TEXT).join(' | ');

/** A short mix of every script, short enough for a 200-character title. */
export const WORLD_TITLE = 'Grüße · ngʼombe · 光明学校 · مدرسة · 🎉🇹🇿 · Cafe\u0301';

/** A title of 10,000 characters. */
export const HUGE_TITLE = 'A'.repeat(10_000);

/** A valid id that no record has. */
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';
