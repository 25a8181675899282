// Gallery admin (/admin/add-gallery; Admin, Director, Teacher): search by title or category, a card grid,
// add, edit and delete. Form: Title required, Category (defaults to All), Description, Image (required for a
// new picture). Save failures read 'Error saving gallery image' (spec section 8); fetch and delete failures,
// which the old product only logged, are said in the page too.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GalleryItem } from '../../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import { gallerySchema, type GalleryInput } from '../../../common/resources/gallery.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { matchesGalleryItem } from '../../components/admin/search.ts';
import { ListFormPage, PictureCard, type ItemFormProps, type ListPage } from '../../components/admin/list-page.tsx';
import { ResourceFormView, useResourceForm } from '../../components/admin/resource-form.tsx';
import { LanguageMarks } from '../../components/admin/translation-tabs.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import { useReason } from '../../components/admin/use-zod-form.ts';
import type { Route } from './+types/gallery.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.gallery', noindex: true });

export function clientLoader() {
  return { gallery: adminGet<GalleryItem[]>('gallery', '/api/gallery?with=translations') };
}

/** The widths a gallery card's picture is drawn at. */
const SIZES = '(min-width: 1536px) 260px, (min-width: 1200px) 25vw, (min-width: 900px) 33vw, 50vw';

type GalleryValues = { title: string; category: string; description: string };

function GalleryForm({ item, onDone, onCancel }: ItemFormProps<GalleryItem>) {
  const { t } = useT();
  const reason = useReason();
  const rf = useResourceForm<GalleryValues, GalleryInput, GalleryItem>({
    path: '/api/gallery',
    item,
    schema: gallerySchema,
    initial: { title: item?.title ?? '', category: item?.category ?? 'All', description: item?.description ?? '' },
    image: 'new',
    body: (data) => ({ title: data.title, category: data.category, description: data.description }),
    saved: t(item ? 'admin.gallery.updated' : 'admin.gallery.created'),
    failure: (result, onField) =>
      onField || !result.fromServer
        ? t('admin.gallery.saveError')
        : `${t('admin.gallery.saveError')}: ${reason(result)}`,
    onDone,
    translate: {
      type: 'gallery',
      labels: { title: 'admin.gallery.itemTitle', description: 'admin.gallery.description' },
      lines: { description: 2 },
    },
  });
  const { form } = rf;
  return (
    <ResourceFormView rf={rf} area="admin.gallery" onCancel={onCancel}>
      <TextField {...form.field('title')} label={t('admin.gallery.itemTitle')} required />
      <TextField
        {...form.field('category')}
        label={t('admin.gallery.category')}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {GALLERY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </TextField>
      <TextField {...form.field('description')} label={t('admin.gallery.description')} multiline minRows={2} />
    </ResourceFormView>
  );
}

const PAGE: ListPage<GalleryItem> = {
  area: 'admin.gallery',
  search: matchesGalleryItem,
  data: {
    loadError: (_failure, { t }) => t('admin.gallery.fetchError'),
    remove: (item, { t, reason }) => ({
      path: `/api/gallery/${item._id}`,
      failed: (failure) => `${t('admin.gallery.deleteError')}: ${reason(failure)}`,
      log: 'Gallery delete failed',
    }),
    dense: true,
    card: (item, actions) => (
      <PictureCard item={item} dense ratio="4 / 3" sizes={SIZES} {...actions}>
        <Chip label={item.category} size="small" />
        <Box sx={{ mt: 1 }}>
          <LanguageMarks record={item} />
        </Box>
        {item.description && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
      </PictureCard>
    ),
  },
  form: (item, close) => <GalleryForm item={item} {...close} />,
};

export default function GalleryAdmin({ loaderData }: Route.ComponentProps) {
  return <ListFormPage {...PAGE} promise={loaderData.gallery} />;
}
