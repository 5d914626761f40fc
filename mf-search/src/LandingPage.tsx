// Issue 33: a city or locality landing page (/pg-in-bengaluru, /pg-in-bengaluru/koramangala): the heading, its
// facts, the results of its fixed search (the results page's cards, count, sort and pages), then what the page
// is about and the ways on. The shell's HTML carries the same data for crawlers (boot data: no second read).
import { errorMessage, LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { useLocation } from '@basera/shared/router';
import { type LandingAddress, parseLandingPath } from '@basera/shared/rules';
import type { LandingPageData } from '@basera/shared/types';
import { Container } from '@basera/shared/ui';
import { LandingFacts } from './landing/LandingFacts';
import { LandingLinks } from './landing/LandingLinks';
import { LandingMissing } from './landing/LandingMissing';
import { preloadLanding, useLanding } from './landing/landing-calls';
import { breadcrumb, provisionalHeading } from './landing/landing-text';
import ResultsPage, { preloadSearch } from './ResultsPage';
import { landingSearch } from './search-state';

/** Called by the shell as soon as this page's code has loaded: the page's data, then its first results. */
export function preload(_params: unknown, location: { pathname: string; search: string }) {
  preloadLanding(location.pathname)
    .then((answer) => preloadSearch(landingSearch(answer.data.search, new URLSearchParams(location.search))))
    .catch(() => undefined);
}

export default function LandingPage() {
  const { pathname } = useLocation();
  // The shell routes only landing-shaped paths here (its guard shows the 404 screen for any other).
  const address = parseLandingPath(pathname);
  const { landing, error, missing, retry } = useLanding(address ? pathname : null);
  if (!address) return null;
  if (missing) return <LandingMissing address={address} />;
  return <Landing address={address} landing={landing} error={error} retry={retry} />;
}

/** The page, from the first render on: before its data comes, the same boxes hold its place. */
function Landing({
  address,
  landing,
  error,
  retry,
}: {
  address: LandingAddress;
  landing: LandingPageData | undefined;
  error: unknown;
  retry: () => void;
}) {
  const heading = landing?.heading ?? provisionalHeading(address);
  usePageMeta(heading, landing?.summary[0] ?? null);
  return (
    <>
      <PageHeader title={heading} {...breadcrumb(address, landing)} />
      <Container maxWidth="xl" sx={{ pt: { xs: 2, sm: 3 } }}>
        {error ? (
          <LoadError message={errorMessage(error, 'We could not load this page.')} onRetry={retry} />
        ) : (
          <LandingFacts landing={landing} />
        )}
      </Container>
      {!error && <ResultsPage landing={{ search: landing?.search ?? null, cityName: landing?.city.name }} />}
      {landing && (
        <Container maxWidth="xl">
          <LandingLinks landing={landing} />
        </Container>
      )}
    </>
  );
}
