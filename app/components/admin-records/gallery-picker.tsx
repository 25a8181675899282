// The partner's gallery: at most PARTNER_GALLERY_MAX (3) images, stored ones and newly chosen ones together.
// Stored images can be removed (the form then sends the rest as `existingGalleryImages`); new ones are
// checked like every upload (type, size) before anything is sent. Choosing more than there is room for cuts
// the extra ones off at once, with a note naming them (spec section 5), exactly as the server would.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useRef, useState } from 'react';
import type { Partner } from '../../../common/api-types.ts';
import { PARTNER_GALLERY_MAX } from '../../../common/constants.ts';
import { useT } from '../../i18n/i18n.tsx';
import { thumb } from '../admin/format.ts';
import { checkFile, formatBytes } from '../admin/upload-field.tsx';

export type StoredGalleryImage = Partner['galleryImages'][number];

export function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    // An object URL is an outside resource with a clean-up: made and revoked by this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img src={url} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null;
}

export interface GalleryPickerProps {
  kept: StoredGalleryImage[];
  files: File[];
  onChange: (kept: StoredGalleryImage[], files: File[]) => void;
  disabled?: boolean;
}

export function GalleryPicker({ kept, files, onChange, disabled }: GalleryPickerProps) {
  const { t, lang } = useT();
  const labelId = useId();
  const noteId = useId();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const total = kept.length + files.length;
  const room = PARTNER_GALLERY_MAX - total;

  const pick = (chosen: File[]) => {
    const problems: string[] = [];
    const fine: File[] = [];
    for (const file of chosen) {
      const problem = checkFile(file, 'image');
      if (problem) {
        problems.push(
          t(`admin.upload.${problem.key}`, { name: file.name, size: formatBytes(file.size, lang), limit: '20 MB' }),
        );
      } else {
        fine.push(file);
      }
    }
    const taken = fine.slice(0, Math.max(0, room));
    const cut = fine.slice(taken.length);
    if (cut.length)
      problems.push(
        t('adminRecords.partner.galleryCut', { max: PARTNER_GALLERY_MAX, names: cut.map((f) => f.name).join(', ') }),
      );
    setNotes(problems);
    if (taken.length) onChange(kept, [...files, ...taken]);
  };

  const tile = (key: string, n: number, image: React.ReactNode, isNew: boolean, remove: () => void) => (
    <Box
      component="li"
      key={key}
      data-testid="gallery-tile"
      sx={{
        position: 'relative',
        width: 140,
        height: 105,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {image}
      {isNew && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            left: 4,
            bottom: 4,
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: '#000',
            fontSize: '0.75rem',
            fontWeight: 500,
          }}
        >
          {t('adminRecords.partner.galleryNew')}
        </Box>
      )}
      <IconButton
        size="small"
        aria-label={t('adminRecords.partner.galleryRemove', { n })}
        onClick={() => {
          remove();
          setNotes([]);
          addButton.current?.focus();
        }}
        disabled={disabled}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'rgba(255,255,255,0.92)',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={notes.length ? noteId : undefined}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={labelId} component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        {t('adminRecords.partner.gallery', { max: PARTNER_GALLERY_MAX })}
      </Typography>
      {total === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('adminRecords.partner.galleryEmpty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {kept.map((image, index) =>
            tile(
              `kept-${image.url}`,
              index + 1,
              <img
                src={thumb(image.url, image.variants) ?? ''}
                alt={t('adminRecords.partner.galleryImage', { n: index + 1 })}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />,
              false,
              () =>
                onChange(
                  kept.filter((_, i) => i !== index),
                  files,
                ),
            ),
          )}
          {files.map((file, index) =>
            tile(
              `file-${index}-${file.name}`,
              kept.length + index + 1,
              <FilePreview
                file={file}
                alt={`${t('adminRecords.partner.galleryImage', { n: kept.length + index + 1 })}: ${file.name}`}
              />,
              true,
              () =>
                onChange(
                  kept,
                  files.filter((_, i) => i !== index),
                ),
            ),
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          ref={addButton}
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || room <= 0}
        >
          {t('adminRecords.partner.galleryAdd')}
        </Button>
        {room <= 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('adminRecords.partner.galleryFull')}
          </Typography>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif,.heic,.heif"
        tabIndex={-1}
        aria-hidden="true"
        style={{ display: 'none' }}
        data-testid="gallery-input"
        onChange={(e) => {
          pick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {notes.length > 0 && (
        <Box id={noteId} role="alert">
          {notes.map((note) => (
            <FormHelperText key={note} sx={{ mx: 0, color: '#8a4500', fontSize: '0.875rem' }}>
              {note}
            </FormHelperText>
          ))}
        </Box>
      )}
    </Box>
  );
}
