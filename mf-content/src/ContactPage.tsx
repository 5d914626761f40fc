import { LoadError, PageHeader, usePageMeta } from '@basera/shared';
import {
  Box,
  Container,
  Grid,
  IconButton,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@basera/shared/ui';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import XIcon from '@mui/icons-material/X';
import type { ReactNode } from 'react';
import { ContactForm } from './ContactForm';
import { type ContactData, useContent } from './content-api';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Box sx={{ color: 'primary.main', pt: 0.25 }}>{icon}</Box>
      <div>
        <Typography variant="h4" component="h3">
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </div>
    </Stack>
  );
}

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'instagram', label: 'Instagram', icon: <InstagramIcon /> },
  { key: 'twitter', label: 'X (Twitter)', icon: <XIcon /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
] as const;

/** Contact (/contact): left the business's location, number, email and social links; right the form. */
export default function ContactPage() {
  usePageMeta('Contact Us', 'Call, email or message the Basera team.');
  const { data, error, isLoading, retry } = useContent<ContactData>('/get-contact-us');
  const details = data?.contact_details;
  return (
    <>
      <PageHeader title="Contact Us" bannerImage={data?.banner_and_seo?.banner_image_url} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {error && <LoadError onRetry={retry} />}
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h2" sx={{ mb: 3 }}>
              {data?.static_texts?.get_in_touch || 'Get In Touch'}
            </Typography>
            {/* As tall as the details (location, number, email, social links): the form below stays put. */}
            {isLoading && <Skeleton role="status" variant="rounded" height={277} aria-label="Loading" />}
            {details && (
              <Stack spacing={3}>
                {details.address && (
                  <Detail icon={<LocationOnIcon />} title="Location">
                    {details.address}
                  </Detail>
                )}
                {details.contact_number && (
                  <Detail icon={<PhoneIcon />} title="Call Us">
                    <Link href={`tel:+91${details.contact_number}`}>{details.contact_number}</Link>
                  </Detail>
                )}
                {details.email && (
                  <Detail icon={<EmailIcon />} title="Email">
                    <Link href={`mailto:${details.email}`}>{details.email}</Link>
                  </Detail>
                )}
                <Stack direction="row" spacing={1} aria-label="Social links">
                  {SOCIAL.filter((s) => details[s.key]).map((s) => (
                    <IconButton
                      key={s.key}
                      component="a"
                      href={details[s.key] ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={s.label}
                      sx={{ color: 'secondary.main', border: 1, borderColor: 'divider' }}
                    >
                      {s.icon}
                    </IconButton>
                  ))}
                </Stack>
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
              {(isLoading || data?.static_texts?.message_us) && (
                <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
                  {data?.static_texts?.message_us ?? (
                    <Skeleton component="span" sx={{ display: 'inline-block', width: 120 }} />
                  )}
                </Typography>
              )}
              <ContactForm />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
