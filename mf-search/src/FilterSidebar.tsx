import { RESULTS_BAR_HEIGHT } from '@basera/shared';
import {
  AC_OPTIONS,
  DIET_FILTER_OPTIONS,
  FOOD_FILTER_OPTIONS,
  OCCUPATION_OPTIONS,
  RATING_FILTER_LABEL,
  RATING_SECTION_TITLE,
  SHARING_OPTIONS,
} from '@basera/shared/rules';
import { Box, Button, Paper, Stack, Typography, useMediaQuery } from '@basera/shared/ui';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Checkbox,
  FormControlLabel,
  FormGroup,
} from '@basera/shared/ui-more';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  activeFilterCount,
  bedsFreeNow,
  clearFilters,
  minRating,
  type SearchState,
  toggleListValue,
  verifiedOnly,
} from './search-state';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const GROUPS = [
  { key: 'food', title: 'Food', options: FOOD_FILTER_OPTIONS },
  { key: 'diet', title: 'Veg / Non-Veg', options: DIET_FILTER_OPTIONS },
  { key: 'sharing', title: 'Sharing', options: asOptions(SHARING_OPTIONS) },
  { key: 'ac', title: 'Air Conditioning', options: asOptions(AC_OPTIONS) },
  { key: 'occupation', title: 'Room Occupation', options: asOptions(OCCUPATION_OPTIONS) },
] as const;

interface FilterSidebarProps {
  search: SearchState;
  /** Every change goes to the URL; the results follow it. */
  onChange: (changes: SearchState) => void;
}

const chosenIn = (list: string | undefined) => new Set((list ?? '').split(',').filter(Boolean));

function Group({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box
      component="fieldset"
      // Two columns on a 360 px phone (the panel is a screen shorter), one per group in the side column.
      sx={{ border: 0, p: 0, m: 0, mb: 2, flex: wide ? '1 1 100%' : '1 1 128px', minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Beds free today (India's date): the first thing a seeker who must move this week looks for; and listings our
 * team checked by a call or a visit (the "Verified" badge), for a seeker wary of scams.
 */
function Availability({ search, onChange }: FilterSidebarProps) {
  return (
    <Group title="Availability">
      <FormGroup>
        <FormControlLabel
          label="Beds free now"
          control={
            <Checkbox
              size="small"
              checked={search.beds_free_now === '1'}
              onChange={(event) => onChange(bedsFreeNow(event.target.checked))}
            />
          }
        />
        <FormControlLabel
          label="Verified only"
          control={
            <Checkbox
              size="small"
              checked={search.verified === '1'}
              onChange={(event) => onChange(verifiedOnly(event.target.checked))}
            />
          }
        />
      </FormGroup>
    </Group>
  );
}

/** Listings whose reviews average 4 stars or more ("4 ★ and above", `min_rating=4`). */
function Reviews({ search, onChange }: FilterSidebarProps) {
  return (
    <Group title={RATING_SECTION_TITLE}>
      <FormGroup>
        <FormControlLabel
          label={RATING_FILTER_LABEL}
          control={
            <Checkbox
              size="small"
              checked={Boolean(search.min_rating)}
              onChange={(event) => onChange(minRating(event.target.checked))}
            />
          }
        />
      </FormGroup>
    </Group>
  );
}

/**
 * The sidebar's filters (the sheet on a phone holds them too): availability, reviews, food, kitchen, sharing, AC,
 * occupation.
 */
export function FilterGroups(props: FilterSidebarProps) {
  const { search, onChange } = props;
  // "Without food" alone leaves no kitchen to choose: the diet boxes wait until food is possible again.
  const noFood = search.food === 'without';
  return (
    <>
      <Availability {...props} />
      <Reviews {...props} />
      {GROUPS.map((group) => {
        const chosen = chosenIn(search[group.key]);
        return (
          <Group key={group.key} title={group.title}>
            <FormGroup>
              {group.options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  disabled={group.key === 'diet' && noFood && !chosen.has(option.value)}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.has(option.value)}
                      onChange={() =>
                        onChange({ [group.key]: toggleListValue(search[group.key], option.value) })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Group>
        );
      })}
    </>
  );
}

/** "Clear all": every sidebar filter off; the search (type, place, keyword) and the sort stay. */
export function ClearFilters({
  onChange,
  label = 'Clear all',
  variant = 'text',
}: Pick<FilterSidebarProps, 'onChange'> & { label?: string; variant?: 'text' | 'outlined' }) {
  return (
    <Button size="small" variant={variant} onClick={() => onChange(clearFilters())}>
      {label}
    </Button>
  );
}

/**
 * Beds free now, Verified only, 4 ★ and above, Food, Veg / Non-Veg, Sharing, Air Conditioning, and Room Occupation: each changes the
 * search in the URL (the budget, gender and type are the main filters, beside the results). A side column on
 * large screens; on tablets a collapsed panel, so the results are not a screen away; a phone has the sheet.
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const active = activeFilterCount(props.search);
  if (wide)
    return (
      <Paper variant="outlined" sx={{ p: 2 }} component="aside" aria-label="Filters">
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 32 }}
        >
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {active ? `Filters (${active})` : 'Filters'}
          </Typography>
          {active > 0 && <ClearFilters onChange={props.onChange} />}
        </Stack>
        <FilterGroups {...props} />
      </Paper>
    );
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
      <AccordionDetails sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {active > 0 && (
          <Box sx={{ width: '100%', mb: 1 }}>
            <ClearFilters onChange={props.onChange} />
          </Box>
        )}
        <FilterGroups {...props} />
      </AccordionDetails>
    </Accordion>
  );
}
