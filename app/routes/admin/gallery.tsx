// Gallery admin (/admin/add-gallery; Admin, Director, Teacher): search by title or category, a card grid,
// add, edit and delete. Form: Title required, Category (defaults to All), Description, Image (required for a
// new picture). Save failures read 'Error saving gallery image' (spec section 8); fetch and delete failures,
// which the old product only logged, are said in the page too.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoIcon from '@mui/icons-material/Photo';
import { useState } from 'react';
import type { GalleryItem } from '../../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import { gallerySchema, type GalleryInput } from '../../../common/schemas.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { thumb } from '../../components/admin/format.ts';
import { matchesGalleryItem } from '../../components/admin/search.ts';
import {
  CardGrid,
  CardImage,
  EditDeleteButtons,
  EmptyState,
  FormButtons,
  FormFailure,
  FormPage,
  ListFormPage,
  LoadError,
} from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { UploadField } from '../../components/admin/upload-field.tsx';
import { adminGet, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import { useDeleteItem } from '../../components/admin/use-delete-item.ts';
import { useSaveForm } from '../../components/admin/use-save-form.ts';
import { useReason, useZodForm } from '../../components/admin/use-zod-form.ts';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes.tsx';
import type { Route } from './+types/gallery.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.gallery', noindex: true });

export function clientLoader() {
  return { gallery: adminGet<GalleryItem[]>('gallery', '/api/gallery') };
}

const CARD_SIZES = '(min-width: 1536px) 260px, (min-width: 1200px) 25vw, (min-width: 900px) 33vw, 50vw';

function GalleryCard({ item, onEdit, onDelete }: { item: GalleryItem; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardImage
        image={item.image}
        variants={item.imageVariants}
        alt={item.title}
        ratio="4 / 3"
        sizes={CARD_SIZES}
        icon={PhotoIcon}
      />
      <CardContent sx={{ flexGrow: 1, pb: 1, px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '0.95rem', sm: '1.05rem' }, mb: 1, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Chip label={item.category} size="small" />
        {item.description && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <EditDeleteButtons name={item.title} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}

function GalleryList({
  promise,
  search,
  onEdit,
}: {
  promise: Promise<AdminResult<GalleryItem[]>>;
  search: string;
  onEdit: (item: GalleryItem) => void;
}) {
  const { t } = useT();
  const reason = useReason();
  const result = useLoaded(promise);
  const deleteItem = useDeleteItem();

  if (!result.ok) return <LoadError failure={result} text={t('admin.gallery.fetchError')} />;
  const items = result.data.filter((g) => matchesGalleryItem(g, search));
  if (items.length === 0) return <EmptyState text={t('admin.gallery.empty')} />;

  const remove = (item: GalleryItem) =>
    deleteItem(`/api/gallery/${item._id}`, {
      question: t('admin.gallery.confirmDelete'),
      deleted: t('admin.gallery.deleted'),
      failed: (failure) => `${t('admin.gallery.deleteError')}: ${reason(failure)}`,
      log: 'Gallery delete failed',
    });

  return (
    <CardGrid dense label={t('admin.gallery.title')}>
      {items.map((item) => (
        <GalleryCard key={item._id} item={item} onEdit={() => onEdit(item)} onDelete={() => remove(item)} />
      ))}
    </CardGrid>
  );
}

type GalleryValues = { title: string; category: string; description: string };

function GalleryForm({
  item,
  onDone,
  onCancel,
}: {
  item: GalleryItem | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const reason = useReason();
  const notify = useNotice();
  const save = useSaveForm();
  const form = useZodForm<GalleryValues, GalleryInput>(gallerySchema, {
    title: item?.title ?? '',
    category: item?.category ?? 'All',
    description: item?.description ?? '',
  });
  const [image, setImage] = useState<File | null>(null);
  useUnsavedChanges(form.dirty || image !== null);

  const submit = save.onSubmit(async () => {
    const data = form.validate({ image: !item && !image ? t('admin.validation.selectImage') : null });
    if (!data) return;
    const body = new FormData();
    body.set('title', data.title);
    body.set('category', data.category);
    body.set('description', data.description);
    if (image) body.set('image', image);
    const result = await save.store<GalleryItem>('/api/gallery', item?._id, { form: body, withFiles: !!image });
    if (result.ok) {
      notify(t(item ? 'admin.gallery.updated' : 'admin.gallery.created'));
      onDone();
      return;
    }
    if (result.status === 401) return;
    const onField = form.serverErrors(result.error);
    save.setFailure(
      onField || !result.fromServer
        ? t('admin.gallery.saveError')
        : `${t('admin.gallery.saveError')}: ${reason(result)}`,
    );
  });

  return (
    <FormPage title={t(item ? 'admin.gallery.editTitle' : 'admin.gallery.addTitle')} onCancel={onCancel}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
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
        <UploadField
          id={form.idFor('image')}
          label={t('admin.gallery.image')}
          kind="image"
          required={!item}
          file={image}
          onChange={(file) => {
            setImage(file);
            if (file) form.setError('image', null);
          }}
          currentUrl={item ? thumb(item.image, item.imageVariants) : null}
          progress={save.progress}
          error={form.errors.image}
          disabled={save.saving}
        />
        <FormFailure message={save.failure} />
        <FormButtons saving={save.saving} onCancel={onCancel} />
      </Box>
    </FormPage>
  );
}

export default function GalleryAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <ListFormPage<GalleryItem>
      title={t('admin.gallery.title')}
      addLabel={t('admin.gallery.add')}
      searchLabel={t('admin.gallery.search')}
      list={(search, onEdit) => <GalleryList promise={loaderData.gallery} search={search} onEdit={onEdit} />}
      form={(item, close) => <GalleryForm item={item} {...close} />}
    />
  );
}
