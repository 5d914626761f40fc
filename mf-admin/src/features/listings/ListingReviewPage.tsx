import { Typography } from '@basera/shared/ui';

/** Placeholder until its owner's page lands. */
export default function ListingReviewPage() {
  return (
    <Typography variant="h2" component="h1">
      Review listing
    </Typography>
  );
}
