import type { DashboardVisit } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { indiaToday, visitDateLabel, visitSlotLabel } from '@basera/shared/rules';
import { Box, Button, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import Call from '@mui/icons-material/Call';
import { useId } from 'react';
import { DASHBOARD_TEXT as T, threadPath, VISIT_STATE_TEXT } from './model';
import { Empty, Section } from './Section';

/** One visit: its slot, who comes to which listing, and two ways on (call them, open the conversation). */
function VisitRow({ visit, withDay = false }: { visit: DashboardVisit; withDay?: boolean }) {
  const state = VISIT_STATE_TEXT[visit.state];
  const when = withDay
    ? `${visitDateLabel(visit.date)}, ${visitSlotLabel(visit.slot)}`
    : visitSlotLabel(visit.slot);
  return (
    <Box
      component="li"
      aria-label={`${when}: ${visit.seeker_name}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0.5 },
      }}
    >
      <Box>
        {withDay && (
          <Typography variant="body2" color="text.secondary">
            {visitDateLabel(visit.date)}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 700 }}>{visitSlotLabel(visit.slot)}</Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{visit.seeker_name}</Typography>
          <Chip size="small" color={state.color} label={state.label} />
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap title={visit.listing_name}>
          {visit.listing_name}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: { xs: 0.5, sm: 0 } }}>
        <Button
          href={`tel:${visit.seeker_phone}`}
          variant="contained"
          size="small"
          startIcon={<Call />}
          aria-label={`Call ${visit.seeker_name} on ${visit.seeker_phone}`}
          sx={{ minHeight: 40 }}
        >
          {visit.seeker_phone}
        </Button>
        <Button
          component={RouterLink}
          to={threadPath(visit.thread_id)}
          variant="outlined"
          size="small"
          aria-label={`Conversation with ${visit.seeker_name}`}
          sx={{ minHeight: 40 }}
        >
          Conversation
        </Button>
      </Box>
    </Box>
  );
}

const listSx = { m: 0, p: 0, listStyle: 'none' } as const;

/**
 * Today's visits on the Lister's listings (requested, confirmed, rescheduled), earliest slot first; under them
 * "Coming up": the open visits of the next days, by day and slot.
 */
export function TodayVisits({
  visits,
  upcoming,
  now = new Date(),
}: {
  visits: DashboardVisit[];
  upcoming: DashboardVisit[];
  now?: Date;
}) {
  const upcomingId = useId();
  return (
    <Section title={T.visits} count={visits.length}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 1 }}>
        {visitDateLabel(indiaToday(now))}
      </Typography>
      {visits.length === 0 ? (
        <Empty text={T.noVisits} hint={T.noVisitsHint} />
      ) : (
        <Box component="ul" aria-label={T.visits} sx={listSx}>
          {visits.map((visit) => (
            <VisitRow key={visit.thread_id} visit={visit} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="h3" id={upcomingId} sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
          {T.upcoming}
        </Typography>
        {upcoming.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {T.noUpcoming}
          </Typography>
        ) : (
          <Box component="ul" aria-labelledby={upcomingId} sx={listSx}>
            {upcoming.map((visit) => (
              <VisitRow key={visit.thread_id} visit={visit} withDay />
            ))}
          </Box>
        )}
      </Box>
    </Section>
  );
}
