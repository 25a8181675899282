// /gallery: category filter, 6 pictures a page, lightbox (spec sections 2 and 9). The category and the
// page live in the query (?category=Sports&page=2), so every view has a link and the server renders it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GalleryItem } from '../../../common/api-types.ts';
import { GALLERY_PAGE_SIZE } from '../../../common/constants.ts';
import { pageContext } from '../../app-context.ts';
import { GALLERY_FILTERS, categoryLabelKey, inCategory, parseCategory } from '../../components/gallery/categories.ts';
import { ImageGrid } from '../../components/gallery/image-grid.tsx';
import { LazyLightbox as Lightbox } from '../../components/gallery/lazy-lightbox.tsx';
import { PageBanner } from '../../components/gallery/page-banner.tsx';
import { useOpenedPicture } from '../../components/gallery/use-opened-picture.ts';
import { useT } from '../../i18n/i18n.tsx';
import { variantUrl } from '../../lib/images.ts';
import { listOrEmpty, withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/gallery.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { data } = context.get(pageContext);
  const query = url.searchParams;
  const category = parseCategory(query.get('category'));
  // A failed fetch is only logged (spec section 8): the page shows the empty state.
  const all = await listOrEmpty(data.gallery(), 'Failed to fetch gallery');
  const items = category === 'All' ? all : all.filter((item) => inCategory(item.category, [category]));
  const pages = Math.max(1, Math.ceil(items.length / GALLERY_PAGE_SIZE));
  const asked = Number.parseInt(query.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
  return { category, page, pages, items };
}

// Its data request failing: the empty state, as when the gallery cannot be read.
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(
    serverLoader,
    () => ({
      category: parseCategory(new URL(request.url).searchParams.get('category')),
      page: 1,
      pages: 1,
      items: [] as GalleryItem[],
    }),
    request.signal,
  );

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  const first = data?.items[(data.page - 1) * GALLERY_PAGE_SIZE] ?? data?.items[0];
  // Each view (category and page) shows other pictures, so each is its own canonical address, as the blog's
  // pages are; the hreflang alternates keep its query.
  return pageMeta(args, {
    title: 'gallery.title',
    description: 'gallery.metaDescription',
    image: first ? variantUrl(first.imageVariants, 1200, first.image) : null,
    path: data ? galleryHref(data.category, data.page) : '/gallery',
  });
}

/** The address of a view; the defaults (All, page 1) are left out. */
function galleryHref(category: string, page = 1): string {
  const query = new URLSearchParams();
  if (category !== 'All') query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/gallery?${search}` : '/gallery';
}

const pagerSx = { minWidth: 44, minHeight: 44 } as const;

/** The previous or next page's button, disabled on the first or last page. */
function StepButton({
  to,
  disabled,
  label,
  children,
}: {
  to: string;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Button component={Link} to={to} disabled={disabled} aria-label={label} variant="outlined" sx={pagerSx}>
        {children}
      </Button>
    </li>
  );
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { category, page, pages, items } = loaderData;
  // The lightbox walks through every picture of the category, not just this page's six; the picture shown is
  // in the address (?image=<id>), so Back closes the lightbox.
  const picture = useOpenedPicture(items);
  const start = (page - 1) * GALLERY_PAGE_SIZE;
  const shown = items.slice(start, start + GALLERY_PAGE_SIZE);
  const label = (c: string) => {
    const key = categoryLabelKey(c);
    return key ? t(key) : c;
  };

  return (
    <>
      <PageBanner title={t('gallery.title')} intro={t('gallery.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box component="nav" aria-label={t('gallery.filterLabel')} sx={{ mb: 3 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {GALLERY_FILTERS.map((c) => {
              const active = c === category;
              return (
                <li key={c}>
                  <Button
                    component={Link}
                    to={galleryHref(c)}
                    preventScrollReset
                    aria-current={active ? 'true' : undefined}
                    variant={active ? 'contained' : 'outlined'}
                    color="primary"
                    size="small"
                    sx={{ borderRadius: 5, minHeight: 40, px: 2 }}
                  >
                    {label(c)}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>

        {shown.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.125rem', color: 'text.secondary' }}>
            {t('gallery.noImages')}
          </Typography>
        ) : (
          <ImageGrid items={shown} onOpen={(i) => picture.open(start + i)} />
        )}

        {pages > 1 && (
          <Box
            component="nav"
            aria-label={t('gallery.pages')}
            sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
          >
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: 1,
              }}
            >
              <StepButton to={galleryHref(category, page - 1)} disabled={page <= 1} label={t('gallery.previousPage')}>
                <ChevronLeftIcon />
              </StepButton>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <Button
                    component={Link}
                    to={galleryHref(category, n)}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={t('gallery.goToPage', { page: n })}
                    variant={n === page ? 'contained' : 'outlined'}
                    sx={pagerSx}
                  >
                    {n}
                  </Button>
                </li>
              ))}
              <StepButton to={galleryHref(category, page + 1)} disabled={page >= pages} label={t('gallery.nextPage')}>
                <ChevronRightIcon />
              </StepButton>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('gallery.pageOf', { page, pages })}
            </Typography>
          </Box>
        )}
      </Container>
      <Lightbox items={items} index={picture.index} onIndex={picture.move} onClose={picture.close} />
    </>
  );
}
