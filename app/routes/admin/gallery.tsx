// Gallery admin (/admin/add-gallery; Admin, Director, Teacher): search by title or category, a card grid,
// add, edit and delete. Form: Title required, Category (defaults to All), Description, Image (required for a
// new picture). Save failures read 'Error saving gallery image' (spec section 8); fetch and delete failures,
// which the old product only logged, are said in the page too.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PhotoIcon from '@mui/icons-material/Photo';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { GalleryItem } from '../../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import { gallerySchema, type GalleryInput } from '../../../common/schemas.ts';
import { srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useConfirm } from '../../components/admin/confirm-dialog.tsx';
import { thumb } from '../../components/admin/format.ts';
import { AdminPage, CardGrid, EmptyState, ErrorState, FormButtons, FormPage, Loading, SearchField } from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { UploadField } from '../../components/admin/upload-field.tsx';
import { adminGet, useAdminApi, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import { useMessageText, useZodForm } from '../../components/admin/use-zod-form.ts';
import type { Route } from './+types/gallery.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.gallery', noindex: true });

export function clientLoader() {
  return { gallery: adminGet<GalleryItem[]>('/api/gallery') };
}

const CARD_SIZES = '(min-width: 1536px) 260px, (min-width: 1200px) 25vw, (min-width: 900px) 33vw, 50vw';

function GalleryCard({ item, onEdit, onDelete }: { item: GalleryItem; onEdit: () => void; onDelete: () => void }) {
  const { t } = useT();
  const image = thumb(item.image, item.imageVariants);
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden', backgroundImage: item.imageVariants ? `url(${item.imageVariants.placeholder})` : undefined, backgroundSize: 'cover' }}>
        {image ? (
          <img
            src={image}
            srcSet={srcSet(item.imageVariants)}
            sizes={CARD_SIZES}
            width={item.imageVariants?.width}
            height={item.imageVariants?.height}
            alt={item.title}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PhotoIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        )}
      </Box>
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
        <IconButton aria-label={t('admin.common.editItem', { name: item.title })} onClick={onEdit} color="primary">
          <EditIcon />
        </IconButton>
        <IconButton aria-label={t('admin.common.deleteItem', { name: item.title })} onClick={onDelete} color="error">
          <DeleteIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}

function GalleryList({ promise, search, onEdit }: { promise: Promise<AdminResult<GalleryItem[]>>; search: string; onEdit: (item: GalleryItem) => void }) {
  const { t } = useT();
  const result = useLoaded(promise);
  const { send } = useAdminApi();
  const confirm = useConfirm();
  const notify = useNotice();
  const revalidator = useRevalidator();

  if (!result.ok) {
    if (result.status === 401) return null;
    return <ErrorState text={t('admin.gallery.fetchError')} onRetry={() => revalidator.revalidate()} />;
  }
  const needle = search.trim().toLowerCase();
  const items = result.data.filter((g) => g.title.toLowerCase().includes(needle) || g.category.toLowerCase().includes(needle));
  if (items.length === 0) return <EmptyState text={t('admin.gallery.empty')} />;

  const remove = async (item: GalleryItem) => {
    if (!(await confirm(t('admin.gallery.confirmDelete')))) return;
    const answer = await send(`/api/gallery/${item._id}`, { method: 'DELETE' });
    if (answer.ok) {
      notify(t('admin.gallery.deleted'));
      await revalidator.revalidate();
    } else if (answer.status !== 401) {
      console.error('Gallery delete failed', answer.error.message);
      notify(`${t('admin.gallery.deleteError')}: ${answer.error.message}`, 'error');
    }
  };

  return (
    <CardGrid dense label={t('admin.gallery.title')}>
      {items.map((item) => (
        <GalleryCard key={item._id} item={item} onEdit={() => onEdit(item)} onDelete={() => remove(item)} />
      ))}
    </CardGrid>
  );
}

type GalleryValues = { title: string; category: string; description: string };

function GalleryForm({ item, onDone, onCancel }: { item: GalleryItem | null; onDone: () => void; onCancel: () => void }) {
  const { t } = useT();
  const text = useMessageText();
  const { send } = useAdminApi();
  const notify = useNotice();
  const form = useZodForm<GalleryValues, GalleryInput>(gallerySchema, {
    title: item?.title ?? '',
    category: item?.category ?? 'All',
    description: item?.description ?? '',
  });
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const data = form.validate({ image: !item && !image ? text('Please select an image.') : null });
    if (!data) return;
    const body = new FormData();
    body.set('title', data.title);
    body.set('category', data.category);
    body.set('description', data.description);
    if (image) body.set('image', image);
    setSaving(true);
    setProgress(image ? 0 : null);
    const result = await send<GalleryItem>(item ? `/api/gallery/${item._id}` : '/api/gallery', {
      method: item ? 'PUT' : 'POST',
      form: body,
      onProgress: image ? setProgress : undefined,
    });
    setSaving(false);
    setProgress(null);
    if (result.ok) {
      notify(t(item ? 'admin.gallery.updated' : 'admin.gallery.created'));
      onDone();
      return;
    }
    if (result.status === 401) return;
    const onField = form.serverErrors(result.error);
    setFailure(onField || !result.fromServer ? t('admin.gallery.saveError') : `${t('admin.gallery.saveError')}: ${result.error.message}`);
  }

  return (
    <FormPage title={t(item ? 'admin.gallery.editTitle' : 'admin.gallery.addTitle')} onCancel={onCancel}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField {...form.field('title')} label={t('admin.gallery.itemTitle')} required />
        <TextField {...form.field('category')} label={t('admin.gallery.category')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
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
          progress={progress}
          error={form.errors.image}
          disabled={saving}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <FormButtons saving={saving} onCancel={onCancel} />
      </Box>
    </FormPage>
  );
}

export default function GalleryAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [view, setView] = useState<{ mode: 'list' } | { mode: 'form'; item: GalleryItem | null }>({ mode: 'list' });
  const [search, setSearch] = useState('');

  if (view.mode === 'form') {
    return (
      <GalleryForm
        key={view.item?._id ?? 'new'}
        item={view.item}
        onCancel={() => setView({ mode: 'list' })}
        onDone={() => {
          setView({ mode: 'list' });
          void revalidator.revalidate();
        }}
      />
    );
  }
  return (
    <AdminPage
      title={t('admin.gallery.title')}
      actions={
        <Button variant="contained" onClick={() => setView({ mode: 'form', item: null })}>
          {t('admin.gallery.add')}
        </Button>
      }
    >
      <SearchField label={t('admin.gallery.search')} value={search} onChange={setSearch} />
      <Loading>
        <GalleryList promise={loaderData.gallery} search={search} onEdit={(item) => setView({ mode: 'form', item })} />
      </Loading>
    </AdminPage>
  );
}
