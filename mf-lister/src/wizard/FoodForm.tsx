import type { ListingType } from '@basera/shared';
import { prepareChecks } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import { DIET_OPTIONS, LISTER_API, MEAL_OPTIONS, WEEK_DAYS } from '@basera/shared/rules';
import { Box, Button } from '@basera/shared/ui';
import { Alert, Collapse } from '@basera/shared/ui-more';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupField, FieldGrid, RadioField, SaveBar, SectionTitle, WIDE } from './fields';
import { type StepProps, useStepForm } from './useStepForm';
import { list, text } from './values';

export interface FoodValues {
  id: number;
  food_meals: string[];
  food_type: string;
  food_menu: Record<string, string>;
}

export const MESS_MEALS_NOTE = 'A mess serves the meals of its timings in Mess Details; change them there.';

/** Step 4: Food. A Mess's meals are those of its step 2 timings, shown read-only. */
export function FoodForm({ listing, onSaved, type }: StepProps & { type: ListingType }) {
  const mess = type === 'Mess';
  const messMeals = MEAL_OPTIONS.filter((meal) => listing?.meal_timings?.some((row) => row.meal === meal));
  const menu = (listing?.food_menu ?? {}) as Record<string, string | null>;
  const { form, submit, saving } = useStepForm<FoodValues>({
    schema: (schemas) => schemas.foodSchema,
    defaultValues: {
      id: listing?.id ?? 0,
      food_meals: mess ? messMeals : list(listing?.food_meals),
      food_type: text(listing?.food_type),
      food_menu: Object.fromEntries(WEEK_DAYS.map((day) => [day, text(menu[day])])),
    },
    path: LISTER_API.food,
    onSaved,
  });
  const { control } = form;
  const meals = useWatch({ control, name: 'food_meals' });
  const hasMenu = WEEK_DAYS.some((day) => menu[day]);
  const [menuOpen, setMenuOpen] = useState(hasMenu);
  const noFood = meals.length === 0;

  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate aria-label="Food">
      <FieldGrid>
        <CheckboxGroupField
          control={control}
          name="food_meals"
          label="Meals served"
          options={MEAL_OPTIONS}
          disabled={mess}
          helperText={mess ? MESS_MEALS_NOTE : 'Leave all unticked if no food is served.'}
        />
        <RadioField
          control={control}
          name="food_type"
          label="Food type"
          options={DIET_OPTIONS}
          required={!noFood}
          helperText={noFood ? 'Not needed when no meals are served' : undefined}
        />
        {mess && messMeals.length === 0 && (
          <Alert severity="info" sx={WIDE}>
            Add the meal timings in Mess Details first.
          </Alert>
        )}
        <Box sx={WIDE}>
          <SectionTitle>Weekly menu</SectionTitle>
          <Button
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="weekly-menu"
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: menuOpen ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
              />
            }
            sx={{ px: 0 }}
          >
            {menuOpen ? 'Hide the weekly menu' : 'Add a weekly menu (optional)'}
          </Button>
          <Collapse in={menuOpen} id="weekly-menu">
            <FieldGrid sx={{ pt: 1 }}>
              {WEEK_DAYS.map((day) => (
                <FormTextField
                  key={day}
                  control={control}
                  name={`food_menu.${day}`}
                  label={day}
                  placeholder="Idli, sambar · Rice, dal · Chapati, sabzi"
                />
              ))}
            </FieldGrid>
          </Collapse>
        </Box>
      </FieldGrid>
      <SaveBar saving={saving} />
    </form>
  );
}
