import { Typography } from '@basera/shared/ui';

export default function DashboardPage() {
  return (
    <Typography variant="h2" component="h1">
      Dashboard
    </Typography>
  );
}
