import { AC_OPTIONS, OCCUPATION_OPTIONS, RESULTS_BAR_HEIGHT, SHARING_OPTIONS } from '@basera/shared';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Paper,
  Typography,
  useMediaQuery,
} from '@basera/shared/ui';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Theme } from '@mui/material/styles';
import type { SearchState } from './search-state';

const GROUPS = [
  { key: 'sharing', title: 'Sharing', options: SHARING_OPTIONS },
  { key: 'ac', title: 'Air Conditioning', options: AC_OPTIONS },
  { key: 'occupation', title: 'Room Occupation', options: OCCUPATION_OPTIONS },
] as const;

type GroupKey = (typeof GROUPS)[number]['key'];

interface FilterSidebarProps {
  search: SearchState;
  onToggle: (key: GroupKey, value: string) => void;
  /** The "Beds free now" box: on or off. */
  onBedsFreeNow: (on: boolean) => void;
}

const chosenIn = (search: SearchState, key: GroupKey) =>
  new Set((search[key] ?? '').split(',').filter(Boolean));

/** Beds free today (India's date): the first thing a seeker who must move this week looks for. */
function Availability({ search, onBedsFreeNow }: FilterSidebarProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 150 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        Availability
      </Typography>
      <FormControlLabel
        label="Beds free now"
        control={
          <Checkbox
            size="small"
            checked={search.beds_free_now === '1'}
            onChange={(event) => onBedsFreeNow(event.target.checked)}
          />
        }
      />
    </Box>
  );
}

function FilterGroups(props: FilterSidebarProps) {
  const { search, onToggle } = props;
  const groups = GROUPS.map((group) => {
    const chosen = chosenIn(search, group.key);
    return (
      <Box component="fieldset" key={group.key} sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 150 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
          {group.title}
        </Typography>
        <FormGroup>
          {group.options.map((option) => (
            <FormControlLabel
              key={option}
              label={option}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.has(option)}
                  onChange={() => onToggle(group.key, option)}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
    );
  });
  return (
    <>
      <Availability {...props} />
      {groups}
    </>
  );
}

/**
 * Beds free now, Sharing, Air Conditioning and Room Occupation: each box adds or removes its value from the search. A side
 * column on large screens; on phones a collapsed panel, so the results are not a screen away.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  if (wide)
    return (
      <Paper variant="outlined" sx={{ p: 2 }} component="aside" aria-label="Filters">
        <FilterGroups {...props} />
      </Paper>
    );
  const active =
    GROUPS.reduce((n, group) => n + chosenIn(props.search, group.key).size, 0) +
    (props.search.beds_free_now === '1' ? 1 : 0);
  return (
    // The boxes mount when the panel opens: a phone does not build a dozen hidden checkboxes at start-up.
    <Accordion
      variant="outlined"
      disableGutters
      component="aside"
      aria-label="Filters"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: RESULTS_BAR_HEIGHT }}>
        <Typography sx={{ fontWeight: 700 }}>{active ? `Filters (${active})` : 'Filters'}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
        <FilterGroups {...props} />
      </AccordionDetails>
    </Accordion>
  );
}
