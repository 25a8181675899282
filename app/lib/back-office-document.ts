// Whether the running page was loaded as a back-office document, which the server sends with its opener
// policy (docs/decisions/008, "Opener policy"). The navigation entry keeps the address the document was loaded
// from; the router's moves inside the app do not change it.
import { isBackOfficePath } from '../../common/back-office-path.ts';

export function inBackOfficeDocument(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return isBackOfficePath(new URL(entry?.name ?? location.href).pathname);
}

/** Whether moving to `to` inside the app would run the back office in a page that is not one of its documents. */
export function needsBackOfficeDocument(to: string): boolean {
  return isBackOfficePath(new URL(to, location.href).pathname) && !inBackOfficeDocument();
}
