// Shown when the school page has no record: no navigation state and no (known) id in the address.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SchoolIcon from '@mui/icons-material/School';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';

export function NoSchoolData() {
  const { t } = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 2 }}>
        <SchoolIcon sx={{ fontSize: 64 }} />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {t('school.noDataTitle')}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary', fontSize: '1.1rem' }}>{t('school.noDataText')}</Typography>
      <Button component={Link} to="/" variant="contained" color="primary" size="large" startIcon={<ArrowBackIcon />}>
        {t('school.goBack')}
      </Button>
    </Container>
  );
}
