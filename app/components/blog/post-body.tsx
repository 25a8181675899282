// The text of a post: paragraphs split at blank lines, single line breaks kept.
import Box from '@mui/material/Box';
import type { Lang } from '../../i18n/languages.ts';
import { ContentLanguageNote, useTextLang } from '../layout/content-language.tsx';
import { paragraphs } from './post.ts';

/** `lang`: the language of the text (decision 021), set on it when not the page's. */
export function PostBody({ content, lang }: { content: string; lang?: Lang }) {
  return (
    <Box
      sx={{ '& p': { whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7, my: 1.5 } }}
      data-post-content=""
      lang={useTextLang(lang)}
    >
      {paragraphs(content).map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </Box>
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
