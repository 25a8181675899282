// Header images (/admin/HeaderImageForm, Admin only): the pictures of the home page's hero banner. Search by
// title, a card grid, add, edit and delete. Form: the title must be non-blank ('Please provide a title.'); an
// image must exist, new or stored ('Please select an image.'). Messages of spec section 8: 'Failed to fetch
// header images', 'Delete failed', save: the server's error text or 'Something went wrong.'; confirm
// 'Are you sure you want to delete this header image?'.
import type { HeaderImage } from '../../../common/api-types.ts';
import { headerSchema, headers } from '../../../common/resources/headers.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminForm } from '../../components/admin/admin-form.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { AltTextInput, FormInputs, PictureField, TextInput } from '../../components/admin/form-fields.tsx';
import { ListFormPage, PictureCard, type ItemFormProps, type ListPage } from '../../components/admin/list-page.tsx';
import { ItemForm, useSavedBack } from '../../components/admin/item-form.tsx';
import { LanguageMarks } from '../../components/admin/translation-tabs.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import type { Route } from './+types/headers.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.headers', noindex: true });

export function clientLoader() {
  return { headers: adminGet<HeaderImage[]>('headers', '/api/headers?with=translations') };
}

/** The widths a header image's card picture is drawn at. */
const SIZES = '(min-width: 1536px) 300px, (min-width: 1200px) 33vw, (min-width: 600px) 50vw, 100vw';

function HeaderForm({ item, onDone, onCancel }: ItemFormProps<HeaderImage>) {
  const { t } = useT();
  const reason = useReason();
  const form = useAdminForm({
    schema: headerSchema,
    values: { title: item?.title ?? '', alt: item?.alt ?? '', image: null as File | null },
    labels: headers.labels,
    // Spec section 5: an image must exist, new or stored ('Please select an image.').
    check: ({ image }) => ({ image: !item?.image && !image && 'admin.validation.selectImage' }),
    translate: { type: 'headers', record: item },
  });
  const submit = form.save<HeaderImage>({
    path: '/api/headers',
    id: item?._id,
    saved: useSavedBack('admin.headers', item, onDone),
    failed: (result) => (result.fromServer ? reason(result) : t('admin.headers.saveFailed')),
  });
  return (
    <ItemForm form={form} area="admin.headers" item={item} onSubmit={submit} onCancel={onCancel}>
      <FormInputs
        form={form}
        inputs={{
          title: <TextInput form={form} name="title" required />,
          image: <PictureField form={form} name="image" stored={item} required />,
          alt: <AltTextInput form={form} from="title" />,
        }}
      />
    </ItemForm>
  );
}

const PAGE: ListPage<HeaderImage> = {
  area: 'admin.headers',
  search: (h, query) => h.title.toLowerCase().includes(query.trim().toLowerCase()),
  data: {
    loadError: (_failure, { t }) => t('admin.headers.fetchError'),
    remove: (item, { t }) => ({ path: `/api/headers/${item._id}`, failed: t('admin.headers.deleteError') }),
    // The hero banner shows them in this order (issue 38).
    order: { path: '/api/headers', name: (item) => item.title },
    card: (item, actions) => (
      <PictureCard item={item} ratio="16 / 9" sizes={SIZES} {...actions}>
        <LanguageMarks record={item} />
      </PictureCard>
    ),
  },
  form: (item, close) => <HeaderForm item={item} {...close} />,
};

export default function HeadersAdmin({ loaderData }: Route.ComponentProps) {
  return <ListFormPage {...PAGE} editFrom="/api/headers" promise={loaderData.headers} />;
}
