import { LoadError, PageHeader, useGeneralSettings, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export default function AboutPage() {
  usePageMeta('About Us', 'Who we are and why Basera helps students and professionals find shared housing.');
  const { settings, error, isLoading, retry } = useGeneralSettings();
  return (
    <>
      <PageHeader title="About Us" />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Typography variant="h2" gutterBottom>
          About Basera
        </Typography>
        {isLoading && <Skeleton variant="text" height={80} />}
        {error && <LoadError onRetry={retry} />}
        {settings?.about && <Typography sx={{ fontSize: 18 }}>{settings.about}</Typography>}
      </Container>
    </>
  );
}
