// Several pictures at once (issue 38): <input type=file multiple accept=image/*> (on a phone, its gallery), then
// a row per chosen file: thumbnail, caption (from the file name unless a camera made it up, or the form's caption
// for all) and alt text
// (following the caption until edited), each an admin-form field (`items.<n>.title`, `items.<n>.alt`). Upload
// sends one request per file, one after another, so each row shows its own state: waiting, uploading n%, saved,
// or failed with the reason and a Retry; one that fails loses none of the others. Each change of a file's state
// is said in one aria-live region.
// - const batch = usePictureBatch(form, (item, file, data) => body);  <PictureBatch form={form} batch={batch} />
// - form.onValid(batch.uploadAll) as the form's submit; batch.saved: how many were saved (the list to refresh).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../i18n/i18n.tsx';
import { FilePreview } from '../admin-records/gallery-picker.tsx';
import type { AdminForm } from './admin-form.ts';
import { useReason } from './error-text.ts';
import { AltTextInput, TextInput } from './form-fields.tsx';
import { MAX_IMAGE_BYTES } from '../../../common/constants.ts';
import { captionOf } from './picture-caption.ts';
import { checkFile, formatBytes } from './upload-field.tsx';
import { useAdminApi, type AdminFailure } from './use-admin-api.ts';

/** A chosen file's texts, as form values. */
export interface BatchItem {
  key: string;
  title: string;
  alt: string;
}
export type BatchValues = { caption: string; items: BatchItem[] };

type Status =
  | { state: 'waiting' }
  | { state: 'uploading'; percent: number }
  | { state: 'done' }
  | { state: 'failed'; reason: string };

let nextKey = 0;

/** Chosen files as rows: each its key, and its caption (the caption for all, else its file name) as alt text. */
export function batchRows(chosen: File[], caption: string): { items: BatchItem[]; files: Map<string, File> } {
  const files = new Map(chosen.map((file) => [`f${nextKey++}`, file] as const));
  const items = [...files].map(([key, file]) => {
    const title = caption.trim() || captionOf(file.name);
    return { key, title, alt: title };
  });
  return { items, files };
}

export function usePictureBatch<V extends BatchValues, Out>(
  form: AdminForm<V>,
  /** The POST of one file: its address and body. */
  request: (item: BatchItem, file: File, data: Out) => { path: string; body: FormData },
  /** The files chosen before (the form's `items` are theirs). */
  initial: Map<string, File> = new Map(),
) {
  const { t, lang } = useT();
  const reason = useReason();
  const { send } = useAdminApi();
  const [files, setFiles] = useState(initial);
  const [status, setStatus] = useState<Record<string, Status>>({});
  const [busy, setBusy] = useState(false);
  /** The last change of a file's state, in words (the live region). */
  const [said, setSaid] = useState('');
  const setOne = (key: string, next: Status) => setStatus((all) => ({ ...all, [key]: next }));
  const nameOf = (key: string) => files.get(key)?.name ?? '';

  const failed = (key: string, why: string) => {
    setOne(key, { state: 'failed', reason: why });
    setSaid(t('admin.batch.saidFailed', { name: nameOf(key), reason: why }));
  };

  /** Sends one file (its texts as the form has them now); answers whether it was saved. */
  const upload = async (item: BatchItem, data: Out): Promise<boolean> => {
    const file = files.get(item.key);
    if (!file) return false;
    const refused = checkFile(file, 'image');
    if (refused) {
      const size = formatBytes(file.size, lang);
      failed(
        item.key,
        t(`admin.upload.${refused.key}`, { name: file.name, size, limit: formatBytes(MAX_IMAGE_BYTES, lang) }),
      );
      return false;
    }
    setOne(item.key, { state: 'uploading', percent: 0 });
    setSaid(t('admin.batch.saidUploading', { name: file.name }));
    const { path, body } = request(item, file, data);
    const result = await send(path, {
      method: 'POST',
      form: body,
      onProgress: (percent) => setOne(item.key, { state: 'uploading', percent }),
    });
    if (result.ok) {
      setOne(item.key, { state: 'done' });
      setSaid(t('admin.batch.saidDone', { name: file.name }));
      return true;
    }
    failed(item.key, reason(result as AdminFailure));
    return false;
  };

  const saved = Object.values(status).filter((s) => s.state === 'done').length;

  // The caption for all, as typed: each caption that still follows it (or its file name) follows.
  const caption =
    (useWatch({ control: form.control, name: 'caption' as never }) as unknown as string | undefined) ?? '';
  const lastCaption = useRef(caption);
  useEffect(() => {
    const before = lastCaption.current.trim();
    lastCaption.current = caption;
    form.getValues().items.forEach((item, i) => {
      const name = captionOf(files.get(item.key)?.name ?? '');
      if (status[item.key]?.state !== 'done' && item.title === (before || name))
        form.setValue(`items.${i}.title` as never, caption.trim() || name);
    });
    // Only a change of the caption moves the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [caption]);

  return {
    files,
    status,
    busy,
    said,
    saved,
    /** Adds the chosen files, each with its caption (the caption for all, else its name) and alt text. */
    add(chosen: File[]) {
      const added = batchRows(chosen, form.getValues().caption);
      setFiles((map) => new Map([...map, ...added.files]));
      form.setValue('items', [...form.getValues().items, ...added.items]);
    },
    remove(key: string) {
      form.setValue(
        'items',
        form.getValues().items.filter((item) => item.key !== key),
      );
      setFiles((map) => new Map([...map].filter(([k]) => k !== key)));
    },
    /** Uploads every file not saved yet, one after another; answers how many of them failed. */
    async uploadAll(data: Out, values: V): Promise<number> {
      setBusy(true);
      let failures = 0;
      for (const item of values.items)
        if (status[item.key]?.state !== 'done' && !(await upload(item, data))) failures += 1;
      setBusy(false);
      return failures;
    },
    async retry(key: string, data: Out) {
      const item = form.getValues().items.find((one) => one.key === key);
      if (!item) return;
      setBusy(true);
      await upload(item, data);
      setBusy(false);
    },
  };
}

export type PictureBatchState = ReturnType<typeof usePictureBatch>;

/** A chosen file's thumbnail. */
function Thumb({ file, alt }: { file: File; alt: string }) {
  return (
    <Box sx={{ width: 96, height: 72, flexShrink: 0, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
      <FilePreview file={file} alt={alt} />
    </Box>
  );
}

function StatusLine({ status }: { status: Status }) {
  const { t } = useT();
  if (status.state === 'uploading')
    return (
      <Box>
        <Typography variant="body2">{t('admin.upload.uploading', { percent: status.percent })}</Typography>
        <LinearProgress variant="determinate" value={status.percent} aria-label={t('admin.upload.progressLabel')} />
      </Box>
    );
  if (status.state === 'failed')
    return (
      <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere' }}>
        {t('admin.batch.failed', { reason: status.reason })}
      </Typography>
    );
  return (
    <Typography variant="body2" sx={{ color: status.state === 'done' ? 'success.dark' : 'text.secondary' }}>
      {t(status.state === 'done' ? 'admin.batch.done' : 'admin.batch.waiting')}
    </Typography>
  );
}

export function PictureBatch<V extends BatchValues>({
  form,
  batch,
  onRetry,
}: {
  form: AdminForm<V>;
  batch: PictureBatchState;
  onRetry: (key: string) => void;
}) {
  const { t } = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const items = (useWatch({ control: form.control, name: 'items' as never }) ?? []) as BatchItem[];
  const error = (form.errors as { items?: { message?: string } }).items?.message;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    batch.add([...(event.target.files ?? [])]);
    event.target.value = '';
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <input
          ref={input}
          id={form.idFor('items')}
          type="file"
          multiple
          accept="image/*"
          onChange={choose}
          aria-describedby={`${inputId}-hint`}
          style={visuallyHidden as object}
          tabIndex={-1}
        />
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={batch.busy}
        >
          {t('admin.batch.choose')}
        </Button>
        <Typography
          id={`${inputId}-hint`}
          variant="body2"
          sx={{ mt: 0.5, color: error ? 'error.main' : 'text.secondary' }}
        >
          {error ?? t('admin.batch.hint')}
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-label={t('admin.batch.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {items.map((item, i) => {
          const file = batch.files.get(item.key);
          const status = batch.status[item.key] ?? { state: 'waiting' };
          if (!file) return null;
          const locked = batch.busy || status.state === 'done';
          return (
            <Box
              component="li"
              key={item.key}
              data-file={file.name}
              sx={{
                display: 'flex',
                gap: 1.5,
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                borderTop: 1,
                borderColor: 'divider',
                pt: 2,
              }}
            >
              <Thumb file={file} alt={t('admin.upload.preview', { name: file.name })} />
              <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
                <TextInput
                  form={form}
                  name={`items.${i}.title` as never}
                  label={t('admin.batch.caption')}
                  size="small"
                  disabled={locked}
                  required
                />
                <AltTextInput
                  form={form}
                  name={`items.${i}.alt` as never}
                  from={`items.${i}.title` as never}
                  size="small"
                  disabled={locked}
                />
                <StatusLine status={status} />
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  {status.state === 'failed' && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onRetry(item.key)}
                      disabled={batch.busy}
                      aria-label={t('admin.batch.retryFile', { name: file.name })}
                    >
                      {t('admin.batch.retry')}
                    </Button>
                  )}
                  {status.state !== 'done' && (
                    <IconButton
                      size="small"
                      aria-label={t('admin.batch.remove', { name: file.name })}
                      onClick={() => batch.remove(item.key)}
                      disabled={batch.busy}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {batch.said}
      </Box>
    </Box>
  );
}
