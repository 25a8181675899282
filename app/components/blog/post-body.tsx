// The text of a post: paragraphs split at blank lines, single line breaks kept.
import Box from '@mui/material/Box';
import { paragraphs } from './post.ts';

export function PostBody({ content }: { content: string }) {
  return (
    <Box
      sx={{ '& p': { whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7, my: 1.5 } }}
      data-post-content=""
    >
      {paragraphs(content).map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </Box>
  );
}

/** Author and date line of a post. */
export function PostByline({ postedBy, date, time }: { postedBy: string; date: string; time?: string }) {
  return (
    <Box component="p" sx={{ color: 'text.secondary', fontSize: '0.875rem', m: 0 }} data-byline="">
      {postedBy} · {date}
      {time ? ` ${time}` : ''}
    </Box>
  );
}
