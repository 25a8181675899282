// The PostgreSQL test database and its administration (schemas made and dropped), for tests and benchmarks.
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
