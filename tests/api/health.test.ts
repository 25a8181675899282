// GET /api/health (DESIGN.md section 4): the server and its database answer.
import { execFileSync } from 'node:child_process';
import { describe, expect } from 'vitest';
import { apiTest, createTestApp } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { nth } from '../helpers/nth.ts';

const it = apiTest();

describe('GET /api/health', () => {
  it('answers ok and names the database in use, without sign-in', async ({ t }) => {
    const res = await t.request('/api/health');
    expect(await expectJson(res, 200)).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
      freeDiskMb: expect.any(Number),
    });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers 503 with a JSON error once the database is gone', async () => {
    const other = await createTestApp();
    await other.close();
    const res = await other.request('/api/health');
    await expectError(res, 503, 'The database is not reachable.');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it("reports the free space on the data folder's disk, as df counts it", async ({ t }) => {
    const { freeDiskMb } = (await (await t.request('/api/health')).json()) as { freeDiskMb: number };
    const df = nth(execFileSync('df', ['--output=avail', '-m', t.dataDir], { encoding: 'utf8' }).split('\n'), 1).trim();
    // Other programs write to the same disk meanwhile: within 200 MB.
    expect(Math.abs(freeDiskMb - Number(df))).toBeLessThan(200);
  });

  it('answers 503 with a clear message when less than MIN_FREE_DISK_MB is free', async ({ t }) => {
    const { freeDiskMb } = (await (await t.request('/api/health')).json()) as { freeDiskMb: number };
    const full = await createTestApp({ minFreeDiskMb: freeDiskMb + 10_000 });
    try {
      const res = await full.request('/api/health');
      const body = (await expectError(
        res,
        503,
        /^Only \d+ MB of disk space is left for the data \(at least \d+ MB wanted\)\.$/,
      )) as { freeDiskMb?: number };
      expect(body.freeDiskMb).toEqual(expect.any(Number));
    } finally {
      await full.close();
    }
  });

  it('answers a JSON 404 for an unknown API address', async ({ t }) => {
    await expectError(await t.request('/api/nothing-here'), 404, 'No such API address.');
  });
});
