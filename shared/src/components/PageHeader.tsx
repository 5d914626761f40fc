import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface PageHeaderProps {
  title: string;
  /** Second breadcrumb; defaults to the title. */
  crumb?: string;
  /** Banner picture from content data; a brand gradient when absent. */
  bannerImage?: string | null;
}

/** The banner with the page title and the Home / page breadcrumbs that content and list pages share. */
export function PageHeader({ title, crumb, bannerImage }: PageHeaderProps) {
  return (
    <Box
      sx={(theme) => ({
        color: theme.palette.primary.contrastText,
        py: { xs: 4, md: 7 },
        // A dark veil keeps the title readable on any banner; without one, the brand colours.
        background: bannerImage
          ? `linear-gradient(rgba(15,23,42,.55), rgba(15,23,42,.55)), url(${bannerImage}) center/cover`
          : `linear-gradient(120deg, ${theme.palette.secondary.main} 0%, ${theme.palette.primary.main} 100%)`,
      })}
    >
      <Container maxWidth="xl">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1 }}>
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
            '& .MuiBreadcrumbs-li:last-child': { flexShrink: 1, minWidth: 0 },
          }}
        >
          <Link component={RouterLink} to="/" color="inherit" underline="hover">
            Home
          </Link>
          <Typography color="inherit" aria-current="page" noWrap title={crumb ?? title}>
            {crumb ?? title}
          </Typography>
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
