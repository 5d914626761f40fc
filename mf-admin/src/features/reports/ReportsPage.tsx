import { Typography } from '@basera/shared/ui';

/** Placeholder until its owner's page lands. */
export default function ReportsPage() {
  return (
    <Typography variant="h2" component="h1">
      Reports
    </Typography>
  );
}
