// Gallery admin (/admin/add-gallery; Admin, Director, Teacher): search by title or category, a card grid,
// add, edit and delete. Edit form: Title required, Category (defaults to All), Description, alt text, Image.
// Add: the same form; choosing several pictures at once (its picture button opens the phone's gallery) turns it
// into the form of several (issue 38, picture-batch.tsx): category, caption and description set once, each
// picture's caption and alt text editable, one request per picture. Save failures read 'Error saving gallery image' (spec section 8); fetch and delete failures,
// which the old product only logged, are said in the page too.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { z } from 'zod';
import type { GalleryItem } from '../../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import { gallery, gallerySchema } from '../../../common/resources/gallery.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { matchesGalleryItem } from '../../components/admin/search.ts';
import { useAdminForm } from '../../components/admin/admin-form.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { AltTextInput, FormInputs, PictureField, TextInput } from '../../components/admin/form-fields.tsx';
import { PictureBatch, batchRows, usePictureBatch } from '../../components/admin/picture-batch.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import {
  FormButtons,
  FormFailure,
  FormPage,
  ListFormPage,
  PictureCard,
  type ItemFormProps,
  type ListPage,
} from '../../components/admin/list-page.tsx';
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

function GalleryForm({
  item,
  onDone,
  onCancel,
  onMany,
}: ItemFormProps<GalleryItem> & { onMany?: (files: File[], values: SharedValues) => void }) {
  const { t } = useT();
  const reason = useReason();
  const form = useAdminForm({
    schema: gallerySchema,
    values: {
      title: item?.title ?? '',
      category: item?.category ?? 'All',
      description: item?.description ?? '',
      alt: item?.alt ?? '',
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
      <FormInputs
        form={form}
        inputs={{
          title: <TextInput form={form} name="title" required />,
          category: (
            <TextInput form={form} name="category" choice>
              {GALLERY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </TextInput>
          ),
          description: <TextInput form={form} name="description" lines={2} />,
          image: (
            <PictureField
              form={form}
              name="image"
              stored={item}
              required={!item}
              onMany={onMany && ((files) => onMany(files, form.getValues()))}
            />
          ),
          alt: <AltTextInput form={form} from="title" />,
        }}
      />
    </ItemForm>
  );
}

/** The shared fields of an upload of several pictures, and each picture's caption and alt text. */
const batchSchema = gallerySchema.pick({ category: true, description: true }).extend({
  caption: z.string(),
  items: z.array(z.object({ key: z.string(), title: z.string(), alt: z.string() })),
});

/** What the one-picture form hands over when several pictures are chosen at once. */
type SharedValues = { title: string; category: string; description: string };

/** A new picture: the spec's form, until several are chosen at once (then one row each). */
function NewGalleryForm(close: Omit<ItemFormProps<GalleryItem>, 'item'>) {
  const [many, setMany] = useState<{ files: File[]; shared: SharedValues } | null>(null);
  return many ? (
    <NewPicturesForm {...close} {...many} />
  ) : (
    <GalleryForm item={null} {...close} onMany={(files, shared) => setMany({ files, shared })} />
  );
}

function NewPicturesForm({
  onDone,
  onCancel,
  files,
  shared,
}: Omit<ItemFormProps<GalleryItem>, 'item'> & { files: File[]; shared: SharedValues }) {
  const { t } = useT();
  const notify = useNotice();
  const [start] = useState(() => batchRows(files, shared.title));
  const form = useAdminForm({
    schema: batchSchema,
    values: { category: shared.category, description: shared.description, caption: shared.title, items: start.items },
    labels: {
      category: 'admin.gallery.category',
      description: 'admin.gallery.description',
      caption: 'admin.batch.captionForAll',
      items: 'admin.gallery.image',
    },
    check: ({ items }) => ({
      items: items.length === 0 && 'admin.validation.selectImage',
      ...Object.fromEntries(
        items.map((item, i) => [`items.${i}.title`, !item.title.trim() && 'admin.batch.captionRequired']),
      ),
    }),
  });
  const batch = usePictureBatch(
    form,
    (item, file, data: z.output<typeof batchSchema>) => {
      const body = new FormData();
      body.set('title', item.title.trim());
      body.set('alt', item.alt.trim());
      body.set('category', data.category);
      body.set('description', data.description);
      body.set('image', file);
      return { path: '/api/gallery', body };
    },
    start.files,
  );
  const total = form.getValues().items.length;
  const back = () => (batch.saved ? onDone() : onCancel());
  const upload = form.onValid(async (data, values) => {
    const failures = await batch.uploadAll(data, values);
    if (failures) return form.setFailure(t('admin.batch.someFailed', { failed: failures, total: values.items.length }));
    form.reset({ ...values, items: [] });
    notify(t('admin.batch.allSaved', { count: values.items.length }));
    onDone();
  });
  const retry = (key: string) =>
    form.onValid(async (data) => {
      await batch.retry(key, data);
    })();
  return (
    <FormPage title={t('admin.gallery.addTitle')} onCancel={back}>
      <Box component="form" noValidate onSubmit={upload} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormInputs
          form={form}
          inputs={{
            category: (
              <TextInput form={form} name="category" choice disabled={batch.busy}>
                {GALLERY_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </TextInput>
            ),
            caption: <TextInput form={form} name="caption" hint={t('admin.batch.captionHint')} disabled={batch.busy} />,
            description: <TextInput form={form} name="description" lines={2} disabled={batch.busy} />,
            // Each picture with its own caption and alt text.
            items: <PictureBatch form={form} batch={batch} onRetry={retry} />,
          }}
        />
        <FormFailure message={form.failure} />
        <FormButtons saving={batch.busy} onCancel={back} saveLabel={t('admin.batch.upload', { count: total })} />
      </Box>
    </FormPage>
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
    // The gallery pages show them in this order (issue 38).
    order: { path: '/api/gallery', name: (item) => item.title },
    // Several pictures at once: to the trash, or into another category (issue 38).
    bulk: { path: '/api/gallery', name: (item) => item.title, categories: GALLERY_CATEGORIES },
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
  form: (item, close) => (item ? <GalleryForm item={item} {...close} /> : <NewGalleryForm {...close} />),
};

export default function GalleryAdmin({ loaderData }: Route.ComponentProps) {
  return (
    <ListFormPage {...PAGE} server={{ filters: ['category'] }} editFrom="/api/gallery" promise={loaderData.gallery} />
  );
}
