// The frame of an admin page and its states.
// - <AdminPage title actions>: the page's h1 and its buttons (e.g. '+ Add User'), then the content.
// - <SearchField label value onChange>: a labelled search box that filters a list in the page.
// - <LoadingState/> ('Loading...'), <EmptyState text/>, <ErrorState text onRetry/>: the spec's states,
//   announced to screen readers.
// - <Loading>: Suspense with <LoadingState/> as fallback, around a part that reads useLoaded(promise).
// - <LoadError failure text>: a list that could not be fetched (ErrorState with Retry; nothing after a 401).
// - <LoadedList promise loadError filter empty remove>{(items, remove) => ...}</LoadedList>: a page's list
//   from its loader: the failure, the empty state, and the items with the delete (confirm, notice, reload).
// - <CardGrid dense?>: responsive card grid (1 column on phones, up to 4 on wide screens; dense: 2 to 5), with
//   <CardImage> (a card's picture) and <EditDeleteButtons> (an item's pencil and bin).
// - <FormPage title onCancel>: the form view of a list page (list view -> form view -> back), with
//   <FormFailure message> and <FormButtons> at its end (item-form.tsx: the same with an admin form).
// - <ListFormPage {...page} promise>: a whole list page with its form view (Add, search, list, form; a save
//   reloads the list), its texts read by their usual names in the page's area of the messages; `page` (a
//   ListPage) is the page's description at module level, `promise` its loader's list.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PhotoIcon from '@mui/icons-material/Photo';
import SearchIcon from '@mui/icons-material/Search';
import { Fragment, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { apiSend } from '../../lib/api-client.ts';
import type { ImageVariants } from '../../../common/api-types.ts';
import { inArea, useT, type Area } from '../../i18n/i18n.tsx';
import { srcSet } from '../../lib/images.ts';
import { thumb } from './format.ts';
import { useLoaded, type AdminFailure, type AdminResult } from './use-admin-api.ts';
import { GridList } from '../layout/grid-list.tsx';
import { useDeleteItem, type DeleteTexts } from './use-delete-item.ts';
import { useReason } from './error-text.ts';
import type { ListPage as ApiListPage } from '../../../common/api-types.ts';
import { ListPager, ServerFilters, type ListFilterName } from './server-list.tsx';
import { ORDER_ATTRIBUTE, dropMark, useListOrder, type OrderSlot } from './list-order.tsx';
import { SelectBox, useBulk, type BulkOptions, type Selection } from './bulk-actions.tsx';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}

export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ maxWidth: { sm: 360 } }}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function LoadingState({ text }: { text?: string }) {
  const { t } = useT();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center', color: 'text.secondary' }}
    >
      <CircularProgress size={22} aria-hidden />
      <span>{text ?? t('admin.common.loading')}</span>
    </Box>
  );
}

export function Loading({ children, text }: { children: ReactNode; text?: string }) {
  return <Suspense fallback={<LoadingState text={text} />}>{children}</Suspense>;
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography role="status">{text}</Typography>
    </Paper>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('admin.common.retry')}
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}

/**
 * A list whose data could not be fetched: the error with Retry (fetches the page's data again). Nothing after a
 * 401: the session has ended and the login dialog is open.
 */
export function LoadError({ failure, text }: { failure: AdminFailure; text: string }) {
  const revalidator = useRevalidator();
  if (failure.status === 401) return null;
  return <ErrorState text={text} onRetry={() => revalidator.revalidate()} />;
}

export interface LoadedListProps<T> {
  /** The clientLoader's un-awaited result: the whole list, or one page of it (then with its pager). */
  promise: Promise<AdminResult<T[] | ApiListPage<T>>>;
  /** The sentence when the list could not be fetched (not asked after a 401). */
  loadError: (failure: AdminFailure) => string;
  /** Which items are shown (the search box, the role). */
  filter?: (item: T) => boolean;
  /** The sentence when no item is shown. */
  empty: string;
  /** Where an item is deleted, with the spec's texts about it. */
  remove: (item: T) => DeleteTexts & { path: string };
  /** The items as cards or rows; `remove(item)` asks and deletes; `page`: the page of a longer list shown. */
  children: (items: T[], remove: (item: T) => void, page: ApiListPage<T> | null) => ReactNode;
}

/** The list of a list page: 'Loading...' (from the page's Suspense), its failure, its empty state, its items. */
export function LoadedList<T>({ promise, loadError, filter, empty, remove, children }: LoadedListProps<T>) {
  const result = useLoaded(promise);
  const deleteItem = useDeleteItem();
  if (!result.ok) return result.status === 401 ? null : <LoadError failure={result} text={loadError(result)} />;
  const page = Array.isArray(result.data) ? null : result.data;
  const all = page ? page.items : (result.data as T[]);
  const items = filter ? all.filter(filter) : all;
  const shown =
    items.length === 0 ? (
      <EmptyState text={empty} />
    ) : (
      children(
        items,
        (item) => {
          const { path, ...texts } = remove(item);
          void deleteItem(path, texts);
        },
        page,
      )
    );
  if (!page) return shown;
  return (
    <>
      {shown}
      <ListPager list={page} />
    </>
  );
}

export { GridList };

/** `dense`: two cards side by side already on phones (picture grids). */
export function CardGrid({ children, label, dense = false }: { children: ReactNode; label?: string; dense?: boolean }) {
  return (
    <GridList
      label={label}
      gap={dense ? { xs: 1.5, sm: 2 } : 2}
      columns={
        dense
          ? {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
              xl: 'repeat(5, minmax(0, 1fr))',
            }
          : {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
              xl: 'repeat(4, minmax(0, 1fr))',
            }
      }
    >
      {children}
    </GridList>
  );
}

/**
 * A table in a region named `label` that scrolls sideways when it is wider than the screen (the region takes
 * the focus, so the keyboard scrolls it too); `outlined`: the region is a panel. The headings are the texts
 * `columns` of `area`, those in `right` aligned right; `children` are the rows.
 */
export function RegionTable<K extends string>({
  label,
  outlined = false,
  sx,
  tableSx,
  area,
  columns,
  right = [],
  children,
}: {
  label: string;
  outlined?: boolean;
  sx?: SxProps<Theme>;
  tableSx?: SxProps<Theme>;
  area: Area<K>;
  columns: readonly K[];
  right?: readonly K[];
  children: ReactNode;
}) {
  const { t } = useT();
  const region = {
    role: 'region',
    'aria-label': label,
    tabIndex: 0,
    sx: [{ overflowX: 'auto' as const }, ...(Array.isArray(sx) ? sx : [sx])],
  };
  const table = (
    <Table size="small" sx={tableSx}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} align={right.includes(column) ? 'right' : undefined}>
              {t(inArea(area, column))}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
  return outlined ? (
    <Paper variant="outlined" {...region}>
      {table}
    </Paper>
  ) : (
    <Box {...region}>{table}</Box>
  );
}

/** The picture at the top of a card, over its blurred placeholder; `icon` stands in when there is none. */
export function CardImage({
  image,
  variants,
  alt,
  ratio,
  sizes,
  icon: Icon,
}: {
  image: string | null | undefined;
  variants: ImageVariants | null | undefined;
  alt: string;
  /** The CSS aspect ratio, e.g. '16 / 9'. */
  ratio: string;
  sizes: string;
  icon: typeof SvgIcon;
}) {
  const src = thumb(image, variants);
  return (
    <Box
      sx={{
        aspectRatio: ratio,
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        backgroundImage: variants ? `url(${variants.placeholder})` : undefined,
        backgroundSize: 'cover',
      }}
    >
      {src ? (
        <img
          src={src}
          srcSet={srcSet(variants)}
          sizes={sizes}
          width={variants?.width}
          height={variants?.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Icon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      )}
    </Box>
  );
}

/** The text part of a picture card: with room to grow; `dense` (two cards side by side on phones) narrower. */
const CARD_CONTENT = {
  wide: { content: { flexGrow: 1, pb: 1 }, title: { fontSize: '1.05rem' } },
  dense: {
    content: { flexGrow: 1, pb: 1, px: { xs: 1.5, sm: 2 } },
    title: { fontSize: { xs: '0.95rem', sm: '1.05rem' }, mb: 1, overflowWrap: 'anywhere' },
  },
};

/**
 * A card of a picture list (gallery, header images, blog): picture (`icon` where there is none, a photo unless
 * said), title, the page's lines, edit and delete.
 */
/** A list card's mark of a picture without its description for blind readers (issue 38). */
export function NoAltText() {
  const { t } = useT();
  // The theme's warning oranges are too light for small text on white (3.1:1 and 3.8:1): a brown reads at 7:1.
  return (
    <Chip
      label={t('admin.noAltText')}
      size="small"
      variant="outlined"
      sx={{ mb: 1, mr: 1, color: '#7a4100', borderColor: 'warning.main' }}
    />
  );
}

export function PictureCard({
  item: { image, imageVariants: variants, title, alt },
  ratio,
  sizes,
  icon = PhotoIcon,
  dense = false,
  contentSx = CARD_CONTENT[dense ? 'dense' : 'wide'].content,
  titleSx = CARD_CONTENT[dense ? 'dense' : 'wide'].title,
  children,
  extraAction,
  order,
  selection,
  onEdit,
  onDelete,
}: {
  /** The item shown: its picture, title and alt text (a picture without one is marked). */
  item: { image?: string | null; imageVariants?: ImageVariants | null; title: string; alt?: string };
  ratio: string;
  sizes: string;
  icon?: typeof SvgIcon;
  /** The card stands in a dense grid. */
  dense?: boolean;
  contentSx?: SxProps<Theme>;
  titleSx?: SxProps<Theme>;
  /** Lines under the title. */
  children?: ReactNode;
  /** A button at the start of the card's actions (the blog's like heart). */
  extraAction?: ReactNode;
  /** The card's place in a list staff order: its move buttons and drag handle (list-order.tsx). */
  order?: OrderSlot;
  /** Its check box, where several may be chosen at once (bulk-actions.tsx). */
  selection?: Selection;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const start =
    selection || extraAction || order ? (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        {selection && <SelectBox selection={selection} />}
        {extraAction}
        {order?.controls}
      </Box>
    ) : null;
  return (
    <Card
      component="li"
      variant="outlined"
      {...(order && { [ORDER_ATTRIBUTE]: order.id })}
      sx={{ display: 'flex', flexDirection: 'column', ...dropMark(order) }}
    >
      <CardImage image={image} variants={variants} alt={alt || title} ratio={ratio} sizes={sizes} icon={icon} />
      <CardContent sx={contentSx}>
        <Typography variant="h2" sx={titleSx}>
          {title}
        </Typography>
        {image && alt === '' && <NoAltText />}
        {children}
      </CardContent>
      <CardActions sx={{ justifyContent: start ? 'space-between' : 'flex-end', flexWrap: 'wrap' }}>
        {start}
        {start ? (
          <Box>
            <EditDeleteButtons name={title} onEdit={onEdit} onDelete={onDelete} />
          </Box>
        ) : (
          <EditDeleteButtons name={title} onEdit={onEdit} onDelete={onDelete} />
        )}
      </CardActions>
    </Card>
  );
}

/**
 * The edit (pencil) and delete (bin) buttons of a list item, labelled with the item's name by the texts
 * 'editItem' and 'deleteItem' of `area`; `children` stand between the two.
 */
export function EditDeleteButtons({
  name,
  area = 'admin.common',
  onEdit,
  onDelete,
  deleteDisabled,
  children,
}: {
  name: string;
  area?: Area<'editItem' | 'deleteItem'>;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      <IconButton aria-label={t(inArea(area, 'editItem'), { name })} onClick={onEdit} color="primary">
        <EditIcon />
      </IconButton>
      {children}
      <IconButton
        aria-label={t(inArea(area, 'deleteItem'), { name })}
        onClick={onDelete}
        color="error"
        disabled={deleteDisabled}
      >
        <DeleteIcon />
      </IconButton>
    </>
  );
}

/** The form view of a list page; its heading gets the focus when it opens, so keyboard users start there. */
export function FormPage({ title, onCancel, children }: { title: string; onCancel: () => void; children: ReactNode }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onCancel}>
          {t('admin.common.backToList')}
        </Button>
      </Box>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' }, outline: 'none' }}
      >
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Box>
  );
}

/** Why the last save failed, above the form's buttons; nothing while there is no failure. */
export function FormFailure({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** A form's submit button (`children`: its text); it reads 'Saving...' and is blocked while the form is sent. */
export function SubmitButton({ saving, children }: { saving: boolean; children: ReactNode }) {
  const { t } = useT();
  return (
    <Button type="submit" variant="contained" disabled={saving}>
      {saving ? t('admin.common.saving') : children}
    </Button>
  );
}

/** The buttons at the end of a form, on the right. */
export function FormActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>{children}</Box>;
}

/** Cancel (none without onCancel) and Save at the end of a form, after the form's own `children` buttons. */
export function FormButtons({
  saving,
  onCancel,
  outlinedCancel = false,
  saveLabel,
  children,
}: {
  saving: boolean;
  onCancel?: () => void;
  outlinedCancel?: boolean;
  saveLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <FormActions>
      {children}
      {onCancel && (
        <Button onClick={onCancel} disabled={saving} variant={outlinedCancel ? 'outlined' : 'text'}>
          {t('admin.common.cancel')}
        </Button>
      )}
      <SubmitButton saving={saving}>{saveLabel ?? t('admin.common.save')}</SubmitButton>
    </FormActions>
  );
}

/** The props of a list page's form: the item (null for a new one), and the way back after a save or Cancel. */
export interface ItemFormProps<T> {
  item: T | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The texts every list page has, by these names in its area of the messages. */
type ListKeys = 'title' | 'add' | 'empty' | 'confirmDelete' | 'deleted';

/** What a list page's texts are made with: the translator and the reason of a failed call. */
export interface ListTools {
  t: ReturnType<typeof useT>['t'];
  reason: (failure: AdminFailure) => string;
}

/** A list page as a whole, without the loader's data: each page describes itself once, at module level. */
export type ListPage<T> = {
  /** More buttons, before the Add button. */
  actions?: ReactNode;
  /** Shown between the heading and the search box. */
  children?: ReactNode;
  /** The list: the page's own part, or (`data`) a LoadedList of `promise`'s items (those the search matches). */
  list?: (onEdit: (item: T) => void) => ReactNode;
  data?: {
    /** The sentence when the list could not be fetched (not asked after a 401). */
    loadError: (failure: AdminFailure, tools: ListTools) => string;
    /** Where an item is deleted, and the failure's texts (the question and the notice are the area's). */
    remove: (item: T, tools: ListTools) => Omit<DeleteTexts, 'question' | 'deleted'> & { path: string };
    /** The items as the page draws them, or (`card`) as cards in a CardGrid (`dense`) named after the page. */
    children?: (items: T[], actions: { edit: (item: T) => void; remove: (item: T) => void }) => ReactNode;
    card?: (
      item: T,
      actions: { onEdit: () => void; onDelete: () => void; order?: OrderSlot; selection?: Selection },
    ) => ReactNode;
    /** Several items at once (bulk-actions.tsx): delete, and a new category where there are categories. */
    bulk?: Omit<BulkOptions<T>, 'items'>;
    dense?: boolean;
    /** Staff order the list (list-order.tsx): where the API moves an item, and each item's name. */
    order?: { path: string; name: (item: T) => string };
  };
  /** The form for a new item (null) or a stored one; onDone after a save, onCancel to go back. */
  form: (item: T | null, close: { onDone: () => void; onCancel: () => void }) => ReactNode;
} & (
  | {
      /**
       * The page's texts: its heading ('title'), the Add button ('add'), the empty list ('empty'), the delete
       * question ('confirmDelete') and notice ('deleted'), and with `search` the search box ('search').
       */
      area: Area<ListKeys | 'search'>;
      /** A search box above the list, and whether an item matches its text (`data` shows those that do). */
      search: (item: T, query: string) => boolean;
    }
  | { area: Area<ListKeys>; search?: undefined }
);

export type ListFormPageProps<T> = ListPage<T> & {
  /** The clientLoader's un-awaited list (or a page of it: `server`), drawn by `data`. */
  promise?: Promise<AdminResult<T[] | ApiListPage<T>>>;
  /**
   * The list is read a page at a time, searched and filtered on the server (server-list.tsx): the search box and
   * these filters write the page's address, whose clientLoader asks for that page.
   */
  server?: { filters?: ListFilterName[] };
  /**
   * The API address of the items (`/api/gallery`): `?edit=<id>` in the page's address opens that item's form,
   * read with its translations (the dashboard's links to outdated translations).
   */
  editFrom?: string;
};

/**
 * A list page with its form view: heading, Add button, search box and list (with 'Loading...'); Add or an
 * item's edit button opens the form in place of the list, Cancel goes back, and a save goes back and fetches
 * the page's data again.
 */
export function ListFormPage<T extends { _id: string }>(props: ListFormPageProps<T>) {
  const { area, actions, children, list, data, promise, form } = props;
  const { t } = useT();
  const tools: ListTools = { t, reason: useReason() };
  const revalidator = useRevalidator();
  const [view, setView] = useState<{ mode: 'list' } | { mode: 'form'; item: T | null }>({ mode: 'list' });
  const [query, setQuery] = useState('');
  const [address, setAddress] = useSearchParams();
  const editId = address.get('edit');
  const { editFrom } = props;
  useEffect(() => {
    if (!editId || !editFrom) return;
    let current = true;
    void apiSend<T>(`${editFrom}/${encodeURIComponent(editId)}?with=translations`).then((read) => {
      if (current && read.ok) setView({ mode: 'form', item: read.data });
    });
    return () => {
      current = false;
    };
  }, [editId, editFrom]);
  /** Back to the list (and the address without `?edit=`). */
  const toList = () => {
    setView({ mode: 'list' });
    if (editId)
      setAddress(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('edit');
          return next;
        },
        { replace: true },
      );
  };

  const edit = (item: T) => setView({ mode: 'form', item });
  if (view.mode === 'form') {
    return (
      <Fragment key={view.item?._id ?? 'new'}>
        {form(view.item, {
          onCancel: toList,
          onDone: () => {
            toList();
            void revalidator.revalidate();
          },
        })}
      </Fragment>
    );
  }
  return (
    <AdminPage
      title={t(inArea(area, 'title'))}
      actions={
        <>
          {actions}
          <Button variant="contained" onClick={() => setView({ mode: 'form', item: null })}>
            {t(inArea(area, 'add'))}
          </Button>
        </>
      }
    >
      {children}
      {props.server ? (
        <ServerFilters searchLabel={t(inArea(area as Area<'search'>, 'search'))} filters={props.server.filters} />
      ) : (
        props.search && <SearchField label={t(inArea(props.area, 'search'))} value={query} onChange={setQuery} />
      )}
      <Loading>
        {list?.(edit)}
        {data && promise && (
          <LoadedList
            promise={promise}
            loadError={(failure) => data.loadError(failure, tools)}
            filter={!props.server && props.search ? (item) => props.search!(item, query) : undefined}
            empty={t(inArea(area, 'empty'))}
            remove={(item) => ({
              question: t(inArea(area, 'confirmDelete')),
              deleted: t(inArea(area, 'deleted')),
              // Every list page's records go to the trash.
              undoable: true,
              ...data.remove(item, tools),
            })}
          >
            {(items, remove, page) =>
              data.card ? (
                <Cards
                  items={items}
                  page={page}
                  card={data.card}
                  order={data.order}
                  bulk={data.bulk}
                  dense={data.dense}
                  label={t(inArea(area, 'title'))}
                  edit={edit}
                  remove={remove}
                />
              ) : (
                data.children?.(items, { edit, remove })
              )
            }
          </LoadedList>
        )}
      </Loading>
    </AdminPage>
  );
}

/** A list page's items as cards, with their move buttons and drag handles where staff order the list. */
function Cards<T extends { _id: string }>({
  items,
  page,
  card,
  order,
  bulk,
  dense,
  label,
  edit,
  remove,
}: {
  items: T[];
  page: ApiListPage<T> | null;
  card: NonNullable<NonNullable<ListPage<T>['data']>['card']>;
  order: NonNullable<ListPage<T>['data']>['order'];
  bulk: NonNullable<ListPage<T>['data']>['bulk'];
  dense?: boolean;
  label: string;
  edit: (item: T) => void;
  remove: (item: T) => void;
}) {
  const ordered = useListOrder({ path: order?.path ?? '', items, name: order?.name ?? (() => ''), page });
  const several = useBulk({ path: '', name: () => '', ...bulk, items });
  return (
    <>
      {order && ordered.status}
      {bulk && several.bar}
      <CardGrid dense={dense} label={label}>
        {items.map((item, index) => (
          <Fragment key={item._id}>
            {card(item, {
              onEdit: () => edit(item),
              onDelete: () => remove(item),
              order: order ? ordered.slot(item, index) : undefined,
              selection: bulk ? several.selection(item) : undefined,
            })}
          </Fragment>
        ))}
      </CardGrid>
    </>
  );
}
