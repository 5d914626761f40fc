import { clearRecentlyViewed, RemoteSection, useAuthStore, useRecentlyViewed } from '@basera/shared';
import { Box, Button, Paper, Typography } from '@basera/shared/ui';

/**
 * My Account's "Recently viewed": the places this device opened, newest first, as one row of mf-search's listing
 * cards that scrolls sideways (each opens its page), with Clear to forget them. Seekers only, and only when
 * there is something.
 */
export function RecentlyViewedSection() {
  const places = useRecentlyViewed();
  const lister = useAuthStore((state) => state.usertype) === 'Lister';
  if (lister || !places.length) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="viewed-heading"
      sx={{ p: { xs: 2, sm: 3 }, mt: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h3" component="h2" id="viewed-heading">
          Recently viewed
        </Typography>
        <Button size="small" onClick={clearRecentlyViewed} aria-label="Clear recently viewed">
          Clear
        </Button>
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 2,
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
            sx={{ flex: '0 0 auto', width: { xs: '78%', sm: 260 }, scrollSnapAlign: 'start' }}
          >
            <RemoteSection
              module="mf_search/RecentListingCard"
              // The remembered place holds what the card shows; its photo is a whole address.
              props={{ listing: place, photoPath: '' }}
              fallback={<Box aria-hidden sx={{ height: 340, borderRadius: 1, bgcolor: 'action.hover' }} />}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
