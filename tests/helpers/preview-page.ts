// What the blog preview tests (tests/api/blog-preview*.test.ts) read from a page's answer.

/** A page's answer: its status, its Cache-Control, whether the preview band shows, and its HTML. */
export async function previewPage(res: Response) {
  const html = await res.text();
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    band: html.includes('data-preview-band'),
    html,
  };
}
