import type { ListerDashboard } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { LEADS_PATH } from '@basera/shared/rules';
import { Box, Button, Typography } from '@basera/shared/ui';
import { LAST_DAYS_LABELS, DASHBOARD_TEXT as T } from './model';
import { Section } from './Section';

/** The last 30 days over all the Lister's listings: two by two on a phone, one row on a wide screen. */
export function LastDays({ counts }: { counts: ListerDashboard['last_30_days'] }) {
  return (
    <Section
      title={T.lastDays}
      action={
        <Button component={RouterLink} to={LEADS_PATH} size="small">
          {T.perListing}
        </Button>
      }
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 1.5,
        }}
      >
        {LAST_DAYS_LABELS.map(([key, label]) => (
          <Box
            key={key}
            sx={{
              display: 'flex',
              flexDirection: 'column-reverse',
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              minWidth: 0,
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary" noWrap>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
              {counts[key]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
