// GET /api/health (DESIGN.md section 4): the server and its database answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectError, expectJson } from '../helpers/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers ok and names the database in use, without sign-in', async () => {
    const res = await t.request('/api/health');
    expect(await expectJson(res, 200)).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
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

  it('answers a JSON 404 for an unknown API address', async () => {
    await expectError(await t.request('/api/nothing-here'), 404, 'No such API address.');
  });
});
