import { Box, Card, Skeleton, Stack } from '@basera/shared/ui';
import type { ResponsiveStyleValue } from '@mui/system';

// Placeholders of about the final size of each home section while /get-home loads (heights measured on the demo
// content at 360, 800 and 1280 px): what follows them moves as little as possible when the data comes.

export type Height = ResponsiveStyleValue<number>;

/**
 * mf-search's search box (issue 29, as measured): Where, then two fields a row, Search and "More options" on
 * phones and tablets; one row and "More options" from md.
 */
export const SEARCH_BOX_HEIGHT: Height = { xs: 204, sm: 212, md: 108 };

/** List Your Property's cards, Most Recent Listing (six cards) and the feedback form, as measured. */
export const LIST_CARDS_HEIGHT: Height = { xs: 648, sm: 923, lg: 516 };
export const RECENT_LISTINGS_HEIGHT: Height = { xs: 2641, sm: 1505, lg: 1075 };
export const FEEDBACK_HEIGHT: Height = { xs: 707, sm: 699 };

/** Why choose us and What People Say, padding included. */
export const WHY_CHOOSE_US_HEIGHT: Height = { xs: 1149, md: 909, lg: 600 };
export const TESTIMONIALS_HEIGHT: Height = { xs: 463, md: 586, lg: 484 };

const flat = { transform: 'none' } as const;

/** The search box's place until mf-search's box arrives. */
export function SearchBoxSkeleton() {
  return (
    // A status, not a bare label on a span (axe: aria-label is not allowed there); busy until the box is there.
    <Box role="status" aria-busy="true" aria-label="Loading search">
      <Skeleton variant="rounded" sx={{ ...flat, height: SEARCH_BOX_HEIGHT }} />
    </Box>
  );
}

/**
 * Eyebrow, heading and (with `description`) a few lines of text, centred like SectionHeading and about as tall
 * as the demo content's headings (the heading and text wrap on phones).
 */
export function HeadingSkeleton({ description = false }: { description?: boolean }) {
  return (
    <Stack
      aria-hidden="true"
      sx={{ alignItems: 'center', mb: 3, height: description ? { xs: 203, md: 122 } : 66 }}
    >
      <Skeleton variant="text" sx={{ width: 120, fontSize: '0.75rem', lineHeight: 2.66 }} />
      <Skeleton variant="text" sx={{ width: { xs: '70%', md: 360 }, fontSize: '2rem' }} />
      {description && (
        <Skeleton variant="text" sx={{ mt: 1, width: { xs: '90%', md: 560 }, flex: 1, maxHeight: 72 }} />
      )}
    </Stack>
  );
}

/** A whole home section (padding included) of about its final height. */
export function SectionSkeleton({ height }: { height: Height }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ py: { xs: 4, md: 7 }, height, boxSizing: 'border-box', display: 'flex', flexDirection: 'column' }}
    >
      <HeadingSkeleton />
      <Skeleton variant="rounded" sx={{ ...flat, flex: 1 }} />
    </Box>
  );
}

/** A listing card's place: the 3:2 photo and about the card's text (Most Recent Listing). */
export function ListingCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ ...flat, aspectRatio: '3 / 2', height: 'auto' }} />
      <Stack spacing={1} sx={{ p: 2, minHeight: 180, boxSizing: 'border-box' }}>
        <Skeleton variant="text" sx={{ fontSize: '1.1rem', width: '70%' }} />
        <Skeleton variant="text" sx={{ width: '90%' }} />
        <Skeleton variant="text" sx={{ width: '40%' }} />
        <Skeleton variant="text" sx={{ width: '50%' }} />
      </Stack>
    </Card>
  );
}
