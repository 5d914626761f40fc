import type { NoProps } from '@basera/shared';
import { Typography } from '@basera/shared/ui';

export default function OperatorLoginPage(_props: NoProps) {
  return (
    <Typography variant="h2" component="h1">
      Operator sign-in
    </Typography>
  );
}
