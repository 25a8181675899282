// Which addresses are the back office's, for what depends on it being a document of its own: the server sends
// those pages with no-store and the opener policy (server/pages.ts), and the admin layout loads the back office
// again as a document when the router reached it from a public page (docs/decisions/008, "Opener policy").
// Both read this one test, on the path as React Router matches it: each segment percent-decoded, so
// `/%61dmin/blog` is the back office too.

const BACK_OFFICE = /^\/admin(?:\/|\.data$|$)/i;

/** A path with each segment percent-decoded as the router does (an encoded slash stays encoded). */
export function routerPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        // A malformed escape: the router leaves the segment as it is.
        return segment;
      }
    })
    .join('/');
}

/** Whether a URL path (as requested, encoded or not) is the back office's: /admin, its pages and their .data. */
export function isBackOfficePath(pathname: string): boolean {
  return BACK_OFFICE.test(routerPath(pathname));
}
