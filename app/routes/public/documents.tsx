// /resource/JoiningForm (every document but Curriculum and Timetable) and /resource/curriculum
// (Curriculum and Timetable): the documents to download (spec section 2).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { DocumentItem } from '../../../common/api-types.ts';
import { pageContext } from '../../app-context.ts';
import { DocumentList, isCurriculumDocument } from '../../components/documents/document-list.tsx';
import { PageBanner } from '../../components/gallery/page-banner.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { listOrEmpty, withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/documents.ts';

const isCurriculumPage = (url: URL) => url.pathname.replace(/\/+$/, '').toLowerCase() === '/resource/curriculum';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { data } = context.get(pageContext);
  // `url` is the page's address (client navigations request '<path>.data', which `request.url` shows).
  const curriculum = isCurriculumPage(url);
  const all = await listOrEmpty(data.documents(), 'Failed to fetch documents');
  return {
    kind: curriculum ? ('curriculum' as const) : ('joining' as const),
    documents: all.filter((doc) => isCurriculumDocument(doc) === curriculum),
  };
}

// Its data request failing: 'No documents available.', as when the documents cannot be read.
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(
    serverLoader,
    () => ({
      kind: isCurriculumPage(new URL(request.url)) ? ('curriculum' as const) : ('joining' as const),
      documents: [] as DocumentItem[],
    }),
    request.signal,
  );

export function meta(args: Route.MetaArgs) {
  const kind = args.loaderData?.kind ?? 'joining';
  return pageMeta(args, {
    title: `documents.${kind}.title`,
    description: `documents.${kind}.metaDescription`,
    path: kind === 'curriculum' ? '/resource/curriculum' : '/resource/JoiningForm',
  });
}

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { kind, documents } = loaderData;
  return (
    <>
      <PageBanner title={t(`documents.${kind}.title`)} intro={t(`documents.${kind}.intro`)} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box component="section" aria-labelledby="documents-banner">
          <Typography
            id="documents-banner"
            variant="h2"
            sx={{
              fontSize: { xs: '1.25rem', md: '1.5rem' },
              bgcolor: 'secondary.main',
              color: 'rgba(0,0,0,0.87)',
              borderRadius: 2,
              px: { xs: 2, md: 3 },
              py: 1.5,
              mb: { xs: 2, md: 3 },
              textAlign: 'center',
            }}
          >
            {t(`documents.${kind}.banner`)}
          </Typography>
          <DocumentList documents={documents} />
        </Box>
      </Container>
    </>
  );
}
