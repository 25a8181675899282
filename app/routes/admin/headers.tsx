// Header images (/admin/HeaderImageForm, Admin only): the pictures of the home page's hero banner. Search by
// title, a card grid, add, edit and delete. Form: the title must be non-blank ('Please provide a title.'); an
// image must exist, new or stored ('Please select an image.'). Messages of spec section 8: 'Failed to fetch
// header images', 'Delete failed', save: the server's error text or 'Something went wrong.'; confirm
// 'Are you sure you want to delete this header image?'.
import TextField from '@mui/material/TextField';
import PhotoIcon from '@mui/icons-material/Photo';
import type { HeaderImage } from '../../../common/api-types.ts';
import { headerSchema } from '../../../common/schemas.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { ListFormPage, PictureCard, type ItemFormProps } from '../../components/admin/list-page.tsx';
import { ResourceFormView, useResourceForm } from '../../components/admin/resource-form.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import { useReason, type FormMessages } from '../../components/admin/use-zod-form.ts';
import type { Route } from './+types/headers.ts';

/** The header form's title says 'Please provide a title.' (spec section 5). */
const HEADER_MESSAGES: FormMessages = { 'title.required': 'admin.validation.provideTitle' };

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.headers', noindex: true });

export function clientLoader() {
  return { headers: adminGet<HeaderImage[]>('headers', '/api/headers') };
}

/** The look of a header image's card. */
const CARD = {
  ratio: '16 / 9',
  sizes: '(min-width: 1536px) 300px, (min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw',
  icon: PhotoIcon,
  contentSx: { flexGrow: 1, pb: 1 },
  titleSx: { fontSize: '1.05rem' },
};

function HeaderForm({ item, onDone, onCancel }: ItemFormProps<HeaderImage>) {
  const { t } = useT();
  const reason = useReason(HEADER_MESSAGES);
  const rf = useResourceForm({
    path: '/api/headers',
    item,
    schema: headerSchema,
    initial: { title: item?.title ?? '' },
    messages: HEADER_MESSAGES,
    image: 'required',
    body: (data) => ({ title: data.title }),
    saved: t(item ? 'admin.headers.updated' : 'admin.headers.created'),
    failure: (result) => (result.fromServer ? reason(result) : t('admin.headers.saveFailed')),
    onDone,
  });
  return (
    <ResourceFormView
      rf={rf}
      title={t(item ? 'admin.headers.editTitle' : 'admin.headers.addTitle')}
      imageLabel={t('admin.headers.image')}
      onCancel={onCancel}
    >
      <TextField {...rf.form.field('title')} label={t('admin.headers.itemTitle')} required />
    </ResourceFormView>
  );
}

export default function HeadersAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <ListFormPage<HeaderImage>
      area="admin.headers"
      searchable
      data={{
        promise: loaderData.headers,
        loadError: () => t('admin.headers.fetchError'),
        filter: (h, search) => h.title.toLowerCase().includes(search.trim().toLowerCase()),
        remove: (item) => ({ path: `/api/headers/${item._id}`, failed: t('admin.headers.deleteError') }),
        card: (item, actions) => <PictureCard item={item} {...CARD} {...actions} />,
      }}
      form={(item, close) => <HeaderForm item={item} {...close} />}
    />
  );
}
