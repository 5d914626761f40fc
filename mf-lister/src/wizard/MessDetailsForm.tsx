import {
  CATEGORY_OPTIONS,
  CUISINE_OPTIONS,
  FormTextField,
  GENDER_OPTIONS,
  LISTER_API,
  MEAL_OPTIONS,
  messDetailsSchema,
} from '@basera/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useFieldArray } from 'react-hook-form';
import {
  CheckboxGroupField,
  FieldGrid,
  NativeSelectField,
  RadioField,
  SaveBar,
  SectionTitle,
  SHRINK,
  WIDE,
} from './fields';
import { type StepProps, useStepForm } from './useStepForm';
import { list, text } from './values';

export interface MealTimingValues {
  meal: string;
  from: string;
  to: string;
}

export interface MessDetailsValues {
  id: number;
  accommodation_gender: string;
  accommodation_occupation: string[];
  cuisine: string[];
  meal_timings: MealTimingValues[];
}

const EMPTY_MEAL: MealTimingValues = { meal: '', from: '', to: '' };

export function messDetailsDefaults(listing: StepProps['listing']): MessDetailsValues {
  const timings = listing?.meal_timings ?? [];
  return {
    id: listing?.id ?? 0,
    accommodation_gender: text(listing?.accommodation_gender),
    accommodation_occupation: list(listing?.accommodation_occupation),
    cuisine: list(listing?.cuisine),
    meal_timings: timings.length ? timings.map((row) => ({ ...row })) : [{ ...EMPTY_MEAL }],
  };
}

/** Step 2 for a Mess: who it serves, its cuisines and when each meal is served. */
export function MessDetailsForm({ listing, onSaved }: StepProps) {
  const { form, submit, saving } = useStepForm<MessDetailsValues>({
    schema: messDetailsSchema,
    defaultValues: messDetailsDefaults(listing),
    path: LISTER_API.details,
    onSaved,
  });
  const { control, formState } = form;
  const meals = useFieldArray({ control, name: 'meal_timings' });
  const mealsError = formState.errors.meal_timings?.root?.message ?? formState.errors.meal_timings?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Details">
      <FieldGrid>
        <SectionTitle>Who it serves</SectionTitle>
        <RadioField
          control={control}
          name="accommodation_gender"
          label="Gender"
          options={GENDER_OPTIONS}
          required
        />
        <CheckboxGroupField
          control={control}
          name="accommodation_occupation"
          label="Occupation"
          options={CATEGORY_OPTIONS}
          required
        />
        <CheckboxGroupField
          control={control}
          name="cuisine"
          label="Cuisine"
          options={CUISINE_OPTIONS}
          required
          sx={WIDE}
        />
        <SectionTitle>Meal timings</SectionTitle>
        <Box sx={{ ...WIDE, display: 'grid', gap: 1.5 }} role="list" aria-label="Meal timings">
          {meals.fields.map((row, index) => (
            <Paper
              key={row.id}
              variant="outlined"
              role="listitem"
              sx={{
                p: 1.5,
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                  md: 'minmax(0, 1.4fr) repeat(2, minmax(0, 1fr)) auto',
                },
              }}
            >
              <NativeSelectField
                control={control}
                name={`meal_timings.${index}.meal`}
                label="Meal"
                options={MEAL_OPTIONS}
                size="small"
                sx={{ gridColumn: { xs: '1 / 3', md: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`meal_timings.${index}.from`}
                label="From"
                type="time"
                size="small"
                slotProps={SHRINK}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`meal_timings.${index}.to`}
                label="To"
                type="time"
                size="small"
                slotProps={SHRINK}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
              <IconButton
                aria-label={`Remove meal row ${index + 1}`}
                onClick={() => meals.remove(index)}
                disabled={meals.fields.length === 1}
                sx={{
                  justifySelf: 'center',
                  gridColumn: { xs: 3, md: 'auto' },
                  gridRow: { xs: 1, md: 'auto' },
                }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Paper>
          ))}
          {mealsError && <FormHelperText error>{mealsError}</FormHelperText>}
          <Button
            startIcon={<AddIcon />}
            onClick={() => meals.append({ ...EMPTY_MEAL })}
            disabled={meals.fields.length >= MEAL_OPTIONS.length}
            sx={{ justifySelf: 'start' }}
          >
            Add a meal
          </Button>
        </Box>
      </FieldGrid>
      <SaveBar saving={saving} />
    </form>
  );
}
