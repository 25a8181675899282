// Header images (/admin/HeaderImageForm, Admin only): the pictures of the home page's hero banner. Search by
// title, a card grid, add, edit and delete. Form: the title must be non-blank ('Please provide a title.'); an
// image must exist, new or stored ('Please select an image.'). Messages of spec section 8: 'Failed to fetch
// header images', 'Delete failed', save: the server's error text or 'Something went wrong.'; confirm
// 'Are you sure you want to delete this header image?'.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoIcon from '@mui/icons-material/Photo';
import { useState } from 'react';
import type { HeaderImage } from '../../../common/api-types.ts';
import { headerSchema } from '../../../common/schemas.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { thumb } from '../../components/admin/format.ts';
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
import { useReason, useZodForm, type FormMessages } from '../../components/admin/use-zod-form.ts';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes.tsx';
import type { Route } from './+types/headers.ts';

/** The header form's title says 'Please provide a title.' (spec section 5). */
const HEADER_MESSAGES: FormMessages = { 'title.required': 'admin.validation.provideTitle' };

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.headers', noindex: true });

export function clientLoader() {
  return { headers: adminGet<HeaderImage[]>('headers', '/api/headers') };
}

const CARD_SIZES = '(min-width: 1536px) 300px, (min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw';

function HeaderCard({ item, onEdit, onDelete }: { item: HeaderImage; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardImage
        image={item.image}
        variants={item.imageVariants}
        alt={item.title}
        ratio="16 / 9"
        sizes={CARD_SIZES}
        icon={PhotoIcon}
      />
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
          {item.title}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <EditDeleteButtons name={item.title} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}

function HeaderList({
  promise,
  search,
  onEdit,
}: {
  promise: Promise<AdminResult<HeaderImage[]>>;
  search: string;
  onEdit: (item: HeaderImage) => void;
}) {
  const { t } = useT();
  const result = useLoaded(promise);
  const deleteItem = useDeleteItem();

  if (!result.ok) return <LoadError failure={result} text={t('admin.headers.fetchError')} />;
  const needle = search.trim().toLowerCase();
  const items = result.data.filter((h) => h.title.toLowerCase().includes(needle));
  if (items.length === 0) return <EmptyState text={t('admin.headers.empty')} />;

  const remove = (item: HeaderImage) =>
    deleteItem(`/api/headers/${item._id}`, {
      question: t('admin.headers.confirmDelete'),
      deleted: t('admin.headers.deleted'),
      failed: t('admin.headers.deleteError'),
    });

  return (
    <CardGrid label={t('admin.headers.title')}>
      {items.map((item) => (
        <HeaderCard key={item._id} item={item} onEdit={() => onEdit(item)} onDelete={() => remove(item)} />
      ))}
    </CardGrid>
  );
}

function HeaderForm({
  item,
  onDone,
  onCancel,
}: {
  item: HeaderImage | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const reason = useReason(HEADER_MESSAGES);
  const notify = useNotice();
  const save = useSaveForm();
  const form = useZodForm<{ title: string }, { title: string }>(
    headerSchema,
    { title: item?.title ?? '' },
    HEADER_MESSAGES,
  );
  const [image, setImage] = useState<File | null>(null);
  useUnsavedChanges(form.dirty || image !== null);

  const submit = save.onSubmit(async () => {
    // An image must exist: a new one, or the one the record has.
    const data = form.validate({ image: !image && !item?.image ? t('admin.validation.selectImage') : null });
    if (!data) return;
    const body = new FormData();
    body.set('title', data.title);
    if (image) body.set('image', image);
    const result = await save.store<HeaderImage>('/api/headers', item?._id, { form: body, withFiles: !!image });
    if (result.ok) {
      notify(t(item ? 'admin.headers.updated' : 'admin.headers.created'));
      onDone();
      return;
    }
    if (result.status === 401) return;
    form.serverErrors(result.error);
    save.setFailure(result.fromServer ? reason(result) : t('admin.headers.saveFailed'));
  });

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

export default function HeadersAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <ListFormPage<HeaderImage>
      title={t('admin.headers.title')}
      addLabel={t('admin.headers.add')}
      searchLabel={t('admin.headers.search')}
      list={(search, onEdit) => <HeaderList promise={loaderData.headers} search={search} onEdit={onEdit} />}
      form={(item, close) => <HeaderForm item={item} {...close} />}
    />
  );
}
