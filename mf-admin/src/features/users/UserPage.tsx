import { Typography } from '@basera/shared/ui';

/** Placeholder until its owner's page lands. */
export default function UserPage() {
  return (
    <Typography variant="h2" component="h1">
      User
    </Typography>
  );
}
