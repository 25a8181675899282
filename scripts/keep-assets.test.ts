import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_DAYS, keepAfter, keepBefore } from './keep-assets.ts';

let root: string;
const assets = () => path.join(root, 'build/client/assets');

/** A build as `react-router build` leaves it: a fresh assets folder with these files. */
async function build(names: string[]) {
  await fs.rm(path.join(root, 'build'), { recursive: true, force: true });
  await fs.mkdir(assets(), { recursive: true });
  for (const name of names) await fs.writeFile(path.join(assets(), name), `contents of ${name}`);
}
const listed = async () => (await fs.readdir(assets())).sort();

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-keep-assets-'));
});
afterEach(async () => fs.rm(root, { recursive: true, force: true }));

describe('the previous build files after an update', () => {
  it('serves the replaced build files beside the new ones, then drops them after KEEP_DAYS', async () => {
    const day = 24 * 60 * 60 * 1000;
    const t0 = new Date('2027-01-10T10:00:00Z');
    await build(['entry-aaa.js', 'entry-aaa.js.br', 'shared-sss.js']);
    await keepBefore(root);
    await build(['entry-bbb.js', 'entry-bbb.js.br', 'shared-sss.js']);
    await keepAfter(root, t0);
    expect(await listed()).toEqual([
      'entry-aaa.js',
      'entry-aaa.js.br',
      'entry-bbb.js',
      'entry-bbb.js.br',
      'shared-sss.js',
    ]);
    expect(await fs.readFile(path.join(assets(), 'entry-aaa.js'), 'utf8')).toBe('contents of entry-aaa.js');

    // The next update, three days later: both earlier builds' files stay.
    await keepBefore(root);
    await build(['entry-ccc.js', 'shared-sss.js']);
    await keepAfter(root, new Date(t0.getTime() + 3 * day));
    expect(await listed()).toEqual([
      'entry-aaa.js',
      'entry-aaa.js.br',
      'entry-bbb.js',
      'entry-bbb.js.br',
      'entry-ccc.js',
      'shared-sss.js',
    ]);

    // KEEP_DAYS after the first update its files go; the second's stay until theirs.
    await keepBefore(root);
    await build(['entry-ccc.js', 'shared-sss.js']);
    await keepAfter(root, new Date(t0.getTime() + (KEEP_DAYS + 1) * day));
    expect(await listed()).toEqual(['entry-bbb.js', 'entry-bbb.js.br', 'entry-ccc.js', 'shared-sss.js']);
  });

  it('a first build has nothing to keep, and a file that comes back is current again', async () => {
    await keepBefore(root);
    await build(['a.js']);
    expect(await keepAfter(root)).toEqual({ restored: 0, dropped: 0 });
    await keepBefore(root);
    await build(['b.js']);
    await keepAfter(root);
    await keepBefore(root);
    await build(['a.js']);
    await keepAfter(root);
    expect(await listed()).toEqual(['a.js', 'b.js']);
    expect(await fs.readdir(path.join(root, '.kept-assets'))).toEqual(expect.arrayContaining(['b.js']));
    expect(await fs.readdir(path.join(root, '.kept-assets'))).not.toContain('a.js');
  });
});
