import { LISTING_TYPE_INFO } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import type { LandingLink, LandingPageData } from '@basera/shared/types';
import { Box, Link, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { Fragment } from 'react';
import { linkLabel, localitiesTitle, placeOf } from './landing-text';

const sectionTitle = { fontSize: { xs: '1.125rem', sm: '1.25rem' }, fontWeight: 700, mb: 1.5 } as const;

/** Links as a row of chips that wraps (each a plain link a crawler follows too). */
export function LinkChips({
  links,
  label,
  center = false,
}: {
  links: readonly LandingLink[];
  label: string;
  center?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: center ? 'center' : 'flex-start',
      }}
    >
      {links.map((link) => (
        <li key={link.path}>
          <Chip
            component={RouterLink}
            to={link.path}
            clickable
            variant="outlined"
            label={linkLabel(link)}
            sx={{ bgcolor: 'background.paper', fontWeight: 500 }}
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * Under the results: what the page is about (its summary, facts from the data), then the ways on: the city's or
 * the nearby localities, the other types here, and a locality's city page.
 */
export function LandingLinks({ landing }: { landing: LandingPageData }) {
  const label = LISTING_TYPE_INFO[landing.type].label;
  const place = placeOf(landing);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, sm: 4 }, pb: { xs: 4, sm: 6 } }}>
      {landing.summary.length > 0 && (
        <Box component="section" aria-labelledby="landing-about" sx={{ maxWidth: 760 }}>
          <Typography variant="h2" id="landing-about" sx={sectionTitle}>
            About {label} in {place}
          </Typography>
          <Typography color="text.secondary">{landing.summary.join(' ')}</Typography>
        </Box>
      )}
      {(landing.localities.length > 0 || landing.city_page) && (
        <Box component="nav" aria-labelledby="landing-localities">
          <Typography variant="h2" id="landing-localities" sx={sectionTitle}>
            {localitiesTitle(landing)}
          </Typography>
          {landing.localities.length > 0 && (
            <LinkChips links={landing.localities} label={localitiesTitle(landing)} />
          )}
          {landing.city_page && (
            <Typography sx={{ mt: 2 }}>
              <Link component={RouterLink} to={landing.city_page.path} sx={{ fontWeight: 600 }}>
                {linkLabel({ name: `All ${label} in ${landing.city.name}`, count: landing.city_page.count })}
              </Link>
            </Typography>
          )}
        </Box>
      )}
      {landing.other_types.length > 0 && (
        <Box component="nav" aria-label={`Other types in ${place}`}>
          <Typography data-testid="other-types">
            Also in {place}:{' '}
            {landing.other_types.map((link, index) => (
              <Fragment key={link.path}>
                {index > 0 && ', '}
                <Link component={RouterLink} to={link.path} sx={{ fontWeight: 600 }}>
                  {linkLabel(link)}
                </Link>
              </Fragment>
            ))}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
