// Header images (/admin/HeaderImageForm, Admin only): the pictures of the home page's hero banner. Search by
// title, a card grid, add, edit and delete. Form: the title must be non-blank ('Please provide a title.'); an
// image must exist, new or stored ('Please select an image.'). Messages of spec section 8: 'Failed to fetch
// header images', 'Delete failed', save: the server's error text or 'Something went wrong.'; confirm
// 'Are you sure you want to delete this header image?'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PhotoIcon from '@mui/icons-material/Photo';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { HeaderImage } from '../../../common/api-types.ts';
import { headerSchema } from '../../../common/schemas.ts';
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
import type { Route } from './+types/headers.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.headers', noindex: true });

export function clientLoader() {
  return { headers: adminGet<HeaderImage[]>('/api/headers') };
}

const CARD_SIZES = '(min-width: 1536px) 300px, (min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw';

function HeaderCard({ item, onEdit, onDelete }: { item: HeaderImage; onEdit: () => void; onDelete: () => void }) {
  const { t } = useT();
  const image = thumb(item.image, item.imageVariants);
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden', backgroundImage: item.imageVariants ? `url(${item.imageVariants.placeholder})` : undefined, backgroundSize: 'cover' }}>
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
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
          {item.title}
        </Typography>
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

function HeaderList({ promise, search, onEdit }: { promise: Promise<AdminResult<HeaderImage[]>>; search: string; onEdit: (item: HeaderImage) => void }) {
  const { t } = useT();
  const result = useLoaded(promise);
  const { send } = useAdminApi();
  const confirm = useConfirm();
  const notify = useNotice();
  const revalidator = useRevalidator();

  if (!result.ok) {
    if (result.status === 401) return null;
    return <ErrorState text={t('admin.headers.fetchError')} onRetry={() => revalidator.revalidate()} />;
  }
  const needle = search.trim().toLowerCase();
  const items = result.data.filter((h) => h.title.toLowerCase().includes(needle));
  if (items.length === 0) return <EmptyState text={t('admin.headers.empty')} />;

  const remove = async (item: HeaderImage) => {
    if (!(await confirm(t('admin.headers.confirmDelete')))) return;
    const answer = await send(`/api/headers/${item._id}`, { method: 'DELETE' });
    if (answer.ok) {
      notify(t('admin.headers.deleted'));
      await revalidator.revalidate();
    } else if (answer.status !== 401) {
      notify(t('admin.headers.deleteError'), 'error');
    }
  };

  return (
    <CardGrid label={t('admin.headers.title')}>
      {items.map((item) => (
        <HeaderCard key={item._id} item={item} onEdit={() => onEdit(item)} onDelete={() => remove(item)} />
      ))}
    </CardGrid>
  );
}

function HeaderForm({ item, onDone, onCancel }: { item: HeaderImage | null; onDone: () => void; onCancel: () => void }) {
  const { t } = useT();
  const text = useMessageText();
  const { send } = useAdminApi();
  const notify = useNotice();
  const form = useZodForm<{ title: string }, { title: string }>(headerSchema, { title: item?.title ?? '' });
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    // An image must exist: a new one, or the one the record has.
    const data = form.validate({ image: !image && !item?.image ? text('Please select an image.') : null });
    if (!data) return;
    const body = new FormData();
    body.set('title', data.title);
    if (image) body.set('image', image);
    setSaving(true);
    setProgress(image ? 0 : null);
    const result = await send<HeaderImage>(item ? `/api/headers/${item._id}` : '/api/headers', {
      method: item ? 'PUT' : 'POST',
      form: body,
      onProgress: image ? setProgress : undefined,
    });
    setSaving(false);
    setProgress(null);
    if (result.ok) {
      notify(t(item ? 'admin.headers.updated' : 'admin.headers.created'));
      onDone();
      return;
    }
    if (result.status === 401) return;
    form.serverErrors(result.error);
    setFailure(result.fromServer ? text(result.error.error) : t('admin.headers.saveFailed'));
  }

  return (
    <FormPage title={t(item ? 'admin.headers.editTitle' : 'admin.headers.addTitle')} onCancel={onCancel}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField {...form.field('title')} label={t('admin.headers.itemTitle')} required />
        <UploadField
          id={form.idFor('image')}
          label={t('admin.headers.image')}
          kind="image"
          required
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

export default function HeadersAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [view, setView] = useState<{ mode: 'list' } | { mode: 'form'; item: HeaderImage | null }>({ mode: 'list' });
  const [search, setSearch] = useState('');

  if (view.mode === 'form') {
    return (
      <HeaderForm
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
      title={t('admin.headers.title')}
      actions={
        <Button variant="contained" onClick={() => setView({ mode: 'form', item: null })}>
          {t('admin.headers.add')}
        </Button>
      }
    >
      <SearchField label={t('admin.headers.search')} value={search} onChange={setSearch} />
      <Loading>
        <HeaderList promise={loaderData.headers} search={search} onEdit={(item) => setView({ mode: 'form', item })} />
      </Loading>
    </AdminPage>
  );
}
