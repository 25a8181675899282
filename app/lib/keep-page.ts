// Issue 13.16: moving between public pages, the page's data request ('<path>.data') can fail (a phone loses its
// signal, the server is restarting). React Router would then replace the whole page with the error boundary's
// 'Something went wrong.'; instead the page shows what a first load shows when its API calls fail: the
// section-level texts of spec section 8 ('Failed to fetch blogs.', 'No images found.', ...).
// Used as each public route's clientLoader (not run on the first load, whose data comes with the HTML).
import { isRouteErrorResponse } from 'react-router';

export async function keepPageOnFailure<T>(serverLoader: () => Promise<T>, failed: () => T): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    // A real answer (an unknown post or school: 404) keeps its own page.
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    console.error('Failed to load the page data', error);
    return failed();
  }
}
