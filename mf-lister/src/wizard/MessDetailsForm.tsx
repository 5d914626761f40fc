import { prepareChecks } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import { CUISINE_OPTIONS, LISTER_API, MEAL_OPTIONS } from '@basera/shared/rules';
import { SHRINK } from '../components/options';
import { RowsEditor } from '../components/RowsEditor';
import { AudienceFields } from './AudienceFields';
import { CheckboxGroupField, FieldGrid, SaveBar, SectionTitle, WIDE } from './fields';
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
    schema: (schemas) => schemas.messDetailsSchema,
    defaultValues: messDetailsDefaults(listing),
    path: LISTER_API.details,
    onSaved,
  });
  const { control } = form;

  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate aria-label="Details">
      <FieldGrid>
        <SectionTitle>Who it serves</SectionTitle>
        <AudienceFields control={control} />
        <CheckboxGroupField
          control={control}
          name="cuisine"
          label="Cuisine"
          options={CUISINE_OPTIONS}
          required
          sx={WIDE}
        />
        <SectionTitle>Meal timings</SectionTitle>
        <RowsEditor
          control={control}
          name="meal_timings"
          label="Meal timings"
          rowLabel={(row) => `Meal row ${row}`}
          removeLabel={(row) => `Remove meal row ${row}`}
          addLabel="Add a meal"
          newRow={() => ({ ...EMPTY_MEAL })}
          kind={{ name: 'meal', label: 'Meal', options: MEAL_OPTIONS }}
          columns="minmax(0, 1.4fr) repeat(2, minmax(0, 1fr)) auto"
          sx={WIDE}
        >
          {(index) =>
            (['from', 'to'] as const).map((end) => (
              <FormTextField
                key={end}
                control={control}
                name={`meal_timings.${index}.${end}`}
                label={end === 'from' ? 'From' : 'To'}
                type="time"
                size="small"
                slotProps={SHRINK}
                // Each time on a line of its own on a phone: two side by side do not fit 360 px.
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
            ))
          }
        </RowsEditor>
      </FieldGrid>
      <SaveBar saving={saving} />
    </form>
  );
}
