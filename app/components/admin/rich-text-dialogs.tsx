// The post editor's dialogs (part of its chunk): a link's address; a picture of the gallery, or a new one added to
// the gallery here (for the roles that may); a document of the Documents page, linked by its download address.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/react';
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { DocumentItem, GalleryItem, ListPage } from '../../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import { allows, API_ACCESS } from '../../../common/permissions.ts';
import { documentLabel } from '../../../common/resources/documents.ts';
import { safeHref } from '../../../common/rich-text.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from './admin-context.ts';
import { useReason } from './error-text.ts';
import { thumb } from './format.ts';
import { useAdminApi } from './use-admin-api.ts';
import { DialogForm } from '../dialog-form.tsx';

interface DialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** The address as typed, made a link: `www.…` or `example.org` get https://; null when it cannot be one. */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  if (/^[\w-]+(\.[\w-]+)+(?:[/?#]\S*)?$/.test(text)) return `https://${text}`;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  return safeHref(text);
}

/** Links the selected text to `href`, or inserts `text` as a link where the cursor is. */
function insertLink(editor: Editor, href: string, text: string) {
  const chain = editor.chain().focus().extendMarkRange('link');
  if (editor.state.selection.empty && !editor.isActive('link'))
    chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
  else chain.setLink({ href }).run();
}

function EditorDialog({
  open,
  onClose,
  title,
  children,
  actions,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
  onSubmit?: () => void;
}) {
  const { t } = useT();
  const titleId = useId();
  const inside = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {actions}
        <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {/* Opened inside the post's form: its submit stays its own (dialog-form.tsx). */}
      {onSubmit ? <DialogForm onSubmit={onSubmit}>{inside}</DialogForm> : inside}
    </Dialog>
  );
}

export function LinkDialog({ editor, open, onClose }: DialogProps) {
  const { t } = useT();
  const [address, setAddress] = useState('');
  const [error, setError] = useState(false);
  const fieldId = useId();
  useEffect(() => {
    if (!open) return;
    // The dialog opens on the link at the cursor, if any.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
    setError(false);
  }, [open, editor]);
  const apply = () => {
    const href = linkAddress(address);
    if (!href) return setError(true);
    insertLink(editor, href, address.trim());
    onClose();
  };
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      title={t('admin.editor.linkTitle')}
      onSubmit={apply}
      actions={
        <>
          {editor.isActive('link') && (
            <Button
              color="error"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              {t('admin.editor.removeLink')}
            </Button>
          )}
          <Button type="submit" variant="contained">
            {t('admin.editor.apply')}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        label={t('admin.editor.linkAddress')}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(false);
        }}
        error={error}
        helperText={error ? t('admin.editor.linkInvalid') : t('admin.editor.linkHint')}
        id={fieldId}
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none' } }}
        sx={{ mt: 1 }}
      />
    </EditorDialog>
  );
}

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; items: T[] };

/** A dialog's list to choose from: a sentence while it loads or if it failed, else a sentence and the items. */
function ListChoice<T extends { _id: string }>(props: {
  loaded: Loaded<T>;
  failed: string;
  choose: string;
  empty: string;
  layout: SxProps<Theme>;
  children: (item: T) => ReactNode;
}) {
  const { t } = useT();
  const { loaded } = props;
  if (loaded.state === 'loading') return <Typography role="status">{t('admin.common.loading')}</Typography>;
  if (loaded.state === 'failed') return <Typography color="error">{props.failed}</Typography>;
  return (
    <>
      <Typography variant="body2">{loaded.items.length ? props.choose : props.empty}</Typography>
      <Box component="ul" sx={[{ listStyle: 'none', m: 0, p: 0, gap: 1 }, props.layout] as SxProps<Theme>}>
        {loaded.items.map((item) => (
          <Fragment key={item._id}>{props.children(item)}</Fragment>
        ))}
      </Box>
    </>
  );
}

/** The items of a list the dialog shows, read when it opens. */
function useOpenList<T>(open: boolean, path: string): Loaded<T> {
  const { send } = useAdminApi();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    let current = true;
    void send<ListPage<T> | T[]>(path).then((result) => {
      if (!current) return;
      if (!result.ok) return setLoaded({ state: 'failed' });
      setLoaded({ state: 'done', items: Array.isArray(result.data) ? result.data : result.data.items });
    });
    return () => {
      current = false;
    };
  }, [open, path, send]);
  return loaded;
}

/** The picture as a post shows it: the stored width closest above 800 px, or the original. */
const postPicture = (item: GalleryItem) => thumb(item.image, item.imageVariants, 800) ?? item.image;

export function PictureDialog({ editor, open, onClose }: DialogProps) {
  const { t } = useT();
  const loaded = useOpenList<GalleryItem>(open, '/api/gallery?page=1&limit=100');
  const me = useAdminUser();
  const insert = (item: GalleryItem) => {
    const src = postPicture(item);
    // The picture, then a paragraph to write on in: the cursor never stays on the picture (which a second
    // picture would replace).
    const image = { type: 'image', attrs: { src, alt: item.alt || item.title } };
    if (src)
      editor
        .chain()
        .focus()
        .insertContent([image, { type: 'paragraph' }])
        .run();
    onClose();
  };
  return (
    <EditorDialog open={open} onClose={onClose} title={t('admin.editor.pictureTitle')}>
      <ListChoice
        loaded={loaded}
        failed={t('admin.editor.pictureLoadError')}
        choose={t('admin.editor.pictureChoose')}
        empty={t('admin.editor.pictureEmpty')}
        layout={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
      >
        {(item) => (
          <li key={item._id}>
            <Box
              component="button"
              type="button"
              onClick={() => insert(item)}
              aria-label={t('admin.editor.pictureInsert', { title: item.title })}
              data-picture={item._id}
              sx={{
                p: 0,
                width: '100%',
                aspectRatio: '4 / 3',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
                cursor: 'pointer',
                bgcolor: 'grey.100',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <img
                src={thumb(item.image, item.imageVariants, 200) ?? ''}
                alt=""
                loading="lazy"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Box>
          </li>
        )}
      </ListChoice>
      {allows(API_ACCESS.gallery.write, me.role) && <GalleryUpload onAdded={insert} />}
    </EditorDialog>
  );
}

/** A new picture added to the gallery (title and category, the alt text from the title), then inserted. */
function GalleryUpload({ onAdded }: { onAdded: (item: GalleryItem) => void }) {
  const { t } = useT();
  const { send } = useAdminApi();
  const reason = useReason();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<string>(GALLERY_CATEGORIES[0]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async () => {
    if (!file || !title.trim()) return setProblem(t('admin.editor.uploadMissing'));
    setBusy(true);
    setProblem(null);
    const form = new FormData();
    form.set('title', title.trim());
    form.set('category', category);
    form.set('alt', title.trim());
    form.set('image', file);
    const result = await send<GalleryItem>('/api/gallery', { form });
    setBusy(false);
    if (result.ok) onAdded(result.data);
    else setProblem(t('admin.editor.uploadFailed', { reason: reason(result) }));
  };
  return (
    <Box
      component="section"
      aria-label={t('admin.editor.uploadTitle')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('admin.editor.uploadTitle')}
      </Typography>
      <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
        {file ? file.name : t('admin.editor.uploadFile')}
        <input
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen && !title) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
          }}
        />
      </Button>
      <TextField label={t('admin.editor.uploadName')} value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label={t('admin.editor.uploadCategory')}
        select
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {GALLERY_CATEGORIES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      {problem && (
        <Typography color="error" role="alert" variant="body2">
          {problem}
        </Typography>
      )}
      <Button variant="contained" onClick={() => void upload()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('admin.editor.uploading') : t('admin.editor.upload')}
      </Button>
    </Box>
  );
}

export function DocumentDialog({ editor, open, onClose }: DialogProps) {
  const { t } = useT();
  const loaded = useOpenList<DocumentItem>(open, '/api/documents');
  const insert = (doc: DocumentItem) => {
    insertLink(editor, doc.downloadUrl, documentLabel(doc));
    onClose();
  };
  return (
    <EditorDialog open={open} onClose={onClose} title={t('admin.editor.documentTitle')}>
      <ListChoice
        loaded={loaded}
        failed={t('admin.editor.documentLoadError')}
        choose={t('admin.editor.documentChoose')}
        empty={t('adminRecords.documents.empty')}
        layout={{ display: 'flex', flexDirection: 'column' }}
      >
        {(doc) => (
          <li key={doc._id}>
            <Button
              variant="outlined"
              onClick={() => insert(doc)}
              data-document={doc._id}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', width: '100%', textTransform: 'none' }}
            >
              {documentLabel(doc)}
            </Button>
          </li>
        )}
      </ListChoice>
    </EditorDialog>
  );
}
