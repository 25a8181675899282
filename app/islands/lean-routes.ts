// The public routes served lean (docs/decisions/022): their HTML comes without React Router's scripts, and the
// page is hydrated only when a visitor first reaches for one of its interactive parts (wake-on-intent.ts).
// Until then the page costs no JavaScript at all: its links are ordinary links (a page load from the page
// cache), the language switch and the contact form work as without JavaScript.
//
// A route belongs here only when nothing on it needs React to move or change by itself once loaded: no
// carousel or counter driven by a React timer (the home page's are run by app/islands/motion.ts, put in the
// page), no part that appears only after hydration (a CSS animation is fine when its pause button is in the
// server's HTML, as the marquees'). Its buttons (menus, Login, a like heart, the form's Send, Read More, a
// gallery picture) wake the page and are pressed once it has hydrated; the marquee's Pause acts at once and
// tells React at the wake-up (wake-on-intent.ts). Lean today: every public page of issue 12; /loginPage and
// the password reset keep the usual scripts.
import { PICTURE_PARAM } from '../components/gallery/use-opened-picture.ts';

// Ids as in app/routes.ts (the file path without its extension, or the route's own id).
export const LEAN_ROUTES: ReadonlySet<string> = new Set([
  'documents-joining',
  'documents-curriculum',
  'routes/public/partner',
  'routes/public/school-details',
  'routes/public/blog-post',
  // The lists: filters and pages are links; Read More, a picture (aria-haspopup="dialog" links that open
  // the dialog or the lightbox once hydrated) and the like hearts are presses.
  'routes/public/blog',
  'routes/public/gallery',
  'resource-transports',
  'resource-library',
  'resource-computer-lab',
  // The form posts without JavaScript; Send is a press like the footer's.
  'routes/public/contact',
  // The testimonials' marquee is CSS; its Pause button is in the server's HTML and stops it at once.
  'routes/public/about',
  // The home page: its carousels and counters move without React (app/islands/motion.ts, in the page).
  'routes/public/home',
]);

/**
 * An address of a lean route that shows something only the hydrated page can: a gallery's ?image=<id> opens
 * its picture in the lightbox once hydrated (use-opened-picture.ts). Such a page keeps the usual scripts.
 */
export const opensOnlyHydrated = (search: string): boolean => new URLSearchParams(search).has(PICTURE_PARAM);
