// The text of a post: its HTML as made on the server (post-full.server.ts: sanitised formatted text, or a plain
// text's paragraphs with its line breaks), with addresses linked.
import Box from '@mui/material/Box';
import type { Lang } from '../../i18n/languages.ts';
import { ContentLanguageNote, useTextLang } from '../layout/content-language.tsx';

/** `lang`: the language of the text (decision 021), set on it when not the page's. */
export function PostBody({ html, lang }: { html: string; lang?: Lang }) {
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        lineHeight: 1.7,
        '& p, & ul, & ol, & blockquote': { my: 1.5 },
        '& h2, & h3, & h4': { lineHeight: 1.3, mt: 3, mb: 1 },
        '& h2': { fontSize: '1.5rem' },
        '& h3': { fontSize: '1.25rem' },
        '& h4': { fontSize: '1.1rem' },
        '& img': { display: 'block', maxWidth: '100%', height: 'auto', my: 2, borderRadius: 1 },
        '& blockquote': { borderLeft: '4px solid', borderColor: 'divider', pl: 2, mx: 0 },
        '& a': { color: 'primary.main', textDecoration: 'underline' },
      }}
      data-post-content=""
      lang={useTextLang(lang)}
      // Sanitised on the server on every save and again when the page is made (decision 030).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
/** Author and date line of a post, with the note of its language when it is not the page's. */
export function PostByline({
  postedBy,
  date,
  time,
  lang,
}: {
  postedBy: string;
  date: string;
  time?: string;
  lang?: Lang;
}) {
  return (
    <Box component="p" sx={{ color: 'text.secondary', fontSize: '0.875rem', m: 0 }} data-byline="">
      {postedBy} · {date}
      {time ? ` ${time}` : ''} <ContentLanguageNote lang={lang} />
    </Box>
  );
}
