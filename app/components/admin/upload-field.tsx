// A file field for admin forms: choose button, preview (images), file name and size, and a progress bar
// while the form uploads. Wrong types and files over the limit (images 20 MB, documents 25 MB:
// common/constants.ts) are refused at once with a clear message, before anything is sent.
//   <UploadField id={form.idFor('image')} kind="image" label={t('admin.blog.image')} file={file}
//     onChange={setFile} currentUrl={post?.image} progress={progress} error={form.errors.image} />
// `progress` is 0-100 while uploading (useAdminApi().send(..., { onProgress })), null otherwise.
// `id` goes on the choose button, so the form (admin-form.ts) can focus the field when it is missing.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useId, useRef, useState } from 'react';
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '../../../common/constants.ts';
import { useT } from '../../i18n/i18n.tsx';

export type UploadKind = 'image' | 'document';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/heic', 'image/heif'];
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.heic', '.heif'];
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

const extension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

/** Why a file is refused before upload (a message key and its values), or null when it may be sent. */
export function checkFile(
  file: File,
  kind: UploadKind,
): { key: 'tooLargeImage' | 'tooLargeDocument' | 'wrongImageType' | 'wrongDocumentType' } | null {
  const ext = extension(file.name);
  if (kind === 'image') {
    const typeOk =
      IMAGE_TYPES.includes(file.type.toLowerCase()) ||
      (file.type === '' || file.type === 'application/octet-stream' ? IMAGE_EXTENSIONS.includes(ext) : false);
    if (!typeOk || ext === '.svg') return { key: 'wrongImageType' };
    if (file.size > MAX_IMAGE_BYTES) return { key: 'tooLargeImage' };
    return null;
  }
  const typeOk =
    (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext) &&
    (file.type === '' || DOCUMENT_TYPES.includes(file.type) || file.type === 'application/octet-stream');
  if (!typeOk) return { key: 'wrongDocumentType' };
  if (file.size > MAX_DOCUMENT_BYTES) return { key: 'tooLargeDocument' };
  return null;
}

/** "850 KB", "10.4 MB" in the page's language. */
export function formatBytes(bytes: number, lang: string): string {
  const fmt = (n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024 * 1024) return `${fmt(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${fmt(bytes / (1024 * 1024))} MB`;
}

export interface UploadFieldProps {
  id?: string;
  label: string;
  kind?: UploadKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored file (image URL) the record has now, shown until a new one is chosen. */
  currentUrl?: string | null;
  /** 0-100 while the form uploads. */
  progress?: number | null;
  /** A message from the form (e.g. 'Please select an image.'). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Several files may be chosen at once: they go here instead (the gallery's new pictures, issue 38). */
  onMany?: (files: File[]) => void;
}

export function UploadField({
  id,
  label,
  kind = 'image',
  file,
  onChange,
  currentUrl,
  progress = null,
  error,
  required,
  disabled,
  onMany,
}: UploadFieldProps) {
  const { t, lang } = useT();
  const ownId = useId();
  const buttonId = id ?? `${ownId}-button`;
  const messageId = `${ownId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);

  useEffect(() => {
    if (!file || kind !== 'image') {
      // The preview is an object URL (an outside resource with a clean-up), so it is made in this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    setPreviewFailed(false);
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);

  const pick = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkFile(chosen, kind);
    if (problem) {
      const limit = kind === 'image' ? '20 MB' : '25 MB';
      setRefusal(t(`admin.upload.${problem.key}`, { name: chosen.name, size: formatBytes(chosen.size, lang), limit }));
      onChange(null);
      return;
    }
    setRefusal(null);
    onChange(chosen);
  };

  const message = refusal ?? error;
  const shown = kind === 'image' ? (preview ?? currentUrl ?? null) : null;
  const accept =
    kind === 'image'
      ? 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif,.heic,.heif'
      : DOCUMENT_EXTENSIONS.join(',');

  return (
    <Box role="group" aria-labelledby={`${ownId}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography
        id={`${ownId}-label`}
        component="span"
        variant="body2"
        sx={{ color: message ? 'error.main' : 'text.secondary', fontWeight: 500 }}
      >
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {kind === 'image' && (
          <Box
            sx={{
              width: 120,
              height: 90,
              borderRadius: 1,
              border: 1,
              borderColor: message ? 'error.main' : 'divider',
              bgcolor: 'grey.100',
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              flexShrink: 0,
            }}
          >
            {shown && !previewFailed ? (
              <img
                src={shown}
                alt={t('admin.upload.preview', { name: file?.name ?? label })}
                onError={() => setPreviewFailed(true)}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <ImageOutlinedIcon aria-hidden sx={{ color: 'text.secondary', fontSize: 40 }} />
            )}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, flex: '1 1 160px' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              id={buttonId}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => inputRef.current?.click()}
              disabled={disabled}
              aria-describedby={message ? messageId : undefined}
              aria-label={`${label}: ${file || currentUrl ? t('admin.upload.change') : kind === 'image' ? t('admin.upload.chooseImage') : t('admin.upload.chooseFile')}`}
            >
              {file || currentUrl
                ? t('admin.upload.change')
                : kind === 'image'
                  ? t('admin.upload.chooseImage')
                  : t('admin.upload.chooseFile')}
            </Button>
            {file && (
              <Button
                onClick={() => {
                  onChange(null);
                  setRefusal(null);
                  if (inputRef.current) inputRef.current.value = '';
                }}
                disabled={disabled}
              >
                {t('admin.upload.remove')}
              </Button>
            )}
          </Box>
          {file ? (
            <Typography
              variant="body2"
              sx={{ wordBreak: 'break-all', display: 'flex', gap: 0.5, alignItems: 'center' }}
            >
              {kind === 'document' && <InsertDriveFileOutlinedIcon aria-hidden fontSize="small" />}
              <span>{file.name}</span>
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }} data-testid="upload-size">
                ({formatBytes(file.size, lang)})
              </Box>
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {currentUrl ? t('admin.upload.keepCurrent') : t('admin.upload.noFile')}
            </Typography>
          )}
        </Box>
      </Box>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        style={{ display: 'none' }}
        multiple={!!onMany}
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          if (onMany && chosen.length > 1) {
            e.target.value = '';
            return onMany(chosen);
          }
          pick(chosen[0] ?? null);
        }}
        data-testid="upload-input"
      />
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label={t('admin.upload.progressLabel')} />
          <Typography variant="caption" role="status">
            {t('admin.upload.uploading', { percent: progress })}
          </Typography>
        </Box>
      )}
      {message && (
        <FormHelperText id={messageId} error role="alert" sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
