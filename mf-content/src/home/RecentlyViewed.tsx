import { RemoteSection, useAuthStore, useRecentlyViewed, WhenNear } from '@basera/shared';
import { Box } from '@basera/shared/ui';
import { SectionHeading } from './SectionHeading';
import { type Height, ListingCardSkeleton } from './skeletons';

/** The row's height (heading and one row of cards) on the demo listings, as measured at 360, 800 and 1280 px. */
export const RECENTLY_VIEWED_HEIGHT: Height = { xs: 453, sm: 470, md: 483 };

/**
 * Recently viewed: the places this device opened, newest first, as one row of mf-search's listing cards that
 * scrolls sideways (each card opens its detail page). Only for seekers (not a Lister), only when there is
 * something: a first visit shows nothing. The list is read from localStorage on this device, with no request;
 * the cards render only once the row comes near the screen.
 */
export function RecentlyViewed() {
  const places = useRecentlyViewed();
  const lister = useAuthStore((state) => state.usertype) === 'Lister';
  if (lister || !places.length) return null;
  return (
    <WhenNear height={RECENTLY_VIEWED_HEIGHT}>
      <Box component="section" aria-labelledby="viewed-heading">
        <SectionHeading heading="Recently viewed" id="viewed-heading" />
        <Box
          component="ul"
          sx={{
            display: 'flex',
            // Centred under the heading while the cards fit; from the start once the row scrolls.
            justifyContent: 'safe center',
            gap: { xs: 2, md: 3 },
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 1.5,
          }}
        >
          {places.map((place) => (
            <Box
              component="li"
              key={place.propty_id}
              sx={{ flex: '0 0 auto', width: { xs: '78%', sm: 280, lg: 300 }, scrollSnapAlign: 'start' }}
            >
              <RemoteSection
                module="mf_search/RecentListingCard"
                // The remembered place holds what the card shows; its photo is a whole address.
                props={{ listing: place, photoPath: '' }}
                fallback={<ListingCardSkeleton />}
              />
            </Box>
          ))}
        </Box>
      </Box>
    </WhenNear>
  );
}
