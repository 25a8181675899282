// Gallery admin (/admin/add-gallery; Admin, Director, Teacher): search by title or category, a card grid,
// add, edit and delete. Form: Title required, Category (defaults to All), Description, Image (required for a
// new picture). Save failures read 'Error saving gallery image' (spec section 8); fetch and delete failures,
// which the old product only logged, are said in the page too.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GalleryItem } from '../../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import { gallery, gallerySchema } from '../../../common/resources/gallery.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { matchesGalleryItem } from '../../components/admin/search.ts';
import { useAdminForm } from '../../components/admin/admin-form.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { PictureField, TextInput } from '../../components/admin/form-fields.tsx';
import { ListFormPage, PictureCard, type ItemFormProps, type ListPage } from '../../components/admin/list-page.tsx';
import { ItemForm, useSavedBack } from '../../components/admin/item-form.tsx';
import { LanguageMarks } from '../../components/admin/translation-tabs.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import { listQueryOf } from '../../components/admin/server-list.tsx';
import type { ListPage as ApiListPage } from '../../../common/api-types.ts';
import type { Route } from './+types/gallery.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.gallery', noindex: true });

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  // One page of the pictures, searched (title, category) and filtered by category on the server.
  return {
    gallery: adminGet<ApiListPage<GalleryItem>>('gallery', `/api/gallery?with=translations&${listQueryOf(request)}`),
  };
}

/** The widths a gallery card's picture is drawn at. */
const SIZES = '(min-width: 1536px) 260px, (min-width: 1200px) 25vw, (min-width: 900px) 33vw, 50vw';

function GalleryForm({ item, onDone, onCancel }: ItemFormProps<GalleryItem>) {
  const { t } = useT();
  const reason = useReason();
  const form = useAdminForm({
    schema: gallerySchema,
    values: {
      title: item?.title ?? '',
      category: item?.category ?? 'All',
      description: item?.description ?? '',
      image: null as File | null,
    },
    labels: gallery.labels,
    // A new picture needs its image; a stored one keeps its own.
    check: ({ image }) => ({ image: !item && !image && 'admin.validation.selectImage' }),
    translate: { type: 'gallery', record: item, lines: { description: 2 } },
  });
  const submit = form.save<GalleryItem>({
    path: '/api/gallery',
    id: item?._id,
    saved: useSavedBack('admin.gallery', item, onDone),
    failed: (result, onField) =>
      onField || !result.fromServer
        ? t('admin.gallery.saveError')
        : `${t('admin.gallery.saveError')}: ${reason(result)}`,
  });
  return (
    <ItemForm form={form} area="admin.gallery" item={item} onSubmit={submit} onCancel={onCancel}>
      <TextInput form={form} name="title" required />
      <TextInput form={form} name="category" choice>
        {GALLERY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </TextInput>
      <TextInput form={form} name="description" lines={2} />
      <PictureField form={form} name="image" stored={item} required={!item} />
    </ItemForm>
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
  return <ListFormPage {...PAGE} server={{ filters: ['category'] }} promise={loaderData.gallery} />;
}
