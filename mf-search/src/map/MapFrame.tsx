import type { ListingPage, SearchPoint } from '@basera/shared';
import { Box, Button, CircularProgress, useMediaQuery, useTheme } from '@basera/shared/ui';
import ViewList from '@mui/icons-material/ViewList';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { PlaceCard } from './PlaceCard';
import { type PinnedListing, pinnedListings } from './pins';

// The map's box and the phone's cards without Leaflet or swiper: the results page shows them while the map's
// code downloads, and MapView and its carousel draw the same boxes, so nothing moves when they arrive.

/** The map's plain ground, under the tiles or instead of them. */
export const MAP_GROUND = '#eef0eb';

/** Space between the carousel's cards, and how many cards its width holds (the next one peeks in). */
export const CARD_GAP = 10;
export const CARDS_IN_VIEW = 1.1;

/** The map's box: the whole screen on a phone, a framed panel on wider screens. */
export function mapFrameSx(phone: boolean, theme: Theme): SxProps<Theme> {
  return phone
    ? {
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.appBar + 1,
        bgcolor: 'background.default',
        isolation: 'isolate',
      }
    : {
        position: 'relative',
        height: 'min(70vh, 640px)',
        minHeight: 420,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        isolation: 'isolate',
      };
}

/** Where the phone's cards run along the map's bottom edge, over the map. */
export const cardRowSx: SxProps<Theme> = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 22,
  zIndex: 1100,
  overflow: 'hidden',
};

/** The carousel's inner padding (`.swiper` in CardCarousel). */
export const CARD_ROW_PADDING = { px: 1.5, py: 0.5 } as const;

export interface StaticCardsProps {
  pins: readonly PinnedListing[];
  page: Pick<ListingPage, 'photoPath'>;
  near?: SearchPoint | null;
  nearName?: string;
  /** The card in view (the selected pin's), as the carousel would start. */
  index?: number;
}

/**
 * The carousel as swiper lays it out, without swiper: a row of cards (width = (row - gaps) / cards in view),
 * each as tall as the tallest, the card in view at the start and the next peeking in. Shown until swiper has
 * downloaded, so the card in view, the map view's largest paint, does not wait for it, and nothing moves when
 * swiper takes over.
 */
export function StaticCards({ pins, page, near, nearName, index = 0 }: StaticCardsProps) {
  const slide = `((100% - ${(CARDS_IN_VIEW - 1) * CARD_GAP}px) / ${CARDS_IN_VIEW})`;
  return (
    <Box sx={CARD_ROW_PADDING} data-testid="static-map-cards">
      <Box
        sx={{
          display: 'flex',
          gap: `${CARD_GAP}px`,
          width: '100%',
          marginLeft: `calc(${-index} * (${slide} + ${CARD_GAP}px))`,
        }}
      >
        {pins.map((pin, i) => (
          <Box key={pin.id} sx={{ flexShrink: 0, width: `calc${slide}`, display: 'flex' }}>
            <PlaceCard
              listing={pin}
              page={page}
              near={near}
              nearName={nearName}
              eager={Math.abs(i - index) <= 1}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The phone's way back from the full-screen map to the list. */
export function ListButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="contained" color="secondary" startIcon={<ViewList />} onClick={onClick}>
      List
    </Button>
  );
}

export interface MapLoadingProps {
  page: ListingPage;
  nearName?: string;
  /** Back to the list (phones): the button is there while the map loads too. */
  onClose?: () => void;
}

/** The map view while its code downloads: the map's box and ground, a spinner, and on a phone the cards. */
export function MapLoading({ page, nearName, onClose }: MapLoadingProps) {
  const theme = useTheme();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const pins = useMemo(() => pinnedListings(page.data), [page.data]);
  return (
    <Box role="region" aria-label="Map of results" aria-busy="true" sx={mapFrameSx(phone, theme)}>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          bgcolor: MAP_GROUND,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <CircularProgress aria-label="Loading the map" />
      </Box>
      {phone && onClose && (
        <Box sx={{ position: 'absolute', top: 10, left: 10, zIndex: 1100 }}>
          <ListButton onClick={onClose} />
        </Box>
      )}
      {phone && pins.length > 0 && (
        <Box sx={cardRowSx}>
          <StaticCards pins={pins} page={page} near={page.near ?? null} nearName={nearName} />
        </Box>
      )}
    </Box>
  );
}
