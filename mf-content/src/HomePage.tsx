import { LoadError, lazyWithRetry, RemoteSection, usePageMeta, WhenNear } from '@basera/shared';
import { Box, Container, Skeleton, Typography } from '@basera/shared/ui';
import { type ComponentType, memo, Suspense, startTransition, useEffect, useState } from 'react';
import { type HomeData, preloadContent, type Slide, useContent } from './content-api';
import { FullPageLoader } from './FullPageLoader';
import { BannerFrame } from './home/BannerSlide';
import { RecentListings } from './home/RecentListings';
import { RecentlyViewed } from './home/RecentlyViewed';
import {
  FEEDBACK_HEIGHT,
  LIST_CARDS_HEIGHT,
  RECENT_LISTINGS_HEIGHT,
  SearchBoxSkeleton,
  SectionSkeleton,
  TESTIMONIALS_HEIGHT,
  WHY_CHOOSE_US_HEIGHT,
} from './home/skeletons';
import { LIST_CARDS, SEARCH_CARDS, TypeCards } from './home/TypeCards';

// Carousels load with swiper on their own chunk, only when there is something to slide. The sections below the
// fold bring their own code when the visitor nears them (the why-choose-us text needs the HTML sanitiser, the
// feedback block the form library): none of it is downloaded before the first screen shows. Offline, they wait
// for the network (their skeletons stay) instead of failing the page.
const loadBannerSlider = () => import('./home/BannerSlider');
const Testimonials = lazyWithRetry(() => import('./home/Testimonials'));
const WhyChooseUs = lazyWithRetry(() =>
  import('./home/WhyChooseUs').then((m) => ({ default: m.WhyChooseUs })),
);
const FeedbackSection = lazyWithRetry(() =>
  import('./home/FeedbackSection').then((m) => ({ default: m.FeedbackSection })),
);

type BannerSliderComponent = ComponentType<{ slides: Slide[]; seconds: number }>;

/** How long before the first slide's time is up swiper's code starts downloading. */
export const SLIDER_HEAD_START_MS = 2000;

/**
 * The slider, once the first banner picture has loaded (or failed) and the first slide's time is nearly up:
 * until then the first slide shows as a still picture at the same place and size. Nothing needs swiper's code
 * (25 KB) before the first slide moves on, so it is not part of the first visit's download: the page's largest
 * picture never waits for it or shares the network with it, and a phone gets the first screen sooner.
 */
function useBannerSlider(wanted: boolean, firstPictureSettled: boolean, seconds: number) {
  const [Slider, setSlider] = useState<BannerSliderComponent | null>(null);
  useEffect(() => {
    if (!wanted || !firstPictureSettled || Slider) return;
    let cancelled = false;
    let idle = 0;
    const load = () =>
      loadBannerSlider()
        .then((module) => !cancelled && startTransition(() => setSlider(() => module.default)))
        .catch(() => undefined);
    const timer = window.setTimeout(
      () => {
        if (window.requestIdleCallback) idle = window.requestIdleCallback(load, { timeout: 1000 });
        else void load();
      },
      Math.max(0, seconds * 1000 - SLIDER_HEAD_START_MS),
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (idle && window.cancelIdleCallback) window.cancelIdleCallback(idle);
    };
  }, [wanted, firstPictureSettled, Slider, seconds]);
  return Slider;
}

export const HOME_PATH = '/get-home';
const DEFAULT_SLIDING_SECONDS = 5;

/** Called by the shell as soon as this page's code has loaded: /get-home starts before the first render. */
export function preload() {
  preloadContent(HOME_PATH);
}

/**
 * Home (/ and /home): every section of spec 01 section 2, fed by GET /get-home. Under the loading overlay every
 * section already has about its final size (the banner exactly), so nothing moves when the data comes; the
 * first slide shows before swiper's chunk arrives.
 */
export default function HomePage() {
  usePageMeta(
    null,
    'Find PG rooms, hostels, mess services and room sharing across India, or list your own for free.',
  );
  const { data, error, isLoading, retry } = useContent<HomeData>(HOME_PATH);
  return (
    <Box>
      <FullPageLoader open={isLoading} />
      <HomeSections data={data} error={error} retry={retry} />
    </Box>
  );
}

interface HomeSectionsProps {
  data: HomeData | undefined;
  error: Error | undefined;
  retry: () => void;
}

/**
 * Memoised: when /get-home answers, swr re-renders the page at once (a blocking render) while the data itself
 * arrives in a yielding one; with the same props this whole tree sits the blocking render out.
 */
const HomeSections = memo(function HomeSections({ data, error, retry }: HomeSectionsProps) {
  const loading = !data && !error;
  const slides = data?.slider;
  const [firstPictureSettled, setFirstPictureSettled] = useState(false);
  const seconds = Number(data?.banner_sliding_time) || DEFAULT_SLIDING_SECONDS;
  const BannerSlider = useBannerSlider((slides?.length ?? 0) > 1, firstPictureSettled, seconds);
  return (
    <>
      {!data ? (
        <BannerFrame />
      ) : slides?.length && BannerSlider ? (
        <BannerSlider slides={slides} seconds={seconds} />
      ) : slides?.length ? (
        <BannerFrame
          slide={slides[0]}
          onPictureSettled={() => startTransition(() => setFirstPictureSettled(true))}
        />
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
          {(loading || data?.searching?.text_two) && (
            // Two lines on a phone, one from 576 px: kept while loading so the search box stays put.
            <Typography
              color="text.secondary"
              sx={{ textAlign: 'center', mt: 1, mb: 2.5, minHeight: { xs: 48, sm: 24 } }}
            >
              {data?.searching?.text_two ?? (
                <Skeleton component="span" sx={{ display: 'inline-block', width: { xs: '90%', sm: 420 } }} />
              )}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>
            <RemoteSection
              module="mf_search/SearchBox"
              props={{ target: '/PG' }}
              fallback={<SearchBoxSkeleton />}
            />
          </Box>
        </Box>
        <TypeCards
          cards={SEARCH_CARDS}
          block={data?.search}
          fallbackHeading="What We Offer"
          counts={data?.listing_counts}
          loading={loading}
        />
        {/* A returning seeker's places (this device's list, no request): right under what they search for. */}
        <RecentlyViewed />
        {/* Below the fold on a phone: rendered when the visitor scrolls near them. */}
        <WhenNear height={LIST_CARDS_HEIGHT}>
          <TypeCards
            cards={LIST_CARDS}
            block={data?.listing}
            fallbackHeading="List Your Property"
            counts={data?.listing_counts}
            loading={loading}
          />
        </WhenNear>
        {(data || loading) && (
          <WhenNear height={RECENT_LISTINGS_HEIGHT}>
            <RecentListings listings={data?.most_recent_listing} photoPath={data?.photoPath ?? ''} />
          </WhenNear>
        )}
        <WhenNear height={WHY_CHOOSE_US_HEIGHT}>
          {data && (
            <Suspense fallback={<SectionSkeleton height={WHY_CHOOSE_US_HEIGHT} />}>
              <WhyChooseUs block={data.whychooseus} points={data.why_choose_us_points} />
            </Suspense>
          )}
          {loading && <SectionSkeleton height={WHY_CHOOSE_US_HEIGHT} />}
        </WhenNear>
        <WhenNear height={TESTIMONIALS_HEIGHT}>
          {loading && <SectionSkeleton height={TESTIMONIALS_HEIGHT} />}
          {data?.people_say?.length ? (
            <Suspense fallback={<SectionSkeleton height={TESTIMONIALS_HEIGHT} />}>
              <Testimonials people={data.people_say} />
            </Suspense>
          ) : null}
        </WhenNear>
        <WhenNear height={FEEDBACK_HEIGHT}>
          <Suspense fallback={<SectionSkeleton height={FEEDBACK_HEIGHT} />}>
            <FeedbackSection block={data?.feedback} loading={loading} />
          </Suspense>
        </WhenNear>
      </Container>
    </>
  );
});
