import { Typography } from '@basera/shared/ui';

export default function AuditPage() {
  return (
    <Typography variant="h2" component="h1">
      Audit log
    </Typography>
  );
}
