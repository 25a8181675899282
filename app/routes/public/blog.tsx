// Blog (spec section 2 "Blog"): cards 8 per page with page links that work without JavaScript
// (?page=2), Read More opening the whole post in a dialog (or, without JavaScript, the post's own page),
// the local like heart, and 'Failed to fetch blogs.' in red when the posts cannot be read.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { BlogPost, ListPage } from '../../../common/api-types.ts';
import { BLOG_PAGE_SIZE } from '../../../common/constants.ts';
import { pageContext } from '../../app-context.ts';
import { BlogCard } from '../../components/blog/blog-card.tsx';
import { postPath, type PostFull } from '../../components/blog/post.ts';
import { toFull } from '../../components/blog/post-full.server.ts';
import { GridList } from '../../components/layout/grid-list.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import { pageLinks } from '../../lib/page-links.ts';
import type { Route } from './+types/blog.ts';

/**
 * History state of an open Read More dialog. Opening pushes an entry whose address reads the post's own page
 * (a masked entry: the list stays, a reload or a shared address shows the post), so the phone's Back button
 * closes the dialog and keeps the visitor on the list.
 */
interface ReadMoreState {
  post?: string;
}

// Loaded when Read More is first used.
const BlogDialog = lazy(() => import('../../components/blog/blog-dialog.tsx').then((m) => ({ default: m.BlogDialog })));

export interface BlogPageData {
  failed: boolean;
  posts: PostFull[];
  page: number;
  pages: number;
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<BlogPageData> {
  const { data } = context.get(pageContext);
  const asked = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  let page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), MAX_PAGE) : 1;
  // The page's eight posts and the count of all; a page past the last shows the last.
  let read: ListPage<BlogPost>;
  try {
    read = await data.blogPage(page, BLOG_PAGE_SIZE);
    const pages = Math.max(1, Math.ceil(read.total / BLOG_PAGE_SIZE));
    if (page > pages) read = await data.blogPage((page = pages), BLOG_PAGE_SIZE);
  } catch {
    return failedBlog();
  }
  const pages = Math.max(1, Math.ceil(read.total / BLOG_PAGE_SIZE));
  return { failed: false, posts: read.items.map(toFull), page, pages };
}

/** The furthest page an address may ask for (the list query's own bound). */
const MAX_PAGE = 1_000_000;

/** The page when the posts cannot be read: 'Failed to fetch blogs.' */
const failedBlog = (): BlogPageData => ({ failed: true, posts: [], page: 1, pages: 1 });

export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(serverLoader, failedBlog, request.signal);

export function meta(args: Route.MetaArgs) {
  // Each page of the list shows other posts, so each is its own canonical address (not all page 1).
  return pageMeta(args, {
    title: 'blog.title',
    description: 'blog.description',
    path: pageHref(args.loaderData?.page ?? 1),
  });
}

const pageHref = (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`);

/** The gap between runs of page links (first … around the current page … last). */
const GAP = { minWidth: 24, height: 44, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' };

function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useT();
  if (pages < 2) return null;
  const cell = {
    minWidth: 44,
    height: 44,
    px: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 1,
    border: '1px solid',
    borderColor: 'primary.main',
    color: 'primary.dark',
    bgcolor: '#ffffff',
    textDecoration: 'none',
    fontWeight: 500,
    '&:hover': { bgcolor: '#e0f2f1' },
    '&:focus-visible': { outline: '3px solid #f57c00', outlineOffset: 2 },
    '&[aria-current="page"]': { bgcolor: 'primary.main', color: '#ffffff' },
  } as const;
  return (
    <Box component="nav" aria-label={t('blog.pagination')} sx={{ mt: 4 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}
      >
        {page > 1 && (
          <li>
            <Box component={Link} to={pageHref(page - 1)} rel="prev" aria-label={t('blog.previousPage')} sx={cell}>
              <ChevronLeftIcon aria-hidden />
            </Box>
          </li>
        )}
        {pageLinks(page, pages).map((n, i) =>
          n === 'gap' ? (
            <Box component="li" key={`gap${i}`} aria-hidden sx={GAP}>
              …
            </Box>
          ) : (
            <li key={n}>
              <Box
                component={Link}
                to={pageHref(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('blog.pageOf', { page: n, pages })}
                sx={cell}
                data-page-link={n}
              >
                {n}
              </Box>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Box component={Link} to={pageHref(page + 1)} rel="next" aria-label={t('blog.nextPage')} sx={cell}>
              <ChevronRightIcon aria-hidden />
            </Box>
          </li>
        )}
      </Box>
    </Box>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { failed, posts, page, pages } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const openId = (location.state as ReadMoreState | null)?.post ?? null;
  const open = posts.find((p) => p._id === openId) ?? null;
  // The last post opened stays mounted, so that Back closes its dialog properly (focus back to Read More).
  const [shown, setShown] = useState<PostFull | null>(null);
  if (open && open !== shown) setShown(open);
  const openPost = (post: PostFull) =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      {
        mask: postPath(post),
        state: { post: post._id } satisfies ReadMoreState,
        preventScrollReset: true,
        defaultShouldRevalidate: false,
      },
    );
  // Closed in the page (Close, Escape, the backdrop): leave the entry that opening pushed.
  const closePost = () => {
    if (openId) void navigate(-1);
  };

  return (
    <Box sx={{ bgcolor: 'background.default', pb: { xs: 5, md: 8 } }}>
      <Box
        sx={{
          background: 'linear-gradient(135deg, #004d40 0%, #00796b 100%)',
          color: '#ffffff',
          py: { xs: 5, md: 7 },
          mb: { xs: 3, md: 5 },
        }}
      >
        <Container maxWidth="xl">
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
            {t('blog.heading')}
          </Typography>
          <Typography sx={{ mt: 1, maxWidth: 720, color: 'rgba(255,255,255,0.92)' }}>{t('blog.intro')}</Typography>
          {pages > 1 && (
            <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.92)' }} data-page-status="">
              {t('blog.pageOf', { page, pages })}
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth="xl">
        {failed && (
          <Typography
            role="alert"
            sx={{ color: 'error.main', fontWeight: 500, textAlign: 'center' }}
            data-blog-error=""
          >
            {t('blog.fetchFailed')}
          </Typography>
        )}
        {!failed && posts.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('blog.empty')}
          </Typography>
        )}
        {posts.length > 0 && (
          <GridList
            gap={3}
            columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }}
            data-blog-grid=""
          >
            {posts.map((post, i) => (
              <li key={post._id}>
                <BlogCard
                  post={post}
                  headingLevel="h2"
                  readMoreTo={postPath(post)}
                  onReadMore={() => openPost(post)}
                  eager={i < 2}
                  secondary={i > 0 && i < 4} // the rest of the first row (up to four columns)
                  imageSizes="(min-width: 1200px) 25vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
                />
              </li>
            ))}
          </GridList>
        )}
        <Pagination page={page} pages={pages} />
      </Container>
      {shown && (
        <Suspense fallback={null}>
          <BlogDialog key={shown._id} post={shown} open={open === shown} entry={location} onClose={closePost} />
        </Suspense>
      )}
    </Box>
  );
}
