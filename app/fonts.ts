// Roboto (spec section 1), self-hosted from @fontsource/roboto: only the Latin subsets, in WOFF2, which every
// browser we serve reads. The pages are in English, German and Kiswahili; Latin Extended is fetched only when a
// text needs one of its letters (unicode-range).
//
// They come after the page, never with it: on a slow connection the font files would share the first seconds
// with the text and the hero picture. loadFonts() (app/lib/load-fonts.ts) runs once the page has been drawn
// (on a lean page once its largest paint has settled: app/islands/wake-on-intent.ts; root.tsx on the pages
// that hydrate at once) and keeps font-display: optional's rule, that text already drawn does not move:
// - local() first: Android phones have Roboto built in, download nothing and use it at once;
// - the Latin faces are loaded on their own, not yet part of the page. From the cache (an earlier page), they
//   are added together: one new layout, in Roboto;
// - downloaded (a first visit), they are not added: the page keeps the device's own sans-serif and is not
//   laid out again; the next page has them (a new document, or a move within this one: root.tsx). Where the
//   browser does not tell the bytes transferred, a load of over 100 ms (font-display: optional's block
//   period) counts as a download. A style sheet of @font-face rules, added to the page as before,
//   cost two full layouts on a first visit for no visible change (docs/decisions/022, "Stop 29").
import latinExt400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2?url';
import latin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import latinExt500 from '@fontsource/roboto/files/roboto-latin-ext-500-normal.woff2?url';
import latin500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import latinExt700 from '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2?url';
import latin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import type { FontFaceSpec } from './lib/load-fonts.ts';

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
  'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const LATIN_EXT =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
  'U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

const face = (weight: string, local: string[], url: string, latin: boolean): FontFaceSpec => ({
  weight,
  local,
  url,
  unicodeRange: latin ? LATIN : LATIN_EXT,
  latin,
});

const REGULAR = ['Roboto', 'Roboto-Regular'];
const MEDIUM = ['Roboto Medium', 'Roboto-Medium'];
const BOLD = ['Roboto Bold', 'Roboto-Bold'];

/** Roboto's faces as MUI's theme uses them: 400, 500 and 700. */
export const ROBOTO: FontFaceSpec[] = [
  face('400', REGULAR, latin400, true),
  face('500', MEDIUM, latin500, true),
  face('700', BOLD, latin700, true),
  face('400', REGULAR, latinExt400, false),
  face('500', MEDIUM, latinExt500, false),
  face('700', BOLD, latinExt700, false),
];
