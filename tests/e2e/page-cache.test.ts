// The server keeps rendered public pages in memory until content changes (server/pages.ts). A page rendered
// while one of its API reads failed must not be kept: once the fault passes, the next visitor sees the content,
// without waiting for somebody to edit something.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect } from 'vitest';
import { type RunningServer, startServer, templateDir } from './harness.ts';
import { it, test } from './fixtures.ts';
import type { Partner } from '../../common/api-types.ts';

let server: RunningServer;
let dir: string;
let partner: Partner;

/** Whether the page at `url` shows `text` (a boolean keeps a failure's report short). */
const shows = async (url: string, text: string) => (await (await fetch(url)).text()).includes(text);

test.beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-e2e-cache-'));
  await fs.cp(templateDir(), dir, { recursive: true });
  const db = new DatabaseSync(path.join(dir, 'site.db'));
  partner = db.prepare('SELECT name FROM partners').get() as unknown as Partner;
  db.close();
  // The site starts while its partner table is away (a passing fault).
  onLiveDatabase('ALTER TABLE partners RENAME TO partnersAway;');
  server = await startServer({ dataDir: dir, env: { SEED_DEMO: '0' } });
});

test.afterAll(async () => {
  await server?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Runs SQL on the live site's database through a second connection, as a passing fault would. */
function onLiveDatabase(sql: string) {
  const db = new DatabaseSync(path.join(dir, 'site.db'));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

describe('rendered page cache', () => {
  it('does not keep a page rendered while the API failed', async () => {
    // While the partner table is away the page has no partner to show...
    expect(await shows(`${server.url}/PartnerClientView`, partner.name)).toBe(false);
    expect((await fetch(`${server.url}/api/partners`)).status).toBe(500);

    // ...and once it is back, the same address shows the partner: the failed render was not kept.
    onLiveDatabase('ALTER TABLE partnersAway RENAME TO partners;');
    expect(await shows(`${server.url}/PartnerClientView`, partner.name)).toBe(true);
  });
});
