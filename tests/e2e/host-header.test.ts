// Host-header cache poisoning (issue 9, section 3): absolute links come from PUBLIC_URL, or without it from
// the request's Host. A forged Host must never reach a later visitor through the server's page cache.
import http from 'node:http';
import { describe, expect } from 'vitest';
import { type RunningServer, startServer } from './harness.ts';
import { it, test } from './fixtures.ts';

const FORGED = 'attacker.example';

/** GET with any Host header (fetch() does not let a caller set it). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

/** Pages and files whose text carries absolute links (the .data address is what client navigation reads). */
const PATHS = ['/', '/blog', '/about', '/about.data', '/sitemap.xml', '/rss.xml', '/robots.txt', '/gallery?page=2'];

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];

describe('without PUBLIC_URL', () => {
  let server: RunningServer;
  // The shared seeded site runs without PUBLIC_URL.
  test.beforeAll(({ site }) => {
    server = site;
  });

  it('says so at start-up', () => {
    expect(server.output()).toMatch(/"level":"warn","msg":"PUBLIC_URL is not set: canonical links/);
  });

  it('a request with a forged Host never changes what later visitors get', async () => {
    for (const path of PATHS) {
      const forged = await getWithHost(server.url + path, FORGED);
      expect(forged.status, path).toBe(200);
      // The sender sees its own Host (nothing better is known without PUBLIC_URL)...
      expect(forged.body, path).toContain(FORGED);
    }
    // ...and everybody else the address they asked.
    for (const path of PATHS) {
      const body = await (await fetch(server.url + path)).text();
      expect(body, path).not.toContain(FORGED);
      expect(body, path).toContain(server.url);
    }
    const home = await (await fetch(`${server.url}/`)).text();
    expect(canonical(home)).toBe(`${server.url}/`);
    expect(ogUrl(home)).toBe(`${server.url}/`);
  });
});

describe('with PUBLIC_URL', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_URL: 'https://school.example' } });
  });
  test.afterAll(async () => server?.stop());

  it('absolute links always use PUBLIC_URL, whatever the Host; no start-up warning', async () => {
    expect(server.output()).not.toContain('PUBLIC_URL is not set');
    for (const path of PATHS) {
      const forged = await getWithHost(server.url + path, FORGED);
      expect(forged.body, path).not.toContain(FORGED);
      expect(forged.body, path).toContain('https://school.example');
    }
    const home = await (await fetch(`${server.url}/`)).text();
    expect(canonical(home)).toBe('https://school.example/');
    expect(ogUrl(home)).toBe('https://school.example/');
  });
});
