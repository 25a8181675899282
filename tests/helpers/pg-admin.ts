// The PostgreSQL test database and its administration (schemas made and dropped), for tests and benchmarks.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on the test PostgreSQL database over a connection of its own (schemas made and dropped). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The test database's address working in `schema` (its search_path): a DATABASE_URL for a server or the tool. */
export function schemaUrl(schema: string): string {
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Makes a new, empty schema (`<prefix>_` and random hex); answers its name and `schemaUrl`. Drop it when done. */
export async function newSchema(prefix = 't'): Promise<{ schema: string; url: string }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  return { schema, url: schemaUrl(schema) };
}
