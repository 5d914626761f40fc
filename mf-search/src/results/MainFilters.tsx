import { ChunkBoundary, lazyWithRetry } from '@basera/shared';
import { Box, Button, Stack, Typography } from '@basera/shared/ui';
import { Suspense, useEffect, useId, useState } from 'react';
import { SelectField } from '../fields';
import { ROOM_TYPES } from '../options';
import { budgetChange, budgetLabel, budgetOf, type SearchState } from '../search-state';

// MUI's Slider comes with `@basera/shared/ui-extra`: loaded with the filters, never with a phone's first screen.
// Offline it loads when the network is back; the rest of the filters work meanwhile.
const BudgetSlider = lazyWithRetry(() => import('../BudgetSlider'));

/** The small slider's height, kept while it loads so that nothing below it moves. */
const SLIDER_HEIGHT = 30;

export interface FilterProps {
  search: SearchState;
  /** The changes of a filter: to the URL on the page, to the draft in the phone's sheet. */
  onChange: (changes: SearchState) => void;
}

/** A one-of-a-few toggle: each value a button that is pressed when chosen; tapping the chosen one unsets it. */
export function ToggleRow({
  label,
  options,
  value,
  onChange,
  fullWidth = false,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  fullWidth?: boolean;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', flexShrink: 0, width: fullWidth ? '100%' : 'auto' }}
    >
      {options.map((option, index) => {
        const pressed = value === option.value;
        return (
          <Button
            key={option.value}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            disableElevation
            onClick={() => onChange(pressed ? undefined : option.value)}
            sx={{
              flex: fullWidth ? 1 : 'none',
              minHeight: 40,
              px: 1.5,
              // In the sheet a long label ("Working professionals") takes two lines, never the next button's room.
              whiteSpace: fullWidth ? 'normal' : 'nowrap',
              lineHeight: fullWidth ? 1.2 : undefined,
              textTransform: 'none',
              fontWeight: 600,
              borderRadius: 0,
              ...(index > 0 && { ml: '-1px' }),
              ...(index === 0 && { borderTopLeftRadius: 8, borderBottomLeftRadius: 8 }),
              ...(index === options.length - 1 && { borderTopRightRadius: 8, borderBottomRightRadius: 8 }),
            }}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}

/** Gender as seekers say it: the URL keeps the spec's values (Male, Female, Other). */
export const GENDER_TOGGLE = [
  { value: 'Male', label: 'Boys' },
  { value: 'Female', label: 'Girls' },
  { value: 'Other', label: 'Co-ed' },
] as const;

/** Who the place is for: the URL keeps the spec's values (Student, Teacher, Employee). */
export const CATEGORY_TOGGLE = [
  { value: 'Student', label: 'Students' },
  { value: 'Teacher', label: 'Teachers' },
  { value: 'Employee', label: 'Working professionals' },
] as const;

export function GenderToggle({ search, onChange, fullWidth }: FilterProps & { fullWidth?: boolean }) {
  return (
    <ToggleRow
      label="Gender"
      options={GENDER_TOGGLE}
      value={search.gender}
      onChange={(gender) => onChange({ gender })}
      fullWidth={fullWidth}
    />
  );
}

const TYPE_OPTIONS = [{ value: '', label: 'Any type' }, ...ROOM_TYPES];

/** "Any type" and the four types; the type of a route (/pg) reads as chosen. */
export function TypeSelect({ search, onChange, fullWidth }: FilterProps & { fullWidth?: boolean }) {
  return (
    <SelectField
      label="Type"
      ellipsis
      value={search.room_type ?? ''}
      onChange={(roomType) => onChange({ room_type: roomType || undefined })}
      options={TYPE_OPTIONS}
      sx={{ width: fullWidth ? '100%' : 136, flexShrink: 0 }}
    />
  );
}

/** The monthly budget: a two-thumb slider with its two numbers; a bound at its end is no bound. */
export function BudgetField({ search, onChange, width = '100%' }: FilterProps & { width?: number | string }) {
  const [low, high] = budgetOf(search);
  // While a thumb moves, it and the readout follow it; the search changes once, when it is let go.
  const [moving, setMoving] = useState<[number, number] | null>(null);
  useEffect(() => setMoving(null), [low, high]);
  const shown = moving ?? [low, high];
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ width, flexShrink: 0 }}>
      <Typography id={labelId} component="span" sx={{ display: 'block', fontSize: '0.875rem' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          Budget
        </Box>{' '}
        <span data-testid="budget">{budgetLabel(shown)}</span>
      </Typography>
      <Box sx={{ height: SLIDER_HEIGHT, display: 'flex', alignItems: 'center' }}>
        <ChunkBoundary>
          <Suspense fallback={null}>
            <BudgetSlider
              value={shown}
              onMove={setMoving}
              onCommit={(value) => onChange(budgetChange(value))}
            />
          </Suspense>
        </ChunkBoundary>
      </Box>
    </Box>
  );
}

/**
 * The main filters beside the results on every width: Type, Gender (Boys / Girls / Co-ed) and Budget. On a phone
 * they are one row that scrolls sideways, after the sheet's "Filters" button (`leading`); its budget is a button
 * that opens the sheet, where the slider has room (`onBudget`).
 */
export function MainFilters({
  search,
  onChange,
  phone,
  leading,
  onBudget,
}: FilterProps & { phone: boolean; leading?: React.ReactNode; onBudget?: () => void }) {
  const [low, high] = budgetOf(search);
  const budgetSet = Boolean(search.min_price || search.max_price);
  return (
    <Stack
      direction="row"
      role="group"
      aria-label="Main filters"
      sx={{
        alignItems: phone ? 'center' : 'flex-end',
        gap: phone ? 1 : 2,
        mb: 2,
        flexWrap: phone ? 'nowrap' : 'wrap',
        overflowX: phone ? 'auto' : 'visible',
        // The row scrolls under a finger; no bar takes a line under it.
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        pt: 0.75,
        pb: phone ? 0.5 : 0,
      }}
    >
      {leading}
      <GenderToggle search={search} onChange={onChange} />
      <TypeSelect search={search} onChange={onChange} />
      {phone ? (
        <Button
          variant={budgetSet ? 'contained' : 'outlined'}
          disableElevation
          size="small"
          onClick={onBudget}
          sx={{ minHeight: 40, flexShrink: 0, whiteSpace: 'nowrap', textTransform: 'none', fontWeight: 600 }}
        >
          {budgetSet ? budgetLabel([low, high]) : 'Budget'}
        </Button>
      ) : (
        <BudgetField search={search} onChange={onChange} width={260} />
      )}
    </Stack>
  );
}
