// /resource/transports, /resource/library and /resource/computer-lab: the pictures of one gallery category
// in a grid, with the popup viewer (spec section 2). One module serves the three routes; the address
// decides the category.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { GalleryItem } from '../../../common/api-types.ts';
import { pageContext } from '../../app-context.ts';
import { GalleryPager } from '../../components/gallery/gallery-pager.tsx';
import { ImageGrid } from '../../components/gallery/image-grid.tsx';
import { LazyLightbox as Lightbox } from '../../components/gallery/lazy-lightbox.tsx';
import { PageBanner } from '../../components/gallery/page-banner.tsx';
import { useOpenedPicture } from '../../components/gallery/use-opened-picture.ts';
import { useT } from '../../i18n/i18n.tsx';
import { variantUrl } from '../../lib/images.ts';
import { pageOrEmpty, withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/resource-gallery.ts';

type Kind = 'transports' | 'library' | 'computerLab';

/** Each page's category; the library page also shows pictures filed under the plain 'Library' category. */
const TRANSPORTS = { kind: 'transports', categories: ['Transports'], path: '/resource/transports' } as const;
const PAGES: Record<string, { kind: Kind; categories: readonly string[]; path: string }> = {
  '/resource/transports': TRANSPORTS,
  '/resource/library': { kind: 'library', categories: ['Library Life', 'Library'], path: '/resource/library' },
  '/resource/computer-lab': { kind: 'computerLab', categories: ['Computer Lab'], path: '/resource/computer-lab' },
};

const pageOf = (url: URL) => PAGES[url.pathname.replace(/\/+$/, '').toLowerCase()] ?? TRANSPORTS;

/** Pictures a page of a resource gallery shows (the spec gives none; a page of a large gallery stays small). */
const RESOURCE_PAGE_SIZE = 24;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { data } = context.get(pageContext);
  // `url` is the page's address (client navigations request '<path>.data', which `request.url` shows).
  const shown = pageOf(url);
  const asked = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  let page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), 1_000_000) : 1;
  const read = (n: number) =>
    pageOrEmpty(data.galleryPage(shown.categories, n, RESOURCE_PAGE_SIZE), 'Failed to fetch gallery');
  let found = await read(page);
  const pages = Math.max(1, Math.ceil(found.total / RESOURCE_PAGE_SIZE));
  if (page > pages) found = await read((page = pages));
  return { kind: shown.kind, path: shown.path, items: found.items, page, pages };
}

// Its data request failing: 'No {category} images found.', as when the gallery cannot be read.
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(
    serverLoader,
    () => {
      const page = pageOf(new URL(request.url));
      return { kind: page.kind, path: page.path, items: [] as GalleryItem[], page: 1, pages: 1 };
    },
    request.signal,
  );

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  const kind = data?.kind ?? 'transports';
  const first = data?.items[0];
  return pageMeta(args, {
    title: `gallery.resource.${kind}.title`,
    description: `gallery.resource.${kind}.metaDescription`,
    image: first ? variantUrl(first.imageVariants, 1200, first.image) : null,
    path: data?.path,
  });
}

export default function ResourceGalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { kind, items, path, page, pages } = loaderData;
  // The picture shown is in the address (?image=<id>), so Back closes the viewer.
  const picture = useOpenedPicture(items);
  const title = t(`gallery.resource.${kind}.title`);

  return (
    <>
      <PageBanner title={title} intro={t(`gallery.resource.${kind}.intro`)} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {items.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.125rem', color: 'text.secondary' }}>
            {t('gallery.noCategoryImages', { category: title })}
          </Typography>
        ) : (
          <ImageGrid items={items} onOpen={picture.open} />
        )}
        <GalleryPager page={page} pages={pages} href={(n) => (n > 1 ? `${path}?page=${n}` : path)} />
      </Container>
      <Lightbox items={items} index={picture.index} onIndex={picture.move} onClose={picture.close} />
    </>
  );
}
