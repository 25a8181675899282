// /gallery: category filter, 6 pictures a page, lightbox (spec sections 2 and 9). The category and the
// page live in the query (?category=Sports&page=2), so every view has a link and the server renders it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { GalleryItem } from '../../../common/api-types.ts';
import { GALLERY_PAGE_SIZE } from '../../../common/constants.ts';
import { pageContext } from '../../app-context.ts';
import { GALLERY_FILTERS, categoryLabelKey, parseCategory } from '../../components/gallery/categories.ts';
import { ImageGrid } from '../../components/gallery/image-grid.tsx';
import { GalleryPager } from '../../components/gallery/gallery-pager.tsx';
import { LazyLightbox as Lightbox } from '../../components/gallery/lazy-lightbox.tsx';
import { PageBanner } from '../../components/gallery/page-banner.tsx';
import { useOpenedPicture } from '../../components/gallery/use-opened-picture.ts';
import { useT } from '../../i18n/i18n.tsx';
import { variantUrl } from '../../lib/images.ts';
import { pageOrEmpty, withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/gallery.ts';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { data } = context.get(pageContext);
  const query = url.searchParams;
  const category = parseCategory(query.get('category'));
  const asked = Number.parseInt(query.get('page') ?? '1', 10);
  let page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), 1_000_000) : 1;
  // The page's six pictures and the count of the category's (a page past the last shows the last). A failed
  // fetch is only logged (spec section 8): the page shows the empty state.
  const categories = category === 'All' ? null : [category];
  const read = (n: number) =>
    pageOrEmpty(data.galleryPage(categories, n, GALLERY_PAGE_SIZE), 'Failed to fetch gallery');
  let found = await read(page);
  const pages = Math.max(1, Math.ceil(found.total / GALLERY_PAGE_SIZE));
  if (page > pages) found = await read((page = pages));
  return { category, page, pages, items: found.items };
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
  const first = data?.items[0];
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

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { category, page, pages, items } = loaderData;
  // The page has its six pictures (the server reads no more: decision 028), and the lightbox walks through them;
  // the picture shown is in the address (?image=<id>), so Back closes the lightbox.
  const picture = useOpenedPicture(items);
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

        {items.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.125rem', color: 'text.secondary' }}>
            {t('gallery.noImages')}
          </Typography>
        ) : (
          <ImageGrid items={items} onOpen={(i) => picture.open(i)} />
        )}

        <GalleryPager page={page} pages={pages} href={(n) => galleryHref(category, n)} />
      </Container>
      <Lightbox items={items} index={picture.index} onIndex={picture.move} onClose={picture.close} />
    </>
  );
}
