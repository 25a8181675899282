// One blog post at its own address (/blog/:id): rendered on the server for shared links and search
// engines, with the post's picture as the link preview. Unknown ids answer 404.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { data } from 'react-router';
import { LikeButton } from '../../components/blog/like-button.tsx';
import { PostBody, PostByline } from '../../components/blog/post-body.tsx';
import { DEFAULT_BLOG_IMAGE, type PostFull } from '../../components/blog/post.ts';
import { toFull } from '../../components/blog/post-full.server.ts';
import { StoredImage } from '../../components/gallery/stored-image.tsx';
import { useTextLang } from '../../components/layout/content-language.tsx';
import { ActionLink } from '../../components/home/action-link.tsx';
import { PreviewBand } from '../../components/blog/preview-band.tsx';
import { PREVIEW_PARAM } from '../../../common/constants.ts';
import { publishedAt } from '../../../common/publishing.ts';
import { pageContext } from '../../app-context.ts';
import { useT } from '../../i18n/i18n.tsx';
import type { Lang } from '../../i18n/languages.ts';
import { recordLanguages } from '../../lib/content-languages.ts';
import { variantUrl } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/blog-post.ts';

export async function loader({ context, params, request }: Route.LoaderArgs): Promise<{
  post: PostFull;
  createdAt: string;
  updatedAt: string;
  languages: Lang[];
  /**
   * A post not public yet, seen as a preview, or a post's unsaved changes (`changes`) sent from the back office
   * (issue 38 point 2): null for a public post.
   */
  preview: { scheduled: { date: string; time: string } | null; changes?: true } | null;
}> {
  // An unknown id, or one that cannot be an id, is "no such page"; a failed read is the error page. A post not
  // public yet is a preview for staff who may edit it or a share link's holder, and "no such page" for others.
  // Changes sent to be previewed are shown instead of the stored post; what a save would refuse is refused.
  const site = context.get(pageContext).data;
  const changes = await site.blogChanges(params.id);
  if (changes && 'refused' in changes) throw data(changes.refused.message, { status: changes.refused.status });
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  const shown = changes ? null : await site.blog(params.id);
  const post = changes?.post ?? shown ?? (await site.blogPreview(params.id, token));
  if (!post) throw data('Not found', { status: 404 });
  const scheduled = post.status === 'draft' ? null : { date: post.date, time: post.time };
  const preview = changes ? { scheduled, changes: true as const } : shown ? null : { scheduled };
  // The languages its hreflang alternates name: the original and its translations (a preview names none).
  const languages = preview ? [] : await recordLanguages(site, post._id, (inLanguage) => inLanguage.blog(post._id));
  return { post: toFull(post), createdAt: publishedAt(post), updatedAt: post.updatedAt, languages, preview };
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, { title: 'common.states.notFoundTitle', noindex: true });
  const { post } = loaded;
  return [
    ...pageMeta(args, {
      noindex: !!loaded.preview,
      title: post.title,
      description: post.excerpt,
      image: variantUrl(post.imageVariants, 1200, post.image),
      type: 'article',
      content: { languages: loaded.languages, lang: post.lang },
    }),
    { property: 'article:published_time', content: loaded.createdAt },
    { property: 'article:modified_time', content: loaded.updatedAt },
    { property: 'article:author', content: post.postedBy },
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { post, preview } = loaderData;
  const textLang = useTextLang(post.lang);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {preview && <PreviewBand scheduled={preview.scheduled} changes={preview.changes} />}
      <ActionLink to="/blog" look="text" style={{ marginBottom: 16 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('blog.backToBlog')}
      </ActionLink>
      <Box
        component="article"
        sx={{ bgcolor: '#ffffff', borderRadius: 2, boxShadow: '0 1px 3px rgba(0,0,0,0.12)', overflow: 'hidden' }}
        data-post-id={post._id}
      >
        {post.image && (
          <Box
            sx={{
              aspectRatio: post.imageVariants ? `${post.imageVariants.width} / ${post.imageVariants.height}` : '16 / 9',
              maxHeight: 480,
              overflow: 'hidden',
            }}
          >
            <StoredImage
              src={post.image}
              variants={post.imageVariants}
              alt={post.alt || post.title}
              sizes="(min-width: 900px) 852px, 100vw"
              eager
              srcWidth={800}
              fallback={DEFAULT_BLOG_IMAGE}
            />
          </Box>
        )}
        <Box sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography
            component="h1"
            variant="h1"
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere', mb: 1 }}
            lang={textLang}
          >
            {post.title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <PostByline postedBy={post.postedBy} date={post.date} time={post.time} lang={post.lang} />
            <LikeButton title={post.title} />
          </Box>
          <PostBody html={post.html} lang={post.lang} />
        </Box>
      </Box>
    </Container>
  );
}
