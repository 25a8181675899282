// What the server hands to page loaders: an in-process call into the REST API (so pages and API answer
// the same data from the same cache) and the site's public address for absolute links.
import { createContext } from 'react-router';

export interface PageContext {
  /** GET an API path in-process; answers the parsed JSON, or throws on a non-2xx status. */
  api<T = unknown>(path: string): Promise<T>;
  /** Absolute origin for canonical links, sitemap and previews, e.g. https://school.example */
  origin: string;
  /** The partner school's own website (PARTNER_SCHOOL_URL), opened by the home page's partner strip. */
  partnerSchoolUrl: string;
}

export const pageContext = createContext<PageContext>();
