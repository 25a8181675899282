// Users that sign in quickly: TEST_PASSWORD stored in the server's own hash format with a low scrypt cost.
// The stored hash names its cost, so the server checks it in about a millisecond instead of a third of a
// second, and timing tests measure the server's deliberate waits, not scrypt.
import { CHEAP_TEST_HASH, TEST_PASSWORD, cookieOf, insertTestUser, signInRequest, type TestApp } from './test-app.ts';

export { CHEAP_TEST_HASH, cookieOf };

export interface TestUser {
  id: string;
  email: string;
}

/** Inserts a user with TEST_PASSWORD (role stored exactly as given) that has not signed in yet. */
export function insertUser(t: TestApp, role: string, name?: string): Promise<TestUser> {
  return insertTestUser(t.deps.db, role, name);
}

/** Signs in through the API; `address` is the client's socket address (none: an in-process request). */
export function signIn(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
  cookie?: string,
  address?: string,
): Promise<Response> {
  return signInRequest(t.request, email, password, cookie, address);
}
