import { Box, Skeleton } from '@basera/shared/ui';

/** The section's shape while its code or its first page comes: the figures, the bars and two reviews. */
export function ReviewsSkeleton({ rated = true }: { rated?: boolean }) {
  if (!rated)
    return (
      <Box aria-hidden data-testid="reviews-loading">
        <Skeleton variant="text" width={140} />
        <Skeleton variant="text" width="70%" />
      </Box>
    );
  return (
    <Box aria-hidden data-testid="reviews-loading">
      <Skeleton variant="rounded" width={160} height={30} />
      <Skeleton variant="rounded" height={132} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={170} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={170} sx={{ mt: 1.5 }} />
    </Box>
  );
}
