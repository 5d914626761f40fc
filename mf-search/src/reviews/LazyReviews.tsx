import { ChunkBoundary, LoadError, lazyWithRetry, WhenNear } from '@basera/shared';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import { Suspense } from 'react';
import { useIsPreview } from '../details/preview';
import type { DetailListing } from '../details/types';
import { ReviewsSkeleton } from './ReviewsSkeleton';

// The section's code (the list, the bars, the sort, the report dialog's frame) is a chunk of its own, asked for
// only when the seeker scrolls near it: the first screen of the detail page neither downloads nor runs it.
const ReviewsSection = lazyWithRetry(() => import('./ReviewsSection'));

/** About the section's height before it loads: an empty state is a line or two, a rated listing a screen. */
const placeholderHeight = (count: number | undefined) => (count ? 560 : 48);

/** The "Reviews" section's body on the detail page and in the owner's preview. */
export function LazyReviews({ property }: { property: DetailListing }) {
  const preview = useIsPreview();
  return (
    <WhenNear height={placeholderHeight(property.rating_count)}>
      <ChunkBoundary fallback={(retry) => <LoadError message={M.loadFailed} onRetry={retry} />}>
        <Suspense fallback={<ReviewsSkeleton rated={Boolean(property.rating_count)} />}>
          <ReviewsSection propertyId={property.propty_id} preview={preview} />
        </Suspense>
      </ChunkBoundary>
    </WhenNear>
  );
}
