import { LoadError, PageHeader, useGeneralSettings, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ContactPage() {
  usePageMeta('Contact Us', 'Call, email or message the Basera team.');
  const { settings, error, retry } = useGeneralSettings();
  return (
    <>
      <PageHeader title="Contact Us" />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        {error && <LoadError onRetry={retry} />}
        {settings && (
          <Stack spacing={2}>
            <div>
              <Typography variant="h3">Location</Typography>
              <Typography>{settings.address}</Typography>
            </div>
            <div>
              <Typography variant="h3">Call Us</Typography>
              <Link href={`tel:${settings.contact_number}`}>{settings.contact_number}</Link>
            </div>
            <div>
              <Typography variant="h3">Email</Typography>
              <Link href={`mailto:${settings.email}`}>{settings.email}</Link>
            </div>
          </Stack>
        )}
      </Container>
    </>
  );
}
