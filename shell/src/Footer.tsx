import { type GeneralSettings, LISTING_TYPE_INFO, useGeneralSettings } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Container, Grid, IconButton, Link, Stack, Typography } from '@basera/shared/ui';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import XIcon from '@mui/icons-material/X';

export const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  // Spec 01: the footer links the results of three of the four types (Room Sharing is not among them).
  ...(['PG', 'Hostel', 'Mess'] as const).map((type) => ({
    to: `/${LISTING_TYPE_INFO[type].slug}`,
    label: LISTING_TYPE_INFO[type].label,
  })),
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy_policies', label: 'Privacy Policy' },
  { to: '/refund-and-cancellation-policy', label: 'Refund & Cancellation Policy' },
  { to: '/term_and_condition', label: 'Terms & Conditions' },
  { to: '/faq', label: 'FAQ' },
  { to: '/blog', label: 'Blog' },
  { to: '/helpcenter', label: 'Help Center' },
];

function SocialLinks({ settings }: { settings: GeneralSettings }) {
  // The spec shows the social row only when a facebook address is set.
  if (!settings.facebook) return null;
  const links = [
    { href: settings.facebook, label: 'Facebook', icon: <FacebookIcon /> },
    { href: settings.instagram, label: 'Instagram', icon: <InstagramIcon /> },
    { href: settings.twitter, label: 'Twitter', icon: <XIcon /> },
    { href: settings.linkedin, label: 'LinkedIn', icon: <LinkedInIcon /> },
  ].filter((link) => link.href);
  return (
    <Stack direction="row" spacing={1} aria-label="Social links">
      {links.map((link) => (
        <IconButton
          key={link.label}
          component="a"
          href={link.href ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.08)' }}
        >
          {link.icon}
        </IconButton>
      ))}
    </Stack>
  );
}

export function Footer() {
  const { settings } = useGeneralSettings();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', mt: 6, pt: 6, pb: 3 }}
    >
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography sx={{ fontWeight: 800, fontSize: 24, mb: 1 }}>Basera</Typography>
            <Typography variant="body2" sx={{ opacity: 0.85, mb: 2 }}>
              {settings?.about ?? 'PG rooms, hostels, mess services and room sharing across India.'}
            </Typography>
            {settings && <SocialLinks settings={settings} />}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Quick Links
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(2, 1fr)',
                gap: 0.75,
              }}
            >
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="inherit" underline="hover" variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Get in touch
            </Typography>
            {settings && (
              <Stack spacing={1} sx={{ fontSize: 14 }}>
                {settings.address && (
                  <Stack direction="row" spacing={1}>
                    <LocationOnIcon fontSize="small" />
                    <span>{settings.address}</span>
                  </Stack>
                )}
                {settings.contact_number && (
                  <Stack direction="row" spacing={1}>
                    <PhoneIcon fontSize="small" />
                    <Link href={`tel:${settings.contact_number}`} color="inherit">
                      {settings.contact_number}
                    </Link>
                  </Stack>
                )}
                {settings.email && (
                  <Stack direction="row" spacing={1}>
                    <EmailIcon fontSize="small" />
                    <Link href={`mailto:${settings.email}`} color="inherit" data-testid="footer-email">
                      {settings.email}
                    </Link>
                  </Stack>
                )}
              </Stack>
            )}
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ textAlign: 'center', opacity: 0.8, mt: 5 }}>
          © Basera. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
