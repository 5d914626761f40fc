import { LISTING_TYPE_INFO, RESULTS_BAR_HEIGHT, toListingType } from '@basera/shared';
import { CATEGORY_CHIPS, GENDER_CHIPS } from '@basera/shared/chips';
import { useLocation } from '@basera/shared/router';
import { Box, Button } from '@basera/shared/ui';
import { Collapse } from '@basera/shared/ui-more';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useCities } from './places';
import type { SearchState } from './search-state';

/**
 * "PG · Koramangala, Bengaluru · Girls": what the search asks, in one line; "Near Christ University" for a place,
 * "Map area" for the map's box, "Anywhere" without a place.
 */
export function summaryOf(search: SearchState, cityName?: string, placeName?: string): string {
  if (search.search) return `"${search.search}"`;
  const type = toListingType(search.room_type);
  const place =
    search.place_id || (search.lat && search.long)
      ? `Near ${placeName ?? (search.place_id ? 'a place' : 'you')}`
      : search.bbox
        ? 'Map area'
        : [search.location, cityName].filter(Boolean).join(', ');
  return [
    type ? LISTING_TYPE_INFO[type].label : 'Every type',
    place || 'Anywhere',
    // As the chips and the gender toggle say it: "Girls", "Students".
    search.gender && (GENDER_CHIPS[search.gender] ?? search.gender),
    search.category && (CATEGORY_CHIPS[search.category] ?? search.category),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The search box on a phone: one line that says what is searched and opens the full form under it, so the
 * count and the first result are on the first screen. A new search closes it again.
 */
export function SearchSummary({
  search,
  children,
  placeName,
  aside,
}: {
  search: SearchState;
  children: ReactNode;
  /** The name of the search's place (the answer's `near`). */
  placeName?: string;
  /** Beside the line (the Map / List toggle). */
  aside?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  // City names come with the state's city list (cached, the form uses the same); none are fetched without a city.
  const cities = useCities(search.city_id ? search.state_id : undefined);
  const city = cities.find((place) => String(place.id) === search.city_id)?.name;
  const summary = summaryOf(search, city, placeName === 'Your location' ? 'you' : placeName);
  // Every search (a navigation, even to the same query) and back or forward fold the form away.
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((shown) => !shown)}
          startIcon={<SearchIcon color="primary" />}
          endIcon={open ? <ExpandLess /> : <ExpandMore />}
          sx={{
            height: RESULTS_BAR_HEIGHT,
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            bgcolor: 'background.paper',
            borderColor: 'divider',
            textTransform: 'none',
            fontWeight: 600,
          }}
        >
          <Box
            component="span"
            sx={{
              flex: 1,
              minWidth: 0,
              textAlign: 'left',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              pr: 1,
            }}
          >
            {summary}
          </Box>
          <Box component="span" sx={{ color: 'primary.main', flexShrink: 0 }}>
            {open ? 'Close' : 'Change'}
          </Box>
        </Button>
        {aside}
      </Box>
      <Collapse in={open} unmountOnExit id={formId}>
        <Box sx={{ pt: 1.5 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
