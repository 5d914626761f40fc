import { Paper, Typography } from '@basera/shared/ui';
import { type ReactNode, useId } from 'react';

/** A titled block of the review screen (a region named by its heading). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
