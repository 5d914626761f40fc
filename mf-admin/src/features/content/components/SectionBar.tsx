import { Stack, Typography } from '@basera/shared/ui';
import type { ReactNode } from 'react';

/** A section's heading, a line on what it changes on the site, and its main action (Add ...). */
export function SectionBar({
  id,
  title,
  hint,
  action,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
    >
      <div>
        <Typography variant="h3" component="h2" id={id}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </div>
      {action}
    </Stack>
  );
}
