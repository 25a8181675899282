// The Read More dialog of the blog page: the whole post in a native modal <dialog> (focus kept inside,
// Escape closes, focus returns to Read More), with a link to the post's own page. `open` follows the page's
// history entry: when Back takes it away, the dialog closes as if its Close button had been used.
import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { StoredImage } from '../gallery/stored-image.tsx';
import { ActionLink, actionClass } from '../home/action-link.tsx';
import { useTextLang } from '../layout/content-language.tsx';
import { PostBody, PostByline } from './post-body.tsx';
import { DEFAULT_BLOG_IMAGE, postPath, type PostFull } from './post.ts';

interface BlogDialogProps {
  post: PostFull;
  open: boolean;
  /**
   * The location that opened it (React Router makes a new object for every navigation that lands, a Forward to
   * the same entry too): a new one opens the dialog again even if `open` never turned false.
   */
  entry: object;
  onClose: () => void;
}

export function BlogDialog({ post, open, entry, onClose }: BlogDialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textLang = useTextLang(post.lang);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
    // Closing goes Back (history.back(), which ends a moment later). Read More pressed again before that ends
    // (a quick tap on a slow phone) gives React the Back and the new entry in one render, so `open` stays true
    // although the dialog has closed: the new location is what tells the dialog to open again (Forward back onto
    // the same entry keeps its key, so the key alone left the dialog shut under an address that said open).
  }, [open, entry]);

  // A click on the dimmed backdrop lands on the <dialog> itself (the content box has no gap around it).
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdrop}
      data-blog-dialog=""
      sx={{
        p: 0,
        border: 0,
        borderRadius: 2,
        width: 'calc(100% - 32px)',
        maxWidth: 760,
        maxHeight: 'calc(100dvh - 32px)',
        boxShadow: 24,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.6)' },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Box
            component="h2"
            id={titleId}
            lang={textLang}
            sx={{
              m: 0,
              flexGrow: 1,
              fontSize: { xs: '1.35rem', sm: '1.6rem' },
              lineHeight: 1.3,
              overflowWrap: 'anywhere',
            }}
          >
            {post.title}
          </Box>
          <Box
            component="button"
            type="button"
            aria-label={t('common.states.close')}
            title={t('common.states.close')}
            onClick={() => ref.current?.close()}
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              border: 0,
              borderRadius: '50%',
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.06)' },
              '&:focus-visible': { outline: '3px solid #004d40' },
            }}
          >
            <CloseIcon />
          </Box>
        </Box>
        <PostByline postedBy={post.postedBy} date={post.date} time={post.time} lang={post.lang} />
        {post.image && (
          <Box
            sx={{
              mt: 2,
              aspectRatio: post.imageVariants
                ? `${post.imageVariants.width} / ${post.imageVariants.height}`
                : '16 / 10',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <StoredImage
              src={post.image}
              variants={post.imageVariants}
              alt={post.alt || post.title}
              sizes="(min-width: 800px) 712px, calc(100vw - 64px)"
              fallback={DEFAULT_BLOG_IMAGE}
            />
          </Box>
        )}
        <PostBody html={post.html} lang={post.lang} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 2 }}>
          <ActionLink to={postPath(post)} look="text" data-open-post="">
            {t('blog.openPost')}
          </ActionLink>
          <button type="button" onClick={() => ref.current?.close()} className={actionClass('contained')}>
            {t('common.states.close')}
          </button>
        </Box>
      </Box>
    </Box>
  );
}
