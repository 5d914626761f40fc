import { LISTING_TYPE_INFO, LISTING_TYPES, usePageMeta } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { type LandingAddress, landingPath } from '@basera/shared/rules';
import { Box, Button, Typography } from '@basera/shared/ui';
import { LinkChips } from './LandingLinks';
import { useLanding } from './landing-calls';
import { missingTitle, nameOfSlug } from './landing-text';

/**
 * A landing address with no live listing (the API's 404): says so in its own words (the shell's 404 screen says
 * "Page not found") and is no dead end: the type's results, and on a locality page its city's page, the city's
 * other localities and other types when the city has listings; else the other types' results.
 */
export function LandingMissing({ address }: { address: LandingAddress }) {
  const { type, city, locality } = address;
  // A locality with nothing of this type: its city's page may have some.
  const cityRead = useLanding(locality ? landingPath(type, city) : null);
  const cityPage = cityRead.landing;
  // The ways on show once the city's read has settled: nothing is inserted above what is on screen.
  const settled = !cityRead.isLoading;
  const cityName = cityPage?.city.name ?? nameOfSlug(city);
  const title = missingTitle(type, locality ? nameOfSlug(locality) : cityName);
  const label = LISTING_TYPE_INFO[type].label;
  usePageMeta(title, null);
  const otherTypes = LISTING_TYPES.filter((other) => other !== type).map((other) => ({
    name: LISTING_TYPE_INFO[other].label,
    path: `/${LISTING_TYPE_INFO[other].slug}`,
  }));
  return (
    <Box
      component="section"
      aria-labelledby="landing-missing-title"
      sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center', maxWidth: 760, mx: 'auto' }}
    >
      <Typography variant="h1" id="landing-missing-title" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        Nothing of this kind is listed here right now. These have places to stay:
      </Typography>
      {settled && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
            {cityPage && (
              <Button component={RouterLink} to={cityPage.path} variant="contained">
                {cityPage.heading} ({cityPage.count})
              </Button>
            )}
            <Button
              component={RouterLink}
              to={`/${LISTING_TYPE_INFO[type].slug}`}
              variant={cityPage ? 'outlined' : 'contained'}
            >
              All {label} listings
            </Button>
          </Box>
          {cityPage && cityPage.localities.length > 0 && (
            <Box component="nav" aria-label={`${label} by locality in ${cityName}`} sx={{ mt: 4 }}>
              <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
                {label} by locality in {cityName}
              </Typography>
              <LinkChips links={cityPage.localities} label={`${label} by locality in ${cityName}`} center />
            </Box>
          )}
          <Box component="nav" aria-label="Other types" sx={{ mt: 4 }}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
              {cityPage?.other_types.length ? `Also in ${cityName}` : 'Other kinds of stay'}
            </Typography>
            {cityPage?.other_types.length ? (
              <LinkChips links={cityPage.other_types} label={`Also in ${cityName}`} center />
            ) : (
              <Box
                component="ul"
                sx={{
                  m: 0,
                  p: 0,
                  listStyle: 'none',
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'center',
                  gap: 2,
                }}
              >
                {otherTypes.map((other) => (
                  <li key={other.path}>
                    <Button component={RouterLink} to={other.path}>
                      {other.name}
                    </Button>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
