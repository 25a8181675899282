// The downloadable documents: name, description, file type and size, and a plain download link
// (works without JavaScript; the server names the file after the document, with its true extension).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { DocumentItem } from '../../../common/api-types.ts';
import type { Shown } from '../../app-context.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { paperSx } from '../home/styles.ts';
import { GridList } from '../layout/grid-list.tsx';
import { otherLang } from '../layout/content-language.tsx';

/** The document types' names in the messages (the public list and the documents admin page). */
export const TYPE_KEYS: Record<string, MessageKey> = {
  'School Fee': 'documents.types.schoolFee',
  'Joining Instruction': 'documents.types.joiningInstruction',
  'Exam Schedule': 'documents.types.examSchedule',
  Timetable: 'documents.types.timetable',
  Curriculum: 'documents.types.curriculum',
  Other: 'documents.types.other',
};

/** Curriculum and Timetable belong on the curriculum page; everything else on the joining page. */
export function isCurriculumDocument(doc: Pick<DocumentItem, 'category'>): boolean {
  return doc.category === 'Curriculum' || doc.category === 'Timetable';
}

export function formatBytes(bytes: number | null | undefined, lang: string, unknown: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return unknown;
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}

export function DocumentList({ documents }: { documents: Shown<DocumentItem>[] }) {
  const { t, lang } = useT();
  if (documents.length === 0) {
    return (
      <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.125rem', color: 'text.secondary' }}>
        {t('documents.empty')}
      </Typography>
    );
  }
  return (
    <GridList gap={{ xs: 2, md: 3 }} columns={{ xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}>
      {documents.map((doc) => {
        const typeKey = TYPE_KEYS[doc.category];
        const own = doc.category === 'Other' && !!doc.documentName;
        const name = own ? doc.documentName : typeKey ? t(typeKey) : doc.category;
        // The record's texts may be in another language than the page's (no current translation: decision 029).
        const textLang = otherLang(doc.lang, lang);
        const type = (doc.fileType ?? '').toUpperCase() || t('documents.unknown');
        const size = formatBytes(doc.fileSize, lang, t('documents.unknown'));
        const Icon = doc.fileType === 'pdf' ? PictureAsPdfIcon : DescriptionIcon;
        return (
          <Box
            component="li"
            key={doc._id}
            data-testid="document"
            sx={{
              ...paperSx,
              p: { xs: 2, md: 3 },
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              minWidth: 0,
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                flex: '0 0 auto',
                width: 48,
                height: 48,
                borderRadius: 2,
                bgcolor: '#e0f2f1',
                color: 'primary.dark',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Icon />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', height: '100%' }}>
              <Typography
                variant="h3"
                lang={own ? textLang : undefined}
                sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {name}
              </Typography>
              <Typography
                lang={textLang}
                sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: 'text.primary' }}
              >
                {doc.description}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 1,
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 2,
                  fontSize: '0.875rem',
                  color: 'text.secondary',
                  '& dt': { fontWeight: 500 },
                  '& dd': { m: 0, ml: 0.5 },
                }}
              >
                <Box sx={{ display: 'flex' }}>
                  <dt>{t('documents.fileType')}:</dt>
                  <dd>{type}</dd>
                </Box>
                <Box sx={{ display: 'flex' }}>
                  <dt>{t('documents.fileSize')}:</dt>
                  <dd>{size}</dd>
                </Box>
              </Box>
              {/* (A flex row, not a line of text: on a line, the button sat lower until its label had come in.) */}
              <Box sx={{ mt: 'auto', pt: 2, display: 'flex' }}>
                <Button
                  href={doc.downloadUrl}
                  download
                  variant="contained"
                  color="primary"
                  startIcon={<DownloadIcon />}
                  aria-label={t('documents.downloadLabel', { name, type, size })}
                >
                  {t('documents.download')}
                </Button>
              </Box>
            </Box>
          </Box>
        );
      })}
    </GridList>
  );
}
