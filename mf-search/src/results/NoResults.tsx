import type { WayOut } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Link, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { nearbyLocality, relaxChange, type SearchState } from '../search-state';
import type { SearchChipData } from './SearchChips';
import { placesLabel } from './search-count';

/** "Remove Girls: 7 places" (1 -> "1 place"). */
export const relaxLabel = (entry: WayOut['relax'][number]) =>
  `Remove ${entry.label}: ${placesLabel({ total: entry.count, more: entry.more })}`;

/** "Koramangala: 4 places · 1.2 km". */
export const nearbyLabel = (entry: WayOut['nearby'][number]) =>
  `${entry.name}: ${placesLabel({ total: entry.count })} · ${entry.distance_km} km`;

/**
 * An empty result is never a dead end: it says what was searched (the chips) and offers the nearest ways out,
 * each with the places it gives: a filter removed (or the radius widened), or the same search in a neighbouring
 * locality.
 */
export function NoResults({
  chips,
  wayOut,
  onChange,
  hrefOf,
  fallback,
}: {
  chips: readonly SearchChipData[];
  wayOut: WayOut | null | undefined;
  onChange: (changes: SearchState) => void;
  /** The address of the page after some changes (a neighbouring locality is a link). */
  hrefOf: (changes: SearchState) => string;
  /** A way back when the answer offers none (a "Clear all filters" button). */
  fallback?: React.ReactNode;
}) {
  const relax = (wayOut?.relax ?? []).filter((entry) => entry.count > 0);
  const nearby = wayOut?.nearby ?? [];
  const clearsOf = (key: string) => chips.find((chip) => chip.clear.includes(key))?.clear ?? [];
  return (
    <Box
      component="section"
      aria-labelledby="no-results-title"
      sx={{ py: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <Typography
        id="no-results-title"
        variant="h3"
        component="h2"
        sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
      >
        No places match this search
      </Typography>
      {chips.length > 0 ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Nothing has all of these:
          </Typography>
          <Box
            component="ul"
            aria-label="What was searched"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 0.75,
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
            }}
          >
            {chips.map((chip) => (
              <li key={chip.id}>
                <Chip size="small" label={chip.label} />
              </li>
            ))}
          </Box>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Try another place or a different keyword.
        </Typography>
      )}
      {relax.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Try without a filter
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
            {relax.map((entry) => (
              <Button
                key={entry.key}
                variant="outlined"
                onClick={() => onChange(relaxChange(entry.key, clearsOf(entry.key)))}
                sx={{ textTransform: 'none', fontWeight: 600 }}
              >
                {relaxLabel(entry)}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      {nearby.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            The same search nearby
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, justifyItems: 'center' }}
          >
            {nearby.map((entry) => (
              <li key={`${entry.city_id}-${entry.name}`}>
                <Link component={RouterLink} to={hrefOf(nearbyLocality(entry))} sx={{ fontWeight: 600 }}>
                  {nearbyLabel(entry)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {relax.length === 0 && nearby.length === 0 && fallback && <Box sx={{ mt: 2 }}>{fallback}</Box>}
    </Box>
  );
}
