import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_HEADER_HEIGHT } from '../layout';

export interface PageHeaderProps {
  title: string;
  /** Second breadcrumb; defaults to the title. */
  crumb?: string;
  /** Banner picture from content data; a brand gradient when absent. */
  bannerImage?: string | null;
  /** Links between Home and the crumb ("PG in Bengaluru" on a locality's page): they shrink before Home does. */
  trail?: ReadonlyArray<{ label: string; to: string }>;
  /**
   * The title on one line, cut with an ellipsis: the band keeps its height while the title changes (the results
   * page's 'Results for "koramangala pg"' becomes 'Find your stay' once its words are read as chips).
   */
  oneLine?: boolean;
}

const band = (bannerImage?: string | null) => (theme: Theme) => ({
  color: theme.palette.primary.contrastText,
  py: { xs: 4, md: 7 },
  // A dark veil keeps the title readable on any banner; without one, the brand colours.
  background: bannerImage
    ? `linear-gradient(rgba(15,23,42,.55), rgba(15,23,42,.55)), url(${bannerImage}) center/cover`
    : `linear-gradient(120deg, ${theme.palette.secondary.main} 0%, ${theme.palette.primary.main} 100%)`,
});

const titleStyle = { fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1 } as const;

/**
 * PageHeader's band while its page loads, in the brand colours and at least as tall as with a one-line title:
 * the title when it is known already (a listing's name that index.html wrote), and the breadcrumbs' line empty;
 * over the banner index.html painted, when it painted one (about, contact, FAQ, the policy pages).
 * The same box as shared/build/index.html's `.boot-band`.
 */
export function PageHeaderFrame({
  title,
  bannerImage,
  oneLine = false,
}: {
  title?: string;
  bannerImage?: string;
  oneLine?: boolean;
}) {
  return (
    <Box
      sx={[band(bannerImage), { minHeight: PAGE_HEADER_HEIGHT, boxSizing: 'border-box' }]}
      aria-hidden="true"
    >
      <Container maxWidth="xl">
        <Typography variant="h1" component="p" noWrap={oneLine} sx={{ ...titleStyle, minHeight: '1.167em' }}>
          {title}
        </Typography>
        <Box sx={{ height: 24 }} />
      </Container>
    </Box>
  );
}

/** The banner with the page title and the Home / page breadcrumbs that content and list pages share. */
export function PageHeader({ title, crumb, bannerImage, trail = [], oneLine = false }: PageHeaderProps) {
  return (
    <Box sx={band(bannerImage)}>
      <Container maxWidth="xl">
        <Typography variant="h1" noWrap={oneLine} title={oneLine ? title : undefined} sx={titleStyle}>
          {title}
        </Typography>
        {/*
          One line, whatever the crumb (an article's title comes with its data): the band keeps its height, and
          the page under it does not move when the data comes. A crumb too long for a phone ends in an ellipsis.
        */}
        <Breadcrumbs
          aria-label="breadcrumb"
          sx={{
            color: 'rgba(255,255,255,.85)',
            '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
            '& .MuiBreadcrumbs-li': { flexShrink: 0 },
            // Home keeps its width; the trail's links and the crumb shrink to an ellipsis.
            '& .MuiBreadcrumbs-li:not(:first-of-type)': { flexShrink: 1, minWidth: 0 },
          }}
        >
          <Link component={RouterLink} to="/" color="inherit" underline="hover">
            Home
          </Link>
          {trail.map((step) => (
            <Link
              key={step.to}
              component={RouterLink}
              to={step.to}
              color="inherit"
              underline="hover"
              noWrap
              title={step.label}
              sx={{ display: 'block' }}
            >
              {step.label}
            </Link>
          ))}
          <Typography color="inherit" aria-current="page" noWrap title={crumb ?? title}>
            {crumb ?? title}
          </Typography>
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
