import { LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { Card, Container, Grid, Skeleton, Stack, Typography } from '@basera/shared/ui';
import FlagIcon from '@mui/icons-material/Flag';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { type AboutData, useContent } from './content-api';
import { SafeHtml } from './SafeHtml';

function PurposeCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
        {icon}
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {text}
      </Typography>
    </Card>
  );
}

/** About (/about): banner, breadcrumbs, the About text, Our Mission and Our Vision (GET /get-about-us). */
export default function AboutPage() {
  const { data, error, isLoading, retry } = useContent<AboutData>('/get-about-us');
  const title = data?.page_title || 'About Us';
  usePageMeta(title, 'Who we are and why Basera helps students and professionals find shared housing.');
  return (
    <>
      <PageHeader title={title} bannerImage={data?.banner_image_url} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {error && <LoadError onRetry={retry} />}
        {isLoading && (
          <Stack role="status" aria-busy="true" spacing={1} aria-label="Loading">
            <Skeleton variant="text" height={48} width="40%" />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        )}
        {data && (
          <>
            <Typography variant="h2" sx={{ mb: 2 }}>
              About Basera
            </Typography>
            <SafeHtml html={data.about_us} sx={{ fontSize: '1.05rem', maxWidth: 880 }} />
            <Grid container spacing={3} sx={{ mt: 2 }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <PurposeCard icon={<FlagIcon />} title="Our Mission" text={data.our_mission} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <PurposeCard icon={<VisibilityIcon />} title="Our Vision" text={data.our_vision} />
              </Grid>
            </Grid>
          </>
        )}
      </Container>
    </>
  );
}
