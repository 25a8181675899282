// The public routes served lean (docs/decisions/022): their HTML comes without React Router's scripts, and the
// page is hydrated only when a visitor first reaches for one of its interactive parts (wake-on-intent.ts).
// Until then the page costs no JavaScript at all: its links are ordinary links (a page load from the page
// cache), the language switch and the contact form work as without JavaScript.
//
// A route belongs here only when nothing on it moves or changes by itself once loaded: no carousel, marquee or
// counter that starts on its own, no part that appears only after hydration. Its buttons (menus, Login, a
// like heart, the form's Send) wake the page and are pressed once it has hydrated.
// Ids as in app/routes.ts (the file path without its extension, or the route's own id).
export const LEAN_ROUTES: ReadonlySet<string> = new Set([
  'documents-joining',
  'documents-curriculum',
  'routes/public/partner',
  'routes/public/school-details',
  'routes/public/blog-post',
  // The home page: its carousels and counters move without React (app/islands/motion.ts, in the page).
  'routes/public/home',
]);
