import { type ListingLeadStats, listingTypeLabel } from '@basera/shared';
import { Box, Button, Card, CardActionArea, Skeleton, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { useState } from 'react';

/** Cards shown before "Show all": an owner of forty listings still sees the leads below without a long scroll. */
export const FIRST_STATS = 8;

/** Listings with unread messages first, then those with enquiries; otherwise the API's order (newest first). */
const byActivity = (stats: ListingLeadStats[]) =>
  [...stats].sort((a, b) => b.unread - a.unread || b.enquiries - a.enquiries);

const STAT_LABELS = [
  ['views', 'Views'],
  ['calls', 'Calls'],
  ['enquiries', 'Enquiries'],
  ['unread', 'Unread'],
] as const;

/**
 * A phone scrolls the cards sideways (each a little narrower than the screen, so the next one peeks in);
 * from md the cards wrap in a grid.
 */
const rowSx = {
  display: { xs: 'flex', md: 'grid' },
  gridTemplateColumns: { md: 'repeat(auto-fill, minmax(240px, 1fr))' },
  gap: 1.5,
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: { xs: 'x mandatory', md: 'none' },
  m: 0,
  p: 0,
  pb: { xs: 1, md: 0 },
  listStyle: 'none',
  '& > li': { flex: { xs: '0 0 min(260px, 78vw)' }, scrollSnapAlign: 'start', minWidth: 0 },
} as const;

function StatsCard({
  stats,
  selected,
  onSelect,
}: {
  stats: ListingLeadStats;
  selected: boolean;
  onSelect: (propertyId: number) => void;
}) {
  const unread = stats.unread > 0;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={stats.listing_name}
      sx={{
        height: '100%',
        borderColor: selected ? 'primary.main' : unread ? 'warning.main' : undefined,
        borderWidth: selected ? 2 : 1,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <CardActionArea
        aria-pressed={selected}
        onClick={() => onSelect(stats.property_id)}
        sx={{ height: '100%', p: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {/* A button holds phrasing content only: spans throughout, read as "Lotus PG, New leads, PG, Views 120, …". */}
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
          <Typography
            component="span"
            noWrap
            title={stats.listing_name}
            sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
          >
            {stats.listing_name}
          </Typography>
          {unread && <Chip component="span" size="small" color="warning" label="New leads" />}
        </Box>
        <Typography component="span" variant="body2" color="text.secondary">
          {listingTypeLabel(stats.listing_type)}
        </Typography>
        <Box
          component="span"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5, mt: 1 }}
        >
          {STAT_LABELS.map(([key, label]) => (
            <Box
              component="span"
              key={key}
              sx={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 0 }}
            >
              <Typography component="span" variant="caption" color="text.secondary" noWrap>
                {label}
              </Typography>
              <Typography
                component="span"
                sx={{
                  fontSize: '1.25rem',
                  fontWeight: 700,
                  lineHeight: 1.3,
                  color: key === 'unread' && unread ? 'warning.dark' : 'text.primary',
                }}
              >
                {stats[key]}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * Each own listing's last 30 days: views, calls revealed, enquiries and unread messages. A listing with unread
 * leads is marked ("New leads", an amber edge); a tap filters the inbox to that listing, a second tap clears it.
 */
export function LeadStatsCards({
  stats,
  selected,
  onSelect,
}: {
  stats: ListingLeadStats[];
  selected: number | null;
  onSelect: (propertyId: number | null) => void;
}) {
  const [all, setAll] = useState(false);
  const sorted = byActivity(stats);
  // The chosen listing stays in view when the list is short.
  const shown = all
    ? sorted
    : sorted.filter((item, index) => index < FIRST_STATS || item.property_id === selected);
  return (
    <>
      <Box component="ul" aria-label="Your listings in the last 30 days" sx={rowSx}>
        {shown.map((item) => (
          <li key={item.property_id}>
            <StatsCard
              stats={item}
              selected={selected === item.property_id}
              onSelect={(id) => onSelect(selected === id ? null : id)}
            />
          </li>
        ))}
      </Box>
      {stats.length > FIRST_STATS && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 1 }}>
          {all ? 'Show fewer listings' : `Show all ${stats.length} listings`}
        </Button>
      )}
    </>
  );
}

/** The cards' places while the stats load. */
export function LeadStatsSkeleton() {
  return (
    <Box aria-hidden="true" sx={rowSx}>
      {[1, 2, 3].map((key) => (
        <Box component="span" key={key} sx={{ flex: { xs: '0 0 min(260px, 78vw)' } }}>
          {/* A card's height (its name, chips and four figures): the row keeps its place when they come. */}
          <Skeleton variant="rounded" height={124} />
        </Box>
      ))}
    </Box>
  );
}
