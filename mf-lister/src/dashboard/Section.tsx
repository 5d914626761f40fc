import { Box, Card, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { type ReactNode, useId } from 'react';

/**
 * One dashboard block: a titled card (a region named by its heading), with a count beside the title when there
 * is one, and an action at its foot (a link on to where the work is done).
 */
export function Section({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {count !== undefined && count > 0 && <Chip size="small" color="primary" label={count} />}
      </Box>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Card>
  );
}

/** What an empty section says, in one calm line (and a hint under it when there is one). */
export function Empty({ text, hint }: { text: string; hint?: string }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
