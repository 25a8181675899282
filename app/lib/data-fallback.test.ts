// withFallback: a failed data request shows the page's own failure state (and is logged); a request the router
// cancelled is passed on unlogged; a page's own answers (a thrown 404 Response) go their way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFallback } from './data-fallback.ts';

afterEach(() => vi.restoreAllMocks());

describe('withFallback', () => {
  it('answers the server data when the request succeeds', async () => {
    expect(
      await withFallback(
        async () => ({ posts: [1] }),
        () => ({ posts: [] }),
      ),
    ).toEqual({ posts: [1] });
  });

  it('answers the fallback and logs it when the data request fails (no connection)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch');
    const data = await withFallback(
      () => Promise.reject(failure),
      () => ({ posts: [] as number[] }),
    );
    expect(data).toEqual({ posts: [] });
    expect(logged).toHaveBeenCalledWith('Failed to load the page data', failure);
  });

  it('passes a cancelled request on as it came, without logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cancel = new AbortController();
    cancel.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    await expect(
      withFallback(
        () => Promise.reject(aborted),
        () => ({}),
        cancel.signal,
      ),
    ).rejects.toBe(aborted);
    expect(logged).not.toHaveBeenCalled();
  });

  it("passes the page's own answer on (a 404 it threw)", async () => {
    const notFound = new Response(null, { status: 404 });
    await expect(
      withFallback(
        () => Promise.reject(notFound),
        () => ({}),
      ),
    ).rejects.toBe(notFound);
  });
});
