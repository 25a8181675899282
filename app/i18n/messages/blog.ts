// Texts of the blog pages. English keeps the spec's exact wording.
const en = {
  title: 'Blog',
  heading: 'Our Blog',
  intro: 'News and stories from our classrooms, our events and our partner schools.',
  description: 'News and stories from the Bright pre-primary and primary schools in Tanzania.',
  fetchFailed: 'Failed to fetch blogs.',
  empty: 'No blog posts yet.',
  pagination: 'Blog pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
  openPost: 'Open this post on its own page',
  backToBlog: 'Back to the blog',
  postedBy: 'Posted by {name}',
};
export type Messages = typeof en;

const de: Messages = {
  title: 'Blog',
  heading: 'Unser Blog',
  intro:
    'Neuigkeiten und Geschichten aus unseren Klassenzimmern, von unseren Veranstaltungen und unseren Partnerschulen.',
  description: 'Neuigkeiten und Geschichten aus den Bright-Schulen, unseren Vor- und Grundschulen in Tansania.',
  fetchFailed: 'Die Blogbeiträge konnten nicht geladen werden.',
  empty: 'Noch keine Blogbeiträge.',
  pagination: 'Blogseiten',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pageOf: 'Seite {page} von {pages}',
  openPost: 'Diesen Beitrag auf eigener Seite öffnen',
  backToBlog: 'Zurück zum Blog',
  postedBy: 'Veröffentlicht von {name}',
};

const sw: Messages = {
  title: 'Blogu',
  heading: 'Blogu Yetu',
  intro: 'Habari na simulizi kutoka madarasani mwetu, matukio yetu na shule zetu washirika.',
  description: 'Habari na simulizi kutoka shule za awali na msingi za Bright nchini Tanzania.',
  fetchFailed: 'Imeshindikana kupakia makala za blogu.',
  empty: 'Bado hakuna makala za blogu.',
  pagination: 'Kurasa za blogu',
  previousPage: 'Ukurasa uliotangulia',
  nextPage: 'Ukurasa unaofuata',
  pageOf: 'Ukurasa {page} kati ya {pages}',
  openPost: 'Fungua makala hii kwenye ukurasa wake',
  backToBlog: 'Rudi kwenye blogu',
  postedBy: 'Imeandikwa na {name}',
};

export default { en, de, sw };
