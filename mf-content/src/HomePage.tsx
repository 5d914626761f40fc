import { LoadError, RemoteSection, usePageMeta } from '@basera/shared';
import { Box, Container, Skeleton, Typography } from '@basera/shared/ui';
import { lazy, Suspense } from 'react';
import { type HomeData, useContent } from './content-api';
import { FullPageLoader } from './FullPageLoader';
import { BANNER_HEIGHT } from './home/banner-height';
import { FeedbackSection } from './home/FeedbackSection';
import { RecentListings } from './home/RecentListings';
import { LIST_CARDS, SEARCH_CARDS, TypeCards } from './home/TypeCards';
import { WhyChooseUs } from './home/WhyChooseUs';

// Carousels load with swiper on their own chunk, only when there is something to slide.
const BannerSlider = lazy(() => import('./home/BannerSlider'));
const Testimonials = lazy(() => import('./home/Testimonials'));

export const HOME_PATH = '/get-home';
const DEFAULT_SLIDING_SECONDS = 5;

/** Home (/ and /home): every section of spec 01 section 2, fed by GET /get-home. */
export default function HomePage() {
  usePageMeta(
    null,
    'Find PG rooms, hostels, mess services and room sharing across India, or list your own for free.',
  );
  const { data, error, isLoading, retry } = useContent<HomeData>(HOME_PATH);
  return (
    <Box>
      <FullPageLoader open={isLoading} />
      {data?.slider?.length ? (
        <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: BANNER_HEIGHT }} />}>
          <BannerSlider
            slides={data.slider}
            seconds={Number(data.banner_sliding_time) || DEFAULT_SLIDING_SECONDS}
          />
        </Suspense>
      ) : null}
      <Container maxWidth="xl">
        {error && <LoadError onRetry={retry} message="We could not load the home page." />}
        <Box component="section" aria-labelledby="search-heading" sx={{ pt: { xs: 3, md: 5 } }}>
          <Typography
            variant="h1"
            id="search-heading"
            sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, textAlign: 'center' }}
          >
            {data?.searching?.text_one || 'Find your PG, hostel, mess or shared room'}
          </Typography>
          {data?.searching?.text_two && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 2.5 }}>
              {data.searching.text_two}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>
            <RemoteSection
              module="mf_search/SearchBox"
              props={{ target: '/PG' }}
              fallback={<Skeleton variant="rounded" height={72} aria-label="Loading search" />}
            />
          </Box>
        </Box>
        <TypeCards
          cards={SEARCH_CARDS}
          block={data?.search}
          fallbackHeading="What We Offer"
          counts={data?.listing_counts}
        />
        <TypeCards
          cards={LIST_CARDS}
          block={data?.listing}
          fallbackHeading="List Your Property"
          counts={data?.listing_counts}
        />
        {data && <RecentListings listings={data.most_recent_listing} photoPath={data.photoPath} />}
        {data && <WhyChooseUs block={data.whychooseus} points={data.why_choose_us_points} />}
        {data?.people_say?.length ? (
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <Testimonials people={data.people_say} />
          </Suspense>
        ) : null}
        <FeedbackSection block={data?.feedback} />
      </Container>
    </Box>
  );
}
